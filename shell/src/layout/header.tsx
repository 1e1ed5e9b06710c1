/*
 * The site's fixed header: logo, search, currency, theme and the phone's menu button, around every page.
 */
import styled from 'styled-components';
import { Link } from '@calc/singleton';
import { Icon, PROJECT_TITLE } from '@calc/shared';
import { CurrencyDropdown } from './currency-dropdown';
import { HeaderButton } from './header-button';
import { SearchBox } from './search-box';
import { useSidebar } from './sidebar-state';
import { ThemeToggle } from './theme-toggle';

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: var(--header-height);
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 0 10px;
  background: color-mix(in srgb, var(--surface) 92%, transparent);
  backdrop-filter: saturate(1.4) blur(8px);
  border-bottom: 1px solid var(--border);
  @media (min-width: 640px) {
    gap: 12px;
    padding: 0 20px;
  }
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  flex: none;
  text-decoration: none;
  color: var(--text);
  font-weight: 800;
  font-size: 19px;
  letter-spacing: -0.02em;
  margin-right: 8px;
  span.mark {
    display: grid;
    place-items: center;
    width: 34px;
    height: 34px;
    border-radius: 10px;
    background: linear-gradient(135deg, var(--primary), #7c3aed);
    color: #fff;
  }
  @media (max-width: 767px) {
    min-height: 44px;
    min-width: 44px;
    justify-content: center;
    margin-right: 0;
  }
  span.name {
    @media (max-width: 639px) {
      display: none;
    }
  }
  @media (min-width: 1280px) {
    width: 230px;
  }
`;

/* Holds the toggle as the phone menu's first container (phone-menu.ts), and takes no part in the header's layout. */
const ToggleArea = styled.span`
  display: contents;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  @media (min-width: 640px) {
    gap: 8px;
  }
  margin-left: auto;
  flex: none;
`;

export function Header() {
  const { toggle, expanded, mobileOpen, toggleRef, toggleAreaRef } = useSidebar();
  return (
    <Bar data-print="hide">
      <ToggleArea ref={toggleAreaRef}>
        <HeaderButton
          ref={toggleRef}
          type="button"
          onClick={toggle}
          aria-label="Toggle sidebar"
          aria-controls="sidebar"
          aria-expanded={typeof window !== 'undefined' && window.innerWidth >= 1280 ? expanded : mobileOpen}
        >
          <Icon name="menu" />
        </HeaderButton>
      </ToggleArea>
      <Logo to="/" aria-label={`${PROJECT_TITLE} home`}>
        <span className="mark" aria-hidden="true">
          <Icon name="calculator" size={20} />
        </span>
        <span className="name">{PROJECT_TITLE}</span>
      </Logo>
      <SearchBox />
      <Actions>
        <CurrencyDropdown />
        <ThemeToggle />
      </Actions>
    </Bar>
  );
}
