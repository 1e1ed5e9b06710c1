/* A table wider than its box says so above it, in words: overlay scrollbars hide until used, and a cut column looks whole. */
import { useLayoutEffect, useState, type RefObject } from 'react';
import styled from 'styled-components';

export const SCROLL_HINT = 'Scroll sideways for more columns; the first column stays in view.';

/** `$notOnPhone`: a table whose phone layout needs no scrolling (the report's cards) hides it there. */
export const ScrollHint = styled.p<{ $notOnPhone?: boolean }>`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 0 0 8px;
  font-size: 13px;
  color: var(--text-muted);
  ${({ $notOnPhone }) => ($notOnPhone ? '@media (max-width: 639px) { display: none; }' : '')}
  @media print {
    display: none;
  }
`;

/** Whether the element's content is wider than its box (a table that must scroll sideways), kept up to date. */
export function useOverflowsSideways(element: RefObject<HTMLElement | null>, content: unknown): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const box = element.current;
    if (!box) return undefined;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    measure();
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [element, content]);
  return overflows;
}
