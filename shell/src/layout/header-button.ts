/*
 * The header's buttons (menu, theme, currency), one style so that they line up and are finger-sized on a phone.
 */
import styled from 'styled-components';

/** The header's square icon buttons (menu, theme) and the wider currency button. */
export const HeaderButton = styled.button<{ $wide?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  height: 40px;
  min-width: 40px;
  padding: 0 ${({ $wide }) => ($wide ? '10px' : '0')};
  border-radius: var(--radius-sm);
  border: 1px solid var(--border);
  background: var(--surface);
  color: var(--text);
  cursor: pointer;
  flex: none;
  &:hover {
    background: var(--surface-3);
  }
  /* A finger-sized target on a phone (44 × 44 px at least). */
  @media (max-width: 767px) {
    height: 44px;
    min-width: 44px;
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--focus-ring);
  }
`;
