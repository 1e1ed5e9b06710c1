/*
 * The frame around every page of the site (header, sidebar, main area, footer, skip link), in which the route's page
 * renders.
 */
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { Outlet, useLocation, useSiteCatalog } from '@calc/singleton';
import { Breadcrumb, pageByPath } from '@calc/shared';
import { sitePages } from '../site/site-pages';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { SidebarProvider, useSidebar } from './sidebar-state';
import { useRouteEffects } from './route-effects';
import { SiteFooter } from './site-footer';
import { besideSidebar } from './beside-sidebar';
import { UpdateNotice } from './update-notice';
import { PrintHeading } from './print-heading';

const Main = styled.main<{ $expanded: boolean }>`
  padding: calc(var(--header-height) + 20px) 16px 48px;
  min-height: 100vh;
  ${besideSidebar}
`;

const Content = styled.div`
  max-width: var(--content-max);
  margin: 0 auto;
`;

const SkipLink = styled.a`
  position: fixed;
  left: 12px;
  top: -60px;
  z-index: 100;
  padding: 10px 14px;
  border-radius: var(--radius-sm);
  background: var(--primary);
  color: var(--on-primary);
  font-weight: 600;
  &:focus {
    top: 12px;
  }
`;

const MAIN_ID = 'main-content';

/**
 * The skip link moves the focus (and the view) to the content without writing #main-content into the address: the
 * fragment may hold a calculation's personal inputs (numerology, the sky pages), which Copy link and a bookmark need.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

function Frame() {
  const { expanded, mobileOpen } = useSidebar();
  const { pathname } = useLocation();
  useRouteEffects();
  const catalog = useSiteCatalog();
  const route = pageByPath(sitePages(catalog), pathname);
  /*
   * Focus order: the skip link, the header, the page, then the sidebar's thirty-odd links (it is fixed to the left,
   * so its place in the document moves nothing on screen): a keyboard visitor reaches a calculator's fields a few
   * Tabs after the header, not after every link of the menu. While the phone menu is open, what it covers is inert.
   */
  return (
    <>
      <SkipLink data-print="hide" href={`#${MAIN_ID}`} onClick={skipToContent} inert={mobileOpen}>
        Skip to content
      </SkipLink>
      <Header />
      <Main id={MAIN_ID} tabIndex={-1} $expanded={expanded} inert={mobileOpen}>
        <Content>
          <PrintHeading />
          {route ? <Breadcrumb pageTitle={route.title} /> : null}
          <Outlet />
        </Content>
      </Main>
      <Sidebar />
      {/* The Not Found page has the footer the specification gives it, and no other. */}
      {route ? <SiteFooter expanded={expanded} inert={mobileOpen} /> : null}
      <UpdateNotice />
    </>
  );
}

/** The common layout of every route: header, sidebar, breadcrumb and the page. */
export function Layout() {
  return (
    <SidebarProvider>
      <Frame />
    </SidebarProvider>
  );
}
