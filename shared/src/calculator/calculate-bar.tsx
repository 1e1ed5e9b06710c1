/*
 * The form's own Calculate button, kept in reach: a bar at the foot of the form that sticks to the bottom of the
 * screen while the form's end is below it (phone and desktop), and sits in its place once the visitor reaches it.
 * Sticky, not a second fixed button: one control with one name (nothing to keep in step, nothing announced twice),
 * drawn by CSS alone, so the prerendered page has it before any script, and it moves nothing (CLS 0). It overlays
 * only the form it submits, and a field that takes focus scrolls clear of it (scroll-padding).
 */
import type { ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';

/** The bar's height at most (a 44 px button, padding, a phone's safe area): what a focused field keeps clear of. */
const CLEARANCE = 'calc(88px + env(safe-area-inset-bottom))';

const ClearOfBar = createGlobalStyle`
  html:has([data-calculate-bar]) {
    scroll-padding-bottom: ${CLEARANCE};
  }
`;

/** In a card: spans the card's padding, so the bar reads as the card's footer in place and as a bar when stuck. */
const Bar = styled.div<{ $inCard: boolean }>`
  position: sticky;
  bottom: 0;
  z-index: 5;
  margin: ${({ $inCard }) => ($inCard ? '16px -20px -20px' : '20px 0 0')};
  padding: 12px ${({ $inCard }) => ($inCard ? '20px' : '0')} calc(12px + env(safe-area-inset-bottom));
  background: ${({ $inCard }) => ($inCard ? 'var(--surface)' : 'color-mix(in srgb, var(--bg) 88%, transparent)')};
  border-top: 1px solid var(--border);
  border-radius: ${({ $inCard }) => ($inCard ? '0 0 var(--radius-lg) var(--radius-lg)' : '0')};
  ${({ $inCard }) => ($inCard ? '' : 'backdrop-filter: blur(6px);')}
  @media (min-width: 640px) {
    margin: ${({ $inCard }) => ($inCard ? '16px -24px -24px' : '20px 0 0')};
    padding-left: ${({ $inCard }) => ($inCard ? '24px' : '0')};
    padding-right: ${({ $inCard }) => ($inCard ? '24px' : '0')};
  }
  /* A phone's page has 16 px of margin: the bar goes edge to edge there when it is not in a card. */
  @media (max-width: 767px) {
    ${({ $inCard }) => ($inCard ? '' : 'margin-left: -16px; margin-right: -16px; padding-left: 16px; padding-right: 16px;')}
  }
`;

export function CalculateBar({ children, inCard }: { children: ReactNode; inCard: boolean }) {
  return (
    <Bar $inCard={inCard} data-calculate-bar="">
      <ClearOfBar />
      {children}
    </Bar>
  );
}
