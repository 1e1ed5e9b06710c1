/*
 * The accessible tabs (results and reports) shared by every page, so keyboard use and the look are written once.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';

export interface TabItem {
  id: string;
  /** The tab's name, word for word from the specification. */
  label: string;
  content: ReactNode;
}

/* Tabs wrap onto a second line rather than scroll: a tab label is never cut ("Monthly Schedule" on a phone). */
const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 4px;
  margin-bottom: 20px;
  border-radius: var(--radius);
  background: var(--surface-3);
`;

const Tab = styled.button<{ $active: boolean }>`
  flex: 1 1 auto;
  padding: 8px 16px;
  border: 0;
  border-radius: var(--radius-sm);
  font-size: 14px;
  font-weight: 600;
  text-transform: capitalize;
  cursor: pointer;
  white-space: nowrap;
  color: ${({ $active }) => ($active ? 'var(--text)' : 'var(--text-muted)')};
  background: ${({ $active }) => ($active ? 'var(--surface)' : 'transparent')};
  box-shadow: ${({ $active }) => ($active ? 'var(--shadow-sm)' : 'none')};
  @media (max-width: 767px) {
    min-height: 44px;
  }
  &:hover {
    color: var(--text);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--focus-ring);
  }
`;

const PrintHeading = styled.h3`
  margin: 24px 0 12px;
  font-size: 18px;
  text-transform: capitalize;
`;

/**
 * True while the page is printed (or shown as print media): a printout has no tabs to click, so every panel is
 * rendered then. Synchronous, so the panels are there before the browser lays out the printout.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const set = (value: boolean) => flushSync(() => setPrinting(value));
    const query = typeof window.matchMedia === 'function' ? window.matchMedia('print') : null;
    const onBefore = () => set(true);
    const onAfter = () => set(query?.matches ?? false);
    const onChange = (event: MediaQueryListEvent) => set(event.matches);
    window.addEventListener('beforeprint', onBefore);
    window.addEventListener('afterprint', onAfter);
    query?.addEventListener?.('change', onChange);
    if (query?.matches) setPrinting(true);
    return () => {
      window.removeEventListener('beforeprint', onBefore);
      window.removeEventListener('afterprint', onAfter);
      query?.removeEventListener?.('change', onChange);
    };
  }, []);
  return printing;
}

export interface TabsProps {
  tabs: TabItem[];
  active: string;
  onChange: (id: string) => void;
  label: string;
}

/**
 * WAI-ARIA tabs: only the active panel is rendered; arrow keys, Home and End move between tabs. In print every
 * panel is rendered, each under its tab's name, and the tab list is hidden (global print style).
 */
export function Tabs({ tabs, active, onChange, label }: TabsProps) {
  const baseId = useId();
  const printing = usePrinting();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === active),
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      Home: -activeIndex,
      End: tabs.length - 1 - activeIndex,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (activeIndex + moves[event.key] + tabs.length) % tabs.length;
    onChange(tabs[next].id);
    buttons.current[next]?.focus();
  }

  const current = tabs[activeIndex];
  const panel = (tab: TabItem, heading: boolean) => (
    <div key={tab.id} role="tabpanel" id={`${baseId}-panel-${tab.id}`} aria-labelledby={`${baseId}-tab-${tab.id}`} tabIndex={0}>
      {heading ? <PrintHeading>{tab.label}</PrintHeading> : null}
      {tab.content}
    </div>
  );
  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={index === activeIndex}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={index === activeIndex ? 0 : -1}
            $active={index === activeIndex}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      {printing && tabs.length > 1 ? tabs.map((tab) => panel(tab, true)) : current ? panel(current, false) : null}
    </div>
  );
}
