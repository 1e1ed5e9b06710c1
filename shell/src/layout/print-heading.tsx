/*
 * The heading a printed page carries (site, address, date), so that a printed plan can be traced back and redone.
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { PROJECT_TITLE } from '@calc/shared';

/*
 * On paper only: the site's name, the page's address (which carries a calculation's inputs, in its query or, for a
 * birth, its fragment) and the day it was printed, so a printed plan can be traced back and redone. The address and the
 * date are read when the visitor prints (`beforeprint`), not at load: the page's address changes with each
 * calculation, a tab may stay open for days, and start-up does no work for it. Hidden on screen, so it moves nothing.
 */
const Block = styled.div`
  display: none;
  @media print {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 2px 16px;
    margin-bottom: 16px;
    padding-bottom: 8px;
    border-bottom: 1px solid var(--border);
    font-size: 12px;
    color: var(--text-muted);
    strong {
      color: var(--text);
      font-size: 14px;
    }
    .address {
      flex-basis: 100%;
      order: 1;
      overflow-wrap: anywhere;
    }
  }
`;

interface Printed {
  address: string;
  date: string;
}

export function PrintHeading() {
  const [printed, setPrinted] = useState<Printed | null>(null);
  useEffect(() => {
    // Rendered at once: the browser lays the page out for printing right after this event's listeners return.
    const onBeforePrint = () =>
      flushSync(() =>
        setPrinted({ address: window.location.href, date: new Date().toLocaleDateString(undefined, { dateStyle: 'long' }) }),
      );
    window.addEventListener('beforeprint', onBeforePrint);
    return () => window.removeEventListener('beforeprint', onBeforePrint);
  }, []);
  return (
    <Block data-testid="print-heading">
      <strong>{PROJECT_TITLE}</strong>
      {printed ? <span className="date">Printed {printed.date}</span> : null}
      {printed ? <span className="address">{printed.address}</span> : null}
    </Block>
  );
}
