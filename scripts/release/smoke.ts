/*
 * The smoke test of a release candidate: the site composed with the candidate swapped in, served from the
 * release store on free ports, and each of the candidate's pages (every page, for a shell) opened in headless
 * Chromium inside the composed site. A page passes when its heading is its title, no "unavailable" card shows
 * and nothing throws. While the candidate site is up, the team's own tests run against it (`teamTests`).
 * Nothing live is touched. Its folder (and the browser's profile, made inside it) is named after this process,
 * so what a killed release leaves is removed by the next one (ReleaseStore.cleanLeftovers).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { SiteCatalog } from '@calc/singleton';
import { startStaticServer } from '../static-server.cjs';
import { composeSite } from './compose';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../site-config.cjs';
import { federationName, PACKAGES, type PackageName, type ReleaseStore } from './store';
import { livePageState, PAGE_STATE_ATTRIBUTE } from '../../shell/src/site/page-state';

type Server = Awaited<ReturnType<typeof startStaticServer>>;

/** Headless Chromium whose profile Playwright makes in `dir` (it uses the temporary folder of the moment). */
async function launchInside(dir: string) {
  const tmpdir = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  try {
    return await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  } finally {
    if (tmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdir;
  }
}

export async function smokeTest(
  store: ReleaseStore,
  pkg: PackageName,
  version: string,
  candidateRemotes: Record<string, string>,
  teamTests?: (siteUrl: string) => Promise<string[]>,
): Promise<{ problems: string[]; checked: string[] }> {
  const servers: Server[] = [];
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `release-smoke-${process.pid}-`));
  const browser = await launchInside(root);
  try {
    // Each remote's versions, served as its host serves them, on a free port; entries re-pointed there.
    const remotes: Record<string, string> = {};
    for (const [name, entry] of Object.entries(candidateRemotes)) {
      const remotePackage = PACKAGES.find((candidate) => federationName(candidate) === name);
      if (!remotePackage) throw new Error(`remotes.json names ${name}, which is not a package of this site`);
      const server = await startStaticServer({ dir: store.packageDir(remotePackage), port: 0 });
      servers.push(server);
      const url = new URL(entry);
      remotes[name] = `${server.url}${url.pathname}`;
    }
    const shellVersion = pkg === 'shell' ? version : store.liveShellVersion();
    if (!shellVersion) return { problems: ['no shell is live'], checked: [] };
    const siteDir = path.join(root, 'site');
    const site = await startStaticServer({ dir: siteDir, port: 0, spa: true });
    servers.push(site);
    const catalog: SiteCatalog = await composeSite({
      shellDir: store.versionDir('shell', shellVersion),
      remotes,
      outDir: siteDir,
      siteUrl: site.url,
      readRemoteJson: async (url) => JSON.parse(await (await fetch(url)).text()),
    });
    const pages = catalog.pages.filter((page) => pkg === 'shell' || page.remote === federationName(pkg));
    const paths = [...(pkg === 'shell' ? [{ path: '', title: 'Dashboard' }] : []), ...pages];
    const problems: string[] = [];
    const checked: string[] = [];
    for (const page of paths) {
      const tab = await browser.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      try {
        await tab.goto(`${site.url}/${page.path}`);
        const heading = tab.locator('main h1').first();
        await heading.waitFor({ timeout: 20_000 });
        // The page publishes its state (shell/src/site/page-state.ts): ready, or its remote's failure card.
        const settled = { attribute: PAGE_STATE_ATTRIBUTE, states: ['ready', 'failed'] };
        await tab.waitForFunction(livePageState, settled, { timeout: 20_000 });
        const title = (await heading.textContent())?.trim();
        if ((await tab.evaluate(livePageState, { attribute: PAGE_STATE_ATTRIBUTE })) === 'failed')
          problems.push(`/${page.path} shows its "unavailable" card`);
        else if (title !== page.title) problems.push(`/${page.path} shows "${title}", not "${page.title}"`);
        for (const error of errors) problems.push(`/${page.path} threw: ${error}`);
        checked.push(`/${page.path}`);
      } catch (error) {
        problems.push(`/${page.path} did not open: ${(error as Error).message.split('\n')[0]}`);
      } finally {
        await tab.close();
      }
    }
    if (teamTests) problems.push(...(await teamTests(site.url)));
    return { problems, checked };
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
    fs.rmSync(root, { recursive: true, force: true });
  }
}
