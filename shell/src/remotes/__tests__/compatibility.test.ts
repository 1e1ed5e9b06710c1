import { SHELL_CONTRACT_VERSION } from '@calc/shared/site';
import { SINGLETON_VERSION, TEST_PROVIDES, TEST_REMOTES, testCatalog } from '../../../../test-support/site-catalog';
import { incompatibility, SHELL_PROVIDES, type ShellProvides } from '../compatibility';

const provided: ShellProvides = { shellContract: 3, shared: { '@calc/singleton': '1.4.2', react: '19.3.1' } };
const remote = (shared: Record<string, string>, shellContract = 3) => ({
  name: 'mfe_finance',
  requires: { shellContract, shared },
});

describe('incompatibility', () => {
  it('is null for a remote built for this contract whose every range the provided versions satisfy', () => {
    expect(incompatibility(remote({ '@calc/singleton': '^1.4.2', react: '^19.3.1' }), provided)).toBeNull();
    expect(incompatibility(remote({ '@calc/singleton': '^1.0.0' }), provided)).toBeNull();
    expect(incompatibility(remote({ '@calc/singleton': '~1.4.0' }), provided)).toBeNull();
    expect(incompatibility(remote({}), provided)).toBeNull();
  });

  it('names the package, the range needed and the version provided when the remote needs a newer singleton', () => {
    expect(incompatibility(remote({ react: '^19.0.0', '@calc/singleton': '^1.5.0' }), provided)).toBe(
      'mfe_finance needs @calc/singleton ^1.5.0; this shell provides 1.4.2',
    );
    expect(incompatibility(remote({ '@calc/singleton': '^2.0.0' }), provided)).toBe(
      'mfe_finance needs @calc/singleton ^2.0.0; this shell provides 1.4.2',
    );
  });

  it('refuses a remote that needs an older major than the shell provides', () => {
    expect(incompatibility(remote({ '@calc/singleton': '^0.9.0' }), provided)).toBe(
      'mfe_finance needs @calc/singleton ^0.9.0; this shell provides 1.4.2',
    );
  });

  it('refuses a remote built for another shell contract, before looking at packages', () => {
    expect(incompatibility(remote({ '@calc/singleton': '^9.0.0' }, 4), provided)).toBe(
      'mfe_finance was built for shell contract 4; this shell provides contract 3',
    );
    expect(incompatibility(remote({}, 2), provided)).toBe(
      'mfe_finance was built for shell contract 2; this shell provides contract 3',
    );
  });

  it('refuses a remote that needs a package the shell does not provide', () => {
    expect(incompatibility(remote({ '@calc/singleton': '^1.0.0', 'left-pad': '^1.3.0' }), provided)).toBe(
      'mfe_finance needs left-pad ^1.3.0; this shell provides none',
    );
  });

  it('accepts every remote of this repository under a shell built from it', () => {
    const catalog = testCatalog();
    expect(catalog.remotes.map((site) => site.name)).toEqual(Object.keys(TEST_REMOTES));
    expect(catalog.remotes.map((site) => site.name)).toEqual(
      expect.arrayContaining(['mfe_finance', 'mfe_astrology', 'mfe_pages']),
    );
    for (const site of catalog.remotes) expect(incompatibility(site, TEST_PROVIDES)).toBeNull();
    expect(TEST_PROVIDES).toEqual({ shellContract: SHELL_CONTRACT_VERSION, shared: { '@calc/singleton': SINGLETON_VERSION } });
  });

  it('without a build (no SHELL_PROVIDES defined) provides nothing, so every remote is refused', () => {
    expect(SHELL_PROVIDES).toEqual({ shellContract: 0, shared: {} });
    expect(incompatibility(remote({}, SHELL_CONTRACT_VERSION))).toBe(
      `mfe_finance was built for shell contract ${SHELL_CONTRACT_VERSION}; this shell provides contract 0`,
    );
  });
});
