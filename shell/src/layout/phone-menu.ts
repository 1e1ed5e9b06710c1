/*
 * The sidebar opened on a phone is a menu over the page, and behaves as one: focus stays between the header's toggle
 * and the menu (the toggle first, so Tab goes from it to the menu's first link, and wraps; focus-trap does the
 * wrapping, which `inert` alone cannot: past the last link focus would leave for the browser's own controls), Escape
 * or a press outside it closes it, focus then goes back to the toggle, and the page behind it does not scroll. Layout
 * makes the rest of the page inert meanwhile, so a screen reader's reading cursor stays in the menu too.
 */
import { useEffect, type RefObject } from 'react';
import { createFocusTrap } from 'focus-trap';
import { createGlobalStyle } from 'styled-components';

/*
 * Rendered only while the menu is open. Every page is taller than the window (main is at least 100vh, the footer comes
 * after it), so there is always a scrollbar: keeping its gutter means nothing moves sideways where scrollbars take room.
 */
export const PageScrollLock = createGlobalStyle`
  html {
    overflow: hidden;
    scrollbar-gutter: stable;
  }
`;

interface PhoneMenuElements {
  toggleRef: RefObject<HTMLElement | null>;
  toggleAreaRef: RefObject<HTMLElement | null>;
  panelRef: RefObject<HTMLElement | null>;
  backdropRef: RefObject<HTMLElement | null>;
}

/** While `open`: focus kept in the toggle and the menu, Escape and presses outside close it (`close`). */
export function usePhoneMenuFocus(
  open: boolean,
  close: () => void,
  { toggleRef, toggleAreaRef, panelRef, backdropRef }: PhoneMenuElements,
) {
  useEffect(() => {
    const toggle = toggleRef.current;
    const toggleArea = toggleAreaRef.current;
    const panel = panelRef.current;
    if (!open || !toggle || !toggleArea || !panel) return;
    const inMenu = (node: Node | null) => !!node && (toggleArea.contains(node) || panel.contains(node));
    const trap = createFocusTrap([toggleArea, panel], {
      initialFocus: () => toggle,
      // Escape (focus-trap's own) and a press outside both end here.
      onDeactivate: close,
      // A press on another header control (search, currency, the logo) closes the menu and lets the control have it;
      // the backdrop instead closes the menu on its click, as the specification has it, so its press only passes.
      clickOutsideDeactivates: (event) => !backdropRef.current?.contains(event.target as Node),
      allowOutsideClick: true,
      // Back to the toggle, unless a press outside the menu just gave focus to another control.
      setReturnFocus: () => {
        const active = document.activeElement;
        return active && active !== document.body && !inMenu(active) ? false : toggle;
      },
    });
    trap.activate();
    return () => {
      trap.deactivate();
    };
  }, [open, close, toggleRef, toggleAreaRef, panelRef, backdropRef]);
}
