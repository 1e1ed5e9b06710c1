/*
 * The header's search over every page of the composed catalogue, so that a visitor finds a calculator by the words its
 * page facts give.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useNavigate, useSiteCatalog, type SitePage } from '@calc/singleton';
import { hrefOf, Icon, searchPages } from '@calc/shared';

const Wrapper = styled.div`
  position: relative;
  flex: 1 1 auto;
  min-width: 0;
  max-width: 420px;
`;

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  height: 40px;
  padding: 0 10px;
  border-radius: var(--radius-sm);
  border: 1px solid var(--border);
  background: var(--surface-2);
  color: var(--text-subtle);
  /* On a phone the input itself, inside the 1 px border, is a finger's 44 px: a tap lands on the field. */
  @media (max-width: 767px) {
    height: 46px;
    gap: 6px;
  }
  &:focus-within {
    border-color: var(--primary);
    box-shadow: var(--focus-ring);
    background: var(--surface);
  }
  cursor: text;
  input {
    flex: 1;
    align-self: stretch;
    min-width: 0;
    border: 0;
    outline: none;
    background: transparent;
    color: var(--text);
    font-size: 15px;
    text-overflow: ellipsis;
  }
  input::placeholder {
    color: var(--text-subtle);
  }
  kbd {
    flex: none;
    padding: 1px 6px;
    border-radius: 6px;
    border: 1px solid var(--border-strong);
    font-family: var(--font-sans);
    font-size: 12px;
    color: var(--text-muted);
    @media (max-width: 639px) {
      display: none;
    }
  }
  svg {
    flex: none;
  }
`;

const Results = styled.ul`
  position: absolute;
  left: 0;
  right: 0;
  top: calc(100% + 8px);
  z-index: 60;
  min-width: 260px;
  margin: 0;
  padding: 6px;
  list-style: none;
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
`;

const Result = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 10px;
  border-radius: var(--radius-sm);
  cursor: pointer;
  background: ${({ $active }) => ($active ? 'var(--primary-soft)' : 'transparent')};
  svg {
    flex: none;
    color: var(--primary-text);
  }
  strong {
    display: block;
    font-size: 14px;
    color: var(--text);
  }
  small {
    display: block;
    font-size: 12px;
    color: var(--text-subtle);
  }
`;

const Empty = styled.li`
  padding: 10px;
  font-size: 14px;
  color: var(--text-muted);
`;

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Finds calculators by name or keyword; Ctrl/Cmd+K focuses it from anywhere. */
export function SearchBox() {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const listId = useId();
  const { pages } = useSiteCatalog();
  const matches = useMemo(() => searchPages(pages, query), [pages, query]);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    const onMouseDown = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onMouseDown);
    return () => document.removeEventListener('mousedown', onMouseDown);
  }, []);

  function openRoute(route: SitePage) {
    navigate(hrefOf(route.path));
    setQuery('');
    setOpen(false);
    input.current?.blur();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (matches.length > 0)
        setActive((index) => (index + (event.key === 'ArrowDown' ? 1 : -1) + matches.length) % matches.length);
    } else if (event.key === 'Enter') {
      const match = matches[active] ?? matches[0];
      if (match) {
        event.preventDefault();
        openRoute(match);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
      input.current?.blur();
    }
  }

  const showResults = open && query.trim() !== '';
  return (
    <Wrapper ref={wrapper} role="search">
      {/* The whole box is the field: a tap on its icon or padding focuses the input (a phone's finger-sized target). */}
      <Field
        onMouseDown={(event) => {
          if (event.target === input.current) return;
          event.preventDefault();
          input.current?.focus();
        }}
      >
        <Icon name="search" size={18} />
        <label htmlFor="calculator-search" className="visually-hidden">
          Search calculators
        </label>
        <input
          ref={input}
          id="calculator-search"
          type="search"
          role="combobox"
          autoComplete="off"
          placeholder="Search calculators…"
          aria-expanded={showResults}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showResults && matches[active] ? `${listId}-${matches[active].path}` : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <kbd aria-hidden="true">{isMac ? '⌘K' : 'Ctrl K'}</kbd>
      </Field>
      {showResults ? (
        <Results id={listId} role="listbox" aria-label="Matching calculators">
          {matches.length === 0 ? (
            <Empty role="option" aria-selected={false} aria-disabled="true">
              No calculator matches “{query.trim()}”.
            </Empty>
          ) : (
            matches.map((route, index) => (
              <Result
                key={route.path}
                id={`${listId}-${route.path}`}
                role="option"
                aria-selected={index === active}
                $active={index === active}
                onMouseEnter={() => setActive(index)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => openRoute(route)}
              >
                <Icon name={route.icon} size={18} />
                <span>
                  <strong>{route.title}</strong>
                  <small>{route.category}</small>
                </span>
              </Result>
            ))
          )}
        </Results>
      ) : null}
    </Wrapper>
  );
}
