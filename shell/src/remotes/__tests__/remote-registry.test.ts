/* The federation runtime is mocked here (jest cannot resolve federated modules); the browser tests use the real one. */
const registerRemotes = jest.fn();
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes, loadRemote }));

import type { SiteCatalog, SitePage } from '@calc/singleton';
import { TEST_PROVIDES, TEST_REMOTES, testCatalog } from '../../../../test-support/site-catalog';

type RemoteRegistryModule = typeof import('../remote-registry');

// The module remembers which catalogue it registered and which remotes failed: each test starts with a fresh copy.
let loadRemotePage: RemoteRegistryModule['loadRemotePage'];
let RemoteLoadError: RemoteRegistryModule['RemoteLoadError'];
let catalog: SiteCatalog;

const pageAt = (path: string, from: SiteCatalog = catalog): SitePage => from.pages.find((page) => page.path === path)!;

beforeEach(async () => {
  registerRemotes.mockReset();
  loadRemote.mockReset();
  await jest.isolateModulesAsync(async () => {
    ({ loadRemotePage, RemoteLoadError } = await import('../remote-registry'));
  });
  catalog = testCatalog();
});

function Page() {
  return null;
}

test("registers the catalogue's remotes once and loads the page's module from its remote", async () => {
  loadRemote.mockResolvedValue({ default: Page });
  await expect(loadRemotePage(pageAt('sip-calculator'), catalog, TEST_PROVIDES)).resolves.toEqual({ default: Page });
  await loadRemotePage(pageAt('about-us'), catalog, TEST_PROVIDES);
  expect(registerRemotes).toHaveBeenCalledTimes(1);
  // Every remote of remotes.json, in its order.
  expect(registerRemotes).toHaveBeenCalledWith(Object.entries(TEST_REMOTES).map(([name, entry]) => ({ name, entry })));
  expect(loadRemote.mock.calls).toEqual([['mfe_finance/sip-calculator'], ['mfe_pages/about-us']]);
});

test('another catalogue (a remote moved) is registered again', async () => {
  loadRemote.mockResolvedValue({ default: Page });
  await loadRemotePage(pageAt('terms'), catalog, TEST_PROVIDES);
  const moved = testCatalog();
  moved.remotes = moved.remotes.map((remote) =>
    remote.name === 'mfe_pages' ? { ...remote, entry: 'https://pages2.test/remoteEntry.js' } : remote,
  );
  await loadRemotePage(pageAt('terms', moved), moved, TEST_PROVIDES);
  expect(registerRemotes).toHaveBeenCalledTimes(2);
  expect(registerRemotes.mock.calls[1][0]).toContainEqual({ name: 'mfe_pages', entry: 'https://pages2.test/remoteEntry.js' });
});

test('a failed load is a RemoteLoadError with the root cause, and the next load of that remote re-registers it with force', async () => {
  loadRemote.mockRejectedValueOnce(new Error('Failed to load the entry', { cause: new Error('ERR_CONNECTION_REFUSED\n  at x') }));
  const failure = loadRemotePage(pageAt('numerology-calculator'), catalog, TEST_PROVIDES);
  await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
  await expect(failure).rejects.toMatchObject({
    remote: 'mfe_astrology',
    reason: 'ERR_CONNECTION_REFUSED at x',
    message: 'The mfe_astrology module could not be loaded: ERR_CONNECTION_REFUSED at x',
  });
  loadRemote.mockResolvedValue({ default: Page });
  await loadRemotePage(pageAt('numerology-calculator'), catalog, TEST_PROVIDES);
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_astrology', entry: TEST_REMOTES.mfe_astrology }], {
    force: true,
  });
  // Once it worked, later loads do not re-register.
  registerRemotes.mockClear();
  await loadRemotePage(pageAt('numerology-calculator'), catalog, TEST_PROVIDES);
  expect(registerRemotes).not.toHaveBeenCalled();
});

test('a module without a default export counts as a failure', async () => {
  loadRemote.mockResolvedValue(null);
  await expect(loadRemotePage(pageAt('terms'), catalog, TEST_PROVIDES)).rejects.toThrow(
    'The mfe_pages module could not be loaded: mfe_pages/terms has no default export',
  );
  loadRemote.mockResolvedValue({ default: 'not a component' });
  await expect(loadRemotePage(pageAt('terms'), catalog, TEST_PROVIDES)).rejects.toBeInstanceOf(RemoteLoadError);
});

test('a remote this shell cannot serve is refused before anything is loaded, with the precise cause', async () => {
  const olderShell = { ...TEST_PROVIDES, shared: { '@calc/singleton': '0.9.0' } };
  const refusal = loadRemotePage(pageAt('sip-calculator'), catalog, olderShell);
  await expect(refusal).rejects.toBeInstanceOf(RemoteLoadError);
  const range = catalog.remotes.find((remote) => remote.name === 'mfe_finance')!.requires.shared['@calc/singleton'];
  await expect(refusal).rejects.toThrow(
    `The mfe_finance module could not be loaded: mfe_finance needs @calc/singleton ${range}; this shell provides 0.9.0`,
  );
  await expect(
    loadRemotePage(pageAt('sip-calculator'), catalog, { ...TEST_PROVIDES, shellContract: TEST_PROVIDES.shellContract + 1 }),
  ).rejects.toThrow(/was built for shell contract \d+; this shell provides contract \d+/);
  expect(registerRemotes).not.toHaveBeenCalled();
  expect(loadRemote).not.toHaveBeenCalled();
});

test('a page whose remote the site has no entry for, or whose module the remote does not expose, is refused', async () => {
  await expect(loadRemotePage({ ...pageAt('sip-calculator'), remote: 'mfe_gone' }, catalog, TEST_PROVIDES)).rejects.toThrow(
    'The mfe_gone module could not be loaded: the site has no entry for mfe_gone',
  );
  const version = catalog.remotes.find((remote) => remote.name === 'mfe_finance')!.version;
  await expect(
    loadRemotePage({ ...pageAt('sip-calculator'), module: './emi-calculator' }, catalog, TEST_PROVIDES),
  ).rejects.toThrow(`The mfe_finance module could not be loaded: mfe_finance ${version} does not expose ./emi-calculator`);
  expect(loadRemote).not.toHaveBeenCalled();
});

test('an entry that is not https: (or localhost) is never registered nor loaded', async () => {
  const catalog = testCatalog();
  const tampered = {
    ...catalog,
    remotes: catalog.remotes.map((remote) =>
      remote.name === 'mfe_finance' ? { ...remote, entry: 'data:text/javascript,alert(1)' } : remote,
    ),
  };
  const sip = tampered.pages.find((page) => page.path === 'sip-calculator')!;
  await expect(loadRemotePage(sip, tampered, TEST_PROVIDES)).rejects.toThrow(/is not an https: address/);
  expect(loadRemote).not.toHaveBeenCalled();
});
