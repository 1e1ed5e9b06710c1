/*
 * The sidebar's state (expanded, open on a phone, hovered), shared by the header's toggle and the sidebar itself.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createStrictContext } from '@calc/singleton';

/** At this width and above the sidebar expands/collapses in place; below it slides over the page. */
export const DESKTOP_BREAKPOINT = 1280;

export function isDesktopWidth(): boolean {
  return typeof window !== 'undefined' && window.innerWidth >= DESKTOP_BREAKPOINT;
}

interface SidebarState {
  expanded: boolean;
  mobileOpen: boolean;
  hovered: boolean;
  /** Shown wide when expanded, hovered or open on mobile. */
  wide: boolean;
  toggle: () => void;
  closeMobile: () => void;
  setHovered: (hovered: boolean) => void;
  /**
   * The header's toggle, the element around it and the sidebar: the phone menu keeps focus between the first and the
   * last while it is open (focus-trap finds what can take focus inside its containers, not a container itself).
   */
  toggleRef: RefObject<HTMLButtonElement | null>;
  toggleAreaRef: RefObject<HTMLElement | null>;
  panelRef: RefObject<HTMLElement | null>;
}

const [SidebarContext, useSidebar] = createStrictContext<SidebarState>('Sidebar');
export { useSidebar };

export function SidebarProvider({ children }: { children: ReactNode }) {
  const [expanded, setExpanded] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [hovered, setHoveredState] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const toggleAreaRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  const toggle = useCallback(() => {
    if (isDesktopWidth()) setExpanded((value) => !value);
    else setMobileOpen((value) => !value);
  }, []);
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  // Hovering only matters while collapsed; leaving always clears it.
  const setHovered = useCallback((value: boolean) => setHoveredState(value), []);

  // Growing past the breakpoint leaves no mobile overlay behind.
  useEffect(() => {
    const onResize = () => {
      if (isDesktopWidth()) setMobileOpen(false);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const value = useMemo(
    () => ({
      expanded,
      mobileOpen,
      hovered,
      wide: expanded || hovered || mobileOpen,
      toggle,
      closeMobile,
      setHovered,
      toggleRef,
      toggleAreaRef,
      panelRef,
    }),
    [expanded, mobileOpen, hovered, toggle, closeMobile, setHovered],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
