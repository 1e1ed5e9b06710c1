/*
 * The header's button that switches the light and dark themes.
 */
import styled from 'styled-components';
import { useTheme } from '@calc/singleton';
import { Icon } from '@calc/shared';
import { HeaderButton } from './header-button';

// Both icons are rendered and the page's `dark` class picks one, so a prerendered page shows the right one at
// first paint whatever theme it was rendered in.
const ThemeIcon = styled.span<{ $for: 'light' | 'dark' }>`
  display: ${({ $for }) => ($for === 'light' ? 'inline-flex' : 'none')};
  :root.dark & {
    display: ${({ $for }) => ($for === 'dark' ? 'inline-flex' : 'none')};
  }
`;

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <HeaderButton
      type="button"
      onClick={toggleTheme}
      aria-label="Toggle theme"
      aria-pressed={dark}
      title={dark ? 'Switch to light theme' : 'Switch to dark theme'}
    >
      <ThemeIcon $for="light">
        <Icon name="moon" />
      </ThemeIcon>
      <ThemeIcon $for="dark">
        <Icon name="sun" />
      </ThemeIcon>
    </HeaderButton>
  );
}
