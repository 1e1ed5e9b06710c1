/*
 * A remote's page and its recovery: a skeleton while it loads; a failure reloads the remote once by itself and the
 * page comes back; a second failure shows the remote's card (the cause in the console), whose Retry loads it again;
 * a page still loading after a few seconds says so and offers Retry. The federation runtime is mocked (the browser
 * tests, e2e/composition.spec.ts, use the real one).
 */
const loadRemotePage = jest.fn();
const refreshRemote = jest.fn();
jest.mock('../remote-registry', () => ({ loadRemotePage, refreshRemote }));

import { act, screen } from '@testing-library/react';
import type { SitePage } from '@calc/singleton';
import { renderApp } from '../../../../test-support/render-app';
import { testCatalog } from '../../../../test-support/site-catalog';
import { RemotePage, SLOW_AFTER_MS } from '../remote-page';
import { PAGE_NOTICE_ATTRIBUTE, pageStateOf } from '../../site/page-state';

const catalog = testCatalog();
const sip = catalog.pages.find((page) => page.path === 'sip-calculator')!;

// The shell keeps one lazy component per remote module across navigations: each test has a module of its own.
let tests = 0;
const freshPage = (): SitePage => ({ ...sip, module: `./sip-calculator-${(tests += 1)}` });

const Loaded = () => <h1>SIP page from its remote</h1>;
const loaded = { default: Loaded };
const failure = new Error('The mfe_finance module could not be loaded: ERR_CONNECTION_REFUSED');

let consoleError: jest.SpyInstance;

beforeEach(() => {
  loadRemotePage.mockReset();
  refreshRemote.mockReset().mockResolvedValue(undefined);
  // React reports every error a boundary catches; the shell's own line is asserted where it matters.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  consoleError.mockRestore();
  jest.useRealTimers();
});

const shellLines = () => consoleError.mock.calls.map((args) => String(args[0])).filter((line) => line.startsWith('[shell]'));

test('shows a skeleton while the page loads, then the page', async () => {
  let arrive!: (module: typeof loaded) => void;
  loadRemotePage.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  renderApp(<RemotePage page={freshPage()} />, { catalog });
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  // The one signal the takeover, the prerender and the browser tests wait on (page-state.ts).
  expect(pageStateOf(document.body)).toBe('loading');
  await act(async () => arrive(loaded));
  expect(await screen.findByRole('heading', { name: 'SIP page from its remote' })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  expect(pageStateOf(document.body)).toBe('ready');
  expect(loadRemotePage).toHaveBeenCalledTimes(1);
  expect(loadRemotePage.mock.calls[0][1]).toBe(catalog);
});

test('a first failure reloads the remote by itself, and the page comes back without a card', async () => {
  loadRemotePage.mockRejectedValueOnce(failure).mockResolvedValue(loaded);
  const page = freshPage();
  renderApp(<RemotePage page={page} />, { catalog });
  // The reload is a second lazy load after the first one's failure: a loaded machine may take over a second for both.
  expect(await screen.findByRole('heading', { name: 'SIP page from its remote' }, { timeout: 5_000 })).toBeInTheDocument();
  expect(refreshRemote).toHaveBeenCalledTimes(1);
  expect(refreshRemote).toHaveBeenCalledWith('mfe_finance');
  expect(loadRemotePage).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(shellLines()).toEqual([]);
});

test("a second failure shows the remote's card with the cause in the console; Retry loads the page again", async () => {
  loadRemotePage.mockRejectedValueOnce(failure).mockRejectedValueOnce(failure).mockResolvedValue(loaded);
  const { user } = renderApp(<RemotePage page={freshPage()} />, { catalog });

  const card = await screen.findByRole('alert');
  expect(pageStateOf(document.body)).toBe('failed');
  expect(card).toHaveTextContent('SIP Calculator is unavailable right now');
  expect(card).toHaveTextContent('The rest of the site still works.');
  expect(screen.getByRole('heading', { level: 2, name: 'SIP Calculator is unavailable right now' })).toBeInTheDocument();
  expect(shellLines()).toEqual([`[shell] SIP Calculator is unavailable. ${failure.message}`]);
  expect(refreshRemote).toHaveBeenCalledTimes(1);

  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'SIP page from its remote' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(refreshRemote).toHaveBeenCalledTimes(2);
  expect(loadRemotePage).toHaveBeenCalledTimes(3);
});

test('Retry on the card that fails again keeps the card (no loop of reloads)', async () => {
  loadRemotePage.mockRejectedValue(failure);
  const { user } = renderApp(<RemotePage page={freshPage()} />, { catalog });
  await screen.findByRole('alert');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('SIP Calculator is unavailable right now');
  expect(refreshRemote).toHaveBeenCalledTimes(2);
  expect(loadRemotePage).toHaveBeenCalledTimes(3);
  expect(shellLines()).toHaveLength(2);
});

test('a page still loading after a few seconds says so and offers Retry, which loads it again', async () => {
  jest.useFakeTimers();
  loadRemotePage.mockReturnValueOnce(new Promise(() => {})).mockResolvedValue(loaded);
  const { user } = renderApp(<RemotePage page={freshPage()} />, {
    catalog,
    userOptions: { advanceTimers: jest.advanceTimersByTime },
  });
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  await act(async () => jest.advanceTimersByTime(SLOW_AFTER_MS));
  const notice = screen.getByText(/SIP Calculator is still loading\. This is taking longer than usual/);
  // Marked, for the takeover to show it beside a prerendered page; the page is still loading.
  expect(notice.closest(`[${PAGE_NOTICE_ATTRIBUTE}]`)).not.toBeNull();
  expect(pageStateOf(document.body)).toBe('loading');

  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'SIP page from its remote' })).toBeInTheDocument();
  expect(refreshRemote).toHaveBeenCalledWith('mfe_finance');
});
