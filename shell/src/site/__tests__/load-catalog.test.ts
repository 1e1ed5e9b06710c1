import { TEST_REMOTES, testCatalog, testPageLists } from '../../../../test-support/site-catalog';
import { CATALOG_ELEMENT_ID, inlineCatalog, loadCatalog } from '../load-catalog';
import { composeInBrowser } from '../compose-in-browser';

const catalog = testCatalog();

function docWith(scriptText: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (scriptText !== null) {
    const script = doc.createElement('script');
    script.id = CATALOG_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = scriptText;
    doc.body.append(script);
  }
  return doc;
}

/** A fetch that answers from a table of URL to JSON (or status); anything else is a network failure. */
function fakeFetch(answers: Record<string, unknown>) {
  return jest.fn(async (url: string) => {
    if (!(url in answers)) throw new TypeError('Failed to fetch');
    const answer = answers[url];
    if (typeof answer === 'number') return { ok: false, status: answer, json: async () => ({}) };
    return { ok: true, status: 200, json: async () => JSON.parse(JSON.stringify(answer)) };
  });
}

const lists = testPageLists();
/** remotes.json, then each remote's page list beside its entry (every remote of the workspaces). */
const SITE: Record<string, unknown> = {
  '/remotes.json': TEST_REMOTES,
  ...Object.fromEntries(
    Object.entries(TEST_REMOTES).map(([name, entry]) => [new URL('pages.json', entry).href, lists[name]]),
  ),
};
const OTHER_REMOTES = (...left: string[]) => Object.keys(TEST_REMOTES).filter((name) => !left.includes(name));

const originalFetch = global.fetch;
let warn: jest.SpyInstance;
let error: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  global.fetch = originalFetch;
  warn.mockRestore();
  error.mockRestore();
  document.body.innerHTML = '';
});

describe('inlineCatalog', () => {
  it('reads the catalogue from the JSON script of the page', () => {
    expect(inlineCatalog(docWith(JSON.stringify(catalog)))).toEqual(catalog);
  });

  it('reads the current document by default', () => {
    document.body.innerHTML = `<script id="site-catalog" type="application/json">${JSON.stringify(catalog)}</script><div id="root"></div>`;
    expect(inlineCatalog()).toEqual(catalog);
  });

  it('is null when the page carries no catalogue, or an empty one', () => {
    expect(inlineCatalog(docWith(null))).toBeNull();
    expect(inlineCatalog(docWith(''))).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('is null, with a console error, when the JSON is broken', () => {
    expect(inlineCatalog(docWith('{"pages": ['))).toBeNull();
    expect(error).toHaveBeenCalledWith('[shell] the inline site catalogue is not valid JSON:', expect.any(SyntaxError));
  });
});

describe('composeInBrowser', () => {
  it('reads remotes.json and each page list beside its entry, and composes them as npm run compose does', async () => {
    const fetch = fakeFetch(SITE);
    global.fetch = fetch as unknown as typeof global.fetch;
    await expect(composeInBrowser()).resolves.toEqual(catalog);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(Object.keys(SITE));
    for (const call of fetch.mock.calls) expect(call).toEqual([call[0], { cache: 'no-cache', signal: expect.any(AbortSignal) }]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves out a remote whose page list cannot be read or is not one, and warns why', async () => {
    global.fetch = fakeFetch({ ...SITE, 'https://astrology.test/pages.json': 404, 'https://pages.test/pages.json': { pages: 'oops' } }) as unknown as typeof global.fetch;
    const composed = await composeInBrowser();
    expect(composed.remotes.map((remote) => remote.name)).toEqual(OTHER_REMOTES('mfe_astrology', 'mfe_pages'));
    expect(new Set(composed.pages.map((page) => page.remote))).toEqual(new Set(OTHER_REMOTES('mfe_astrology', 'mfe_pages')));
    expect(composed.problems).toEqual(['mfe_astrology: its page list could not be read (https://astrology.test/pages.json answered 404)', 'mfe_pages: its page list is not a page list']);
    expect(warn.mock.calls).toEqual(composed.problems!.map((problem) => [`[shell] ${problem}`]));
  });

  it('reports a network failure of a page list as the reason', async () => {
    const { 'https://finance.test/pages.json': _finance, ...rest } = SITE;
    global.fetch = fakeFetch(rest) as unknown as typeof global.fetch;
    const composed = await composeInBrowser();
    expect(composed.problems).toEqual(['mfe_finance: its page list could not be read (Failed to fetch)']);
    expect(composed.pages.map((page) => page.remote)).not.toContain('mfe_finance');
  });

  it('fails when remotes.json cannot be read', async () => {
    global.fetch = fakeFetch({ ...SITE, '/remotes.json': 500 }) as unknown as typeof global.fetch;
    await expect(composeInBrowser()).rejects.toThrow('/remotes.json answered 500');
  });
});

describe('loadCatalog', () => {
  it('takes the inline catalogue without asking the network', async () => {
    const fetch = fakeFetch({});
    global.fetch = fetch as unknown as typeof global.fetch;
    document.body.innerHTML = `<script id="site-catalog" type="application/json">${JSON.stringify(catalog)}</script>`;
    await expect(loadCatalog()).resolves.toEqual(catalog);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reads the catalogue file the page names, and nothing else", async () => {
    const fetch = fakeFetch({ '/site-catalog.1234abcd.json': catalog });
    global.fetch = fetch as unknown as typeof global.fetch;
    document.body.innerHTML = '<script id="site-catalog" type="application/json" data-src="/site-catalog.1234abcd.json"></script>';
    await expect(loadCatalog()).resolves.toEqual(catalog);
    expect(fetch.mock.calls as unknown[]).toEqual([['/site-catalog.1234abcd.json', { signal: expect.any(AbortSignal) }]]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("reads the live site's catalogue, afresh, when the page's file is gone (a page older than the host's last compose) or is not a catalogue", async () => {
    for (const answer of [404, { not: 'a catalogue' }]) {
      const fetch = fakeFetch({ '/site-catalog.1234abcd.json': answer, '/site-catalog.json': catalog });
      global.fetch = fetch as unknown as typeof global.fetch;
      document.body.innerHTML = '<script id="site-catalog" type="application/json" data-src="/site-catalog.1234abcd.json"></script>';
      await expect(loadCatalog()).resolves.toEqual(catalog);
      expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/site-catalog.1234abcd.json', '/site-catalog.json']);
      expect((fetch.mock.calls[1] as unknown[])[1]).toEqual({ cache: 'no-cache', signal: expect.any(AbortSignal) });
    }
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('fails when neither can be read (the page then shows its start-up failure)', async () => {
    global.fetch = fakeFetch({ '/site-catalog.json': 503 }) as unknown as typeof global.fetch;
    document.body.innerHTML = '<script id="site-catalog" type="application/json" data-src="/site-catalog.1234abcd.json"></script>';
    await expect(loadCatalog()).rejects.toThrow('/site-catalog.json answered 503');
  });

  it('composes in the browser when the page carries none', async () => {
    global.fetch = fakeFetch(SITE) as unknown as typeof global.fetch;
    await expect(loadCatalog()).resolves.toEqual(catalog);
  });
});
