/*
 * The header's currency menu: how the visitor picks the currency every page shows amounts in.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { CURRENCIES, useCurrency, type CurrencyCode } from '@calc/singleton';
import { currencySymbol, Icon, pageCurrencyReason, usePageCurrency } from '@calc/shared';
import { HeaderButton } from './header-button';

const Wrapper = styled.div`
  position: relative;
`;

const Popup = styled.div<{ $wide: boolean }>`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: 60;
  width: ${({ $wide }) => ($wide ? '264px' : '220px')};
  max-width: calc(100vw - 24px);
  max-height: min(420px, 70vh);
  overflow-y: auto;
  padding: 6px;
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
`;

const Menu = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 2px;
  &:focus-visible {
    outline: none;
  }
`;

/* Why the header shows the page's currency, not the one picked: the list below still sets the visitor's own. */
const PageNote = styled.p`
  margin: 0 0 6px;
  padding: 8px 10px;
  border-radius: var(--radius-sm);
  background: var(--surface-2);
  color: var(--text-muted);
  font-size: 13px;
  line-height: 1.45;
`;

const Option = styled.li<{ $selected: boolean; $active: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 6px;
  padding: 8px 10px;
  border-radius: var(--radius-sm);
  font-size: 14px;
  font-weight: ${({ $selected }) => ($selected ? 700 : 500)};
  cursor: pointer;
  color: ${({ $selected }) => ($selected ? 'var(--primary-text)' : 'var(--text)')};
  background: ${({ $selected, $active }) => ($active ? 'var(--surface-3)' : $selected ? 'var(--primary-soft)' : 'transparent')};
  span {
    color: var(--text-subtle);
    font-weight: 500;
  }
  &:hover {
    background: var(--surface-3);
  }
  @media (max-width: 767px) {
    min-height: 44px;
  }
`;

const Code = styled.span`
  font-weight: 700;
  font-size: 14px;
  letter-spacing: 0.02em;
`;

/**
 * The header's currency picker: 20 codes; closes on a pick, on Escape and on a mousedown outside. On a page that
 * counts in a currency of its own (Indian rules, in rupees) it shows that one, and says why when opened; the
 * visitor's pick is kept for the other pages.
 */
export function CurrencyDropdown() {
  const { currency, setCurrency } = useCurrency();
  const pageCurrency = usePageCurrency();
  const shown = pageCurrency ?? currency;
  const own = pageCurrency !== null && pageCurrency !== currency;
  const noteId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const wrapper = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onMouseDown = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onMouseDown);
    return () => document.removeEventListener('mousedown', onMouseDown);
  }, [open]);

  useEffect(() => {
    // Without scrolling: the popup would scroll the note above the list out of view.
    if (open) list.current?.focus({ preventScroll: true });
  }, [open]);

  function openMenu() {
    setActive(Math.max(0, CURRENCIES.indexOf(currency)));
    setOpen(true);
  }

  function pick(code: CurrencyCode) {
    setCurrency(code);
    setOpen(false);
    button.current?.focus();
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const moves: Record<string, number> = { ArrowDown: 2, ArrowUp: -2, ArrowRight: 1, ArrowLeft: -1 };
    if (event.key in moves) {
      event.preventDefault();
      setActive((index) => Math.min(CURRENCIES.length - 1, Math.max(0, index + moves[event.key])));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : CURRENCIES.length - 1);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(CURRENCIES[active]);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') button.current?.focus();
    }
  }

  return (
    <Wrapper ref={wrapper}>
      <HeaderButton
        ref={button}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={own ? `Currency: ${shown} on this page; your currency: ${currency}` : `Currency: ${shown}`}
        onClick={() => (open ? setOpen(false) : openMenu())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            openMenu();
          }
        }}
        $wide
      >
        <Code>{shown}</Code>
        <Icon name="chevronDown" size={16} />
      </HeaderButton>
      {open ? (
        <Popup $wide={pageCurrency !== null}>
          {pageCurrency ? (
            <PageNote id={noteId}>
              {pageCurrencyReason(pageCurrency)} Your currency{own ? `, ${currency},` : ''} is kept for the other pages.
            </PageNote>
          ) : null}
          <Menu
            ref={list}
            role="listbox"
            aria-label="Currency"
            aria-describedby={pageCurrency ? noteId : undefined}
            tabIndex={-1}
            aria-activedescendant={`currency-option-${CURRENCIES[active]}`}
            onKeyDown={onListKeyDown}
          >
            {CURRENCIES.map((code, index) => (
              <Option
                key={code}
                id={`currency-option-${code}`}
                role="option"
                aria-selected={code === currency}
                $selected={code === currency}
                $active={index === active}
                onClick={() => pick(code)}
                onMouseEnter={() => setActive(index)}
              >
                {code}
                <span aria-hidden="true">{currencySymbol(code)}</span>
              </Option>
            ))}
          </Menu>
        </Popup>
      ) : null}
    </Wrapper>
  );
}
