/*
 * The margins shared by the main area and the footer, so that both follow the sidebar as it expands or collapses.
 */
import { css } from 'styled-components';

/**
 * The gutters of what sits beside the sidebar (the main area, the footer): the page's side padding at each width,
 * and on a desktop the sidebar's width to the left, following it as it expands or collapses.
 */
export const besideSidebar = css<{ $expanded: boolean }>`
  transition: margin-left 0.2s ease;
  @media (min-width: 640px) {
    padding-left: 24px;
    padding-right: 24px;
  }
  @media (min-width: 1280px) {
    margin-left: ${({ $expanded }) => ($expanded ? 'var(--sidebar-expanded)' : 'var(--sidebar-collapsed)')};
    padding-left: 32px;
    padding-right: 32px;
  }
`;
