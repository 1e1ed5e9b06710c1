/*
 * Personal inputs in a link (a name, a birth date, time or place) are kept in the address's fragment (#name=…),
 * never in its query: browsers do not send a fragment to the host, while a query reaches it (and its logs) on every
 * load, and About promises that what is entered stays on the device. A link from before, with the inputs in its
 * query, still opens: they are read from there, and the page moves them to the fragment.
 */
import { useLocation, useNavigate } from '@calc/singleton';
import { useCallback, useRef, useState } from 'react';

export interface LinkInputs {
  params: URLSearchParams;
  /** They came from an old link's query, which the page moves to the fragment. */
  fromQuery: boolean;
}

/**
 * The inputs a link carries: its fragment's when it holds any (`key=value`; a bare anchor such as #main-content holds
 * none), else (an old link) its query's.
 */
export function linkInputs(search: string, hash: string): LinkInputs {
  const fragment = hash.replace(/^#/, '');
  if (fragment.includes('=')) return { params: new URLSearchParams(fragment), fromQuery: false };
  const query = search.replace(/^\?/, '');
  return { params: new URLSearchParams(query), fromQuery: query !== '' };
}

/** The address that replaces the current one (same path): no query, the inputs in the fragment. */
export function fragmentAddress(params: URLSearchParams | [string, string][]): { search: string; hash: string } {
  return { search: '', hash: new URLSearchParams(params).toString() };
}

export interface LinkFragment {
  /** What the address held when the page opened (read once: later writes are the page's own). */
  arrived: LinkInputs;
  /** Replaces the address (no new history entry, no scroll) with one that keeps `params` in its fragment. */
  write: (params: URLSearchParams | [string, string][]) => void;
}

export function useLinkFragment(): LinkFragment {
  const location = useLocation();
  const navigate = useNavigate();
  const [arrived] = useState(() => linkInputs(location.search, location.hash));
  const current = useRef(location);
  current.current = location;
  const write = useCallback(
    (params: URLSearchParams | [string, string][]) => {
      const address = fragmentAddress(params);
      // The same address again (Calculate pressed twice): replacing it would cost a history update and a re-render.
      const { search, hash } = current.current;
      if (search === address.search && hash.replace(/^#/, '') === address.hash) return;
      void navigate(address, { replace: true, preventScrollReset: true });
    },
    [navigate],
  );
  return { arrived, write };
}
