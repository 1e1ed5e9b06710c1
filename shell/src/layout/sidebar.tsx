/*
 * The sidebar's markup: the sections of the composed catalogue, expanding in place on a desktop and sliding over the
 * page on a phone.
 */
import styled from 'styled-components';
import { useMemo, useRef } from 'react';
import { NavLink, useLocation, useSiteCatalog, DEFAULT_CATEGORY, type PageFacts } from '@calc/singleton';
import { categoryOfPath, hrefOf, Icon } from '@calc/shared';
import { sitePages } from '../site/site-pages';
import { isDesktopWidth, useSidebar } from './sidebar-state';
import { menuSections } from './sidebar-sections';
import { PageScrollLock, usePhoneMenuFocus } from './phone-menu';

const Panel = styled.aside<{ $wide: boolean; $mobileOpen: boolean }>`
  position: fixed;
  top: var(--header-height);
  bottom: 0;
  left: 0;
  z-index: 45;
  width: var(--sidebar-expanded);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 16px 12px 24px;
  background: var(--surface);
  border-right: 1px solid var(--border);
  transition:
    width 0.2s ease,
    transform 0.2s ease,
    box-shadow 0.2s;
  transform: translateX(${({ $mobileOpen }) => ($mobileOpen ? '0' : '-100%')});
  box-shadow: ${({ $mobileOpen }) => ($mobileOpen ? 'var(--shadow)' : 'none')};
  visibility: ${({ $mobileOpen }) => ($mobileOpen ? 'visible' : 'hidden')};
  /* Closed on a phone, its links are neither styled nor laid out: the frame that shows the live page is shorter. */
  content-visibility: ${({ $mobileOpen }) => ($mobileOpen ? 'visible' : 'hidden')};
  @media (min-width: 1280px) {
    visibility: visible;
    content-visibility: visible;
    transform: none;
    width: ${({ $wide }) => ($wide ? 'var(--sidebar-expanded)' : 'var(--sidebar-collapsed)')};
    box-shadow: none;
  }
`;

const SectionTitle = styled.h2<{ $wide: boolean }>`
  margin: 18px 12px 8px;
  font-size: 11px;
  font-weight: 700;
  letter-spacing: 0.08em;
  color: var(--text-subtle);
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  span.category {
    font-weight: 600;
  }
  @media (min-width: 1280px) {
    text-align: ${({ $wide }) => ($wide ? 'left' : 'center')};
  }
`;

const Item = styled(NavLink)<{ $wide: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 2px 0;
  padding: 10px 12px;
  border-radius: var(--radius-sm);
  color: var(--text-muted);
  text-decoration: none;
  font-size: 15px;
  font-weight: 500;
  white-space: nowrap;
  @media (max-width: 1279px) {
    min-height: 44px;
  }
  svg {
    flex: none;
  }
  &:hover {
    background: var(--surface-3);
    color: var(--text);
  }
  &.active {
    background: var(--primary-soft);
    color: var(--primary-text);
    font-weight: 600;
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--focus-ring);
  }
  @media (min-width: 1280px) {
    justify-content: ${({ $wide }) => ($wide ? 'flex-start' : 'center')};
    span.label {
      display: ${({ $wide }) => ($wide ? 'inline' : 'none')};
    }
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: var(--header-height) 0 0 0;
  z-index: 44;
  background: var(--backdrop);
  @media (min-width: 1280px) {
    display: none;
  }
`;

/**
 * The category whose sections the sidebar shows: the path's, else Finance (the specification derives it from the path on
 * each navigation). A stored or chosen category moves Home's panel, not the sidebar: after a visit to Numerology, Home,
 * Contact and Not Found still list the site's main calculators.
 */
export function sidebarCategory(pages: readonly PageFacts[], pathname: string): string {
  return categoryOfPath(pages, pathname) ?? DEFAULT_CATEGORY;
}

export function Sidebar() {
  const { wide, mobileOpen, closeMobile, setHovered, expanded, toggleRef, toggleAreaRef, panelRef } = useSidebar();
  const backdropRef = useRef<HTMLDivElement>(null);
  usePhoneMenuFocus(mobileOpen, closeMobile, { toggleRef, toggleAreaRef, panelRef, backdropRef });
  const { pathname } = useLocation();
  const catalog = useSiteCatalog();
  const pages = useMemo(() => sitePages(catalog), [catalog]);
  const sections = menuSections(pages, sidebarCategory(pages, pathname));

  return (
    <>
      <Panel
        id="sidebar"
        ref={panelRef}
        data-print="hide"
        aria-label="Main navigation"
        $wide={wide}
        $mobileOpen={mobileOpen}
        onMouseEnter={() => !expanded && setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        <nav aria-label="Sidebar">
          {sections.map((section) => (
            <div key={`${section.title}-${section.category ?? ''}`}>
              <SectionTitle $wide={wide}>
                {section.title}
                {section.category ? <span className="category"> · {section.category}</span> : null}
              </SectionTitle>
              {section.items.map((route) => (
                <Item
                  key={route.path}
                  to={hrefOf(route.path)}
                  end
                  $wide={wide}
                  title={wide ? undefined : route.navLabel}
                  onClick={() => {
                    if (!isDesktopWidth()) closeMobile();
                  }}
                >
                  <Icon name={route.icon} />
                  <span className="label">{route.navLabel}</span>
                </Item>
              ))}
            </div>
          ))}
        </nav>
      </Panel>
      {mobileOpen ? (
        <>
          <PageScrollLock />
          <Backdrop ref={backdropRef} data-print="hide" data-testid="sidebar-backdrop" aria-hidden="true" onClick={closeMobile} />
        </>
      ) : null}
    </>
  );
}
