/* The federation runtime is mocked here (jest cannot resolve federated modules); the browser tests use the real one. */
const registerRemotes = jest.fn();
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes, loadRemote }));

import { loadRemotePage, RemoteLoadError } from '../remote-registry';

const manifest = {
  mfe_finance: 'http://finance.example/remoteEntry.js',
  mfe_astrology: 'http://astrology.example/remoteEntry.js',
  mfe_pages: 'http://pages.example/remoteEntry.js',
};

beforeEach(() => {
  registerRemotes.mockReset();
  loadRemote.mockReset();
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => manifest })) as unknown as typeof fetch;
});

function Page() {
  return null;
}

test('reads remotes.json once, registers every remote, and loads the page module', async () => {
  loadRemote.mockResolvedValue({ default: Page });
  await expect(loadRemotePage('mfe_finance/SipCalculator')).resolves.toEqual({ default: Page });
  await loadRemotePage('mfe_pages/AboutUs');
  expect(global.fetch).toHaveBeenCalledTimes(1);
  expect(global.fetch).toHaveBeenCalledWith('/remotes.json');
  expect(registerRemotes).toHaveBeenCalledTimes(1);
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'mfe_finance', entry: manifest.mfe_finance },
    { name: 'mfe_astrology', entry: manifest.mfe_astrology },
    { name: 'mfe_pages', entry: manifest.mfe_pages },
  ]);
  expect(loadRemote).toHaveBeenCalledWith('mfe_finance/SipCalculator');
});

test('a failed load is a RemoteLoadError, and the next load of that remote re-registers it with force', async () => {
  loadRemote.mockRejectedValueOnce(new Error('ERR_CONNECTION_REFUSED'));
  await expect(loadRemotePage('mfe_astrology/NumerologyCalculator')).rejects.toBeInstanceOf(RemoteLoadError);
  loadRemote.mockResolvedValue({ default: Page });
  await loadRemotePage('mfe_astrology/NumerologyCalculator');
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_astrology', entry: manifest.mfe_astrology }], { force: true });
  // Once it worked, later loads do not re-register.
  registerRemotes.mockClear();
  await loadRemotePage('mfe_astrology/NumerologyCalculator');
  expect(registerRemotes).not.toHaveBeenCalled();
});

test('a module without a default export counts as a failure', async () => {
  loadRemote.mockResolvedValue(null);
  await expect(loadRemotePage('mfe_pages/Terms')).rejects.toThrow('The mfe_pages module could not be loaded.');
});
