import { useTheme } from '@calc/singleton';
import { Icon } from '@calc/shared';
import { HeaderButton } from './header-button';

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
      <Icon name={dark ? 'sun' : 'moon'} />
    </HeaderButton>
  );
}
