import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem {
  id: string;
  /** The tab's name, word for word from the specification. */
  label: string;
  content: ReactNode;
}

const List = styled.div`
  display: flex;
  gap: 4px;
  padding: 4px;
  margin-bottom: 20px;
  border-radius: var(--radius);
  background: var(--surface-3);
  overflow-x: auto;
`;

const Tab = styled.button<{ $active: boolean }>`
  flex: 1 0 auto;
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
  &:hover {
    color: var(--text);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--focus-ring);
  }
`;

export interface TabsProps {
  tabs: TabItem[];
  active: string;
  onChange: (id: string) => void;
  label: string;
}

/** WAI-ARIA tabs: only the active panel is rendered; arrow keys, Home and End move between tabs. */
export function Tabs({ tabs, active, onChange, label }: TabsProps) {
  const baseId = useId();
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
      {current ? (
        <div role="tabpanel" id={`${baseId}-panel-${current.id}`} aria-labelledby={`${baseId}-tab-${current.id}`} tabIndex={0}>
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
