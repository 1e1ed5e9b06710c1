import { MemoryRouter, useLocation } from '@calc/singleton';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fragmentAddress, linkInputs, useLinkFragment } from '../link-fragment';

const entries = (params: URLSearchParams) => [...params];

describe('linkInputs', () => {
  it("reads the fragment's inputs, decoding + and %20 as spaces", () => {
    const read = linkInputs('', '#name=Priya+Sharma&birthDate=1990-08-23');
    expect(entries(read.params)).toEqual([
      ['name', 'Priya Sharma'],
      ['birthDate', '1990-08-23'],
    ]);
    expect(read.fromQuery).toBe(false);
    expect(linkInputs('', '#name=Priya%20Sharma').params.get('name')).toBe('Priya Sharma');
  });

  it("reads an old link's query when the fragment holds no inputs, and says so", () => {
    for (const hash of ['', '#', '#main-content']) {
      const read = linkInputs('?name=Priya+Sharma&birthDate=1990-08-23', hash);
      expect(entries(read.params)).toEqual([
        ['name', 'Priya Sharma'],
        ['birthDate', '1990-08-23'],
      ]);
      expect(read.fromQuery).toBe(true);
    }
  });

  it('prefers the fragment to the query when both hold inputs', () => {
    const read = linkInputs('?name=Old', '#name=New');
    expect(read.params.get('name')).toBe('New');
    expect(read.fromQuery).toBe(false);
  });

  it('an address with neither holds nothing, and nothing to move', () => {
    for (const search of ['', '?']) {
      const read = linkInputs(search, '');
      expect(entries(read.params)).toEqual([]);
      expect(read.fromQuery).toBe(false);
    }
  });
});

describe('fragmentAddress', () => {
  it('empties the query and encodes the inputs into the fragment', () => {
    expect(
      fragmentAddress([
        ['name', 'Priya Sharma'],
        ['birthDate', '1990-08-23'],
      ]),
    ).toEqual({ search: '', hash: 'name=Priya+Sharma&birthDate=1990-08-23' });
    expect(fragmentAddress(new URLSearchParams({ place: 'São Paulo & Co', tz: 'America/Sao_Paulo' }))).toEqual({
      search: '',
      hash: 'place=S%C3%A3o+Paulo+%26+Co&tz=America%2FSao_Paulo',
    });
  });
});

describe('useLinkFragment', () => {
  function setup(url: string) {
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
    return renderHook(() => ({ link: useLinkFragment(), location: useLocation() }), { wrapper });
  }

  it('keeps what the page opened with, and writes to the fragment of the same path, dropping the query', () => {
    const { result } = setup('/numerology-calculator?name=Priya+Sharma&birthDate=1990-08-23');
    const opened = result.current.link.arrived;
    expect(opened.params.get('name')).toBe('Priya Sharma');
    expect(opened.fromQuery).toBe(true);

    act(() => result.current.link.write([['name', 'Asha Rao']]));
    expect(result.current.location).toMatchObject({ pathname: '/numerology-calculator', search: '', hash: '#name=Asha+Rao' });
    // What the page opened with does not change with its own writes.
    expect(result.current.link.arrived).toBe(opened);
  });

  it('leaves the address alone when it already holds the same fragment', () => {
    const { result } = setup('/numerology-calculator#name=Asha+Rao');
    const before = result.current.location;
    act(() => result.current.link.write([['name', 'Asha Rao']]));
    expect(result.current.location).toBe(before);
    act(() => result.current.link.write([['name', 'Priya']]));
    expect(result.current.location.hash).toBe('#name=Priya');
    expect(result.current.location.key).not.toBe(before.key);
  });
});
