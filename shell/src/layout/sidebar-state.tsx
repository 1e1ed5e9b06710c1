import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
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
}

const [SidebarContext, useSidebar] = createStrictContext<SidebarState>('Sidebar');
export { useSidebar };

export function SidebarProvider({ children }: { children: ReactNode }) {
  const [expanded, setExpanded] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [hovered, setHoveredState] = useState(false);

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
    () => ({ expanded, mobileOpen, hovered, wide: expanded || hovered || mobileOpen, toggle, closeMobile, setHovered }),
    [expanded, mobileOpen, hovered, toggle, closeMobile, setHovered],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
