import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isPrecachedFile, precacheList, versionFolderOf, type PrecacheFile } from '../precache-list';
import { precacheParts } from '../../../../scripts/service-worker';
import { DEVELOPMENT_ONLY_CHUNKS } from '../../../../scripts/site-config.cjs';

const file = (url: string, size = 100): PrecacheFile => ({ url, size, revision: `r-${url.length}-${size}` });

describe('the precache list', () => {
  test('keeps the order: the shell, then each remote with its entry first; revisions as given', () => {
    const list = precacheList([
      [file('/main.1234abcd.js'), file('/app-shell.html')],
      [file('https://finance.example/2.0.0/b.11111111.js'), file('https://finance.example/2.0.0/remoteEntry.js')],
    ]);
    expect(list.entries.map((entry) => entry.url)).toEqual([
      '/app-shell.html',
      '/main.1234abcd.js',
      'https://finance.example/2.0.0/remoteEntry.js',
      'https://finance.example/2.0.0/b.11111111.js',
    ]);
    expect(list.entries[0].revision).toBe(file('/app-shell.html').revision);
    expect(list.totalBytes).toBe(400);
    expect(list.leftOut).toEqual([]);
  });

  test('is bounded: a file over the per-file limit and whatever would pass the total are left out, with the reason', () => {
    const list = precacheList(
      [
        [file('/a.js', 300), file('/huge.js', 5_000)],
        [file('https://r.example/1/remoteEntry.js', 500), file('https://r.example/1/x.js', 300)],
      ],
      { maxFileBytes: 1_000, maxTotalBytes: 900 },
    );
    expect(list.entries.map((entry) => entry.url)).toEqual(['/a.js', 'https://r.example/1/remoteEntry.js']);
    expect(list.totalBytes).toBe(800);
    expect(list.totalBytes).toBeLessThanOrEqual(900);
    expect(list.leftOut).toEqual([
      { url: '/huge.js', reason: expect.stringMatching(/over the 1000 of one file/) },
      { url: 'https://r.example/1/x.js', reason: expect.stringMatching(/full/) },
    ]);
  });

  test('names each file once', () => {
    expect(precacheList([[file('/a.js')], [file('/a.js')]]).entries).toHaveLength(1);
  });

  test('takes scripts and the site files, never licences, statistics, standalone pages or other HTML', () => {
    expect(['remoteEntry.js', '1.abcdef12.js'].every((name) => isPrecachedFile(name, 'remote'))).toBe(true);
    expect(
      ['a.js.LICENSE.txt', 'mf-stats.json', 'index.html', 'standalone/main.js', 'pages.json'].some((name) =>
        isPrecachedFile(name, 'remote'),
      ),
    ).toBe(false);
    expect(
      ['favicon.svg', 'icon-192.png', 'manifest.webmanifest', 'app-shell.html', 'main.12345678.js'].every((name) =>
        isPrecachedFile(name, 'shell'),
      ),
    ).toBe(true);
    expect(['index.html', 'sip-calculator.html', 'shell.json'].some((name) => isPrecachedFile(name, 'shell'))).toBe(false);
  });

  test('a remote version folder is read from its entry', () => {
    expect(versionFolderOf('http://localhost:3001/1.0.0+a15d3ece02/remoteEntry.js?x=1')).toBe(
      'http://localhost:3001/1.0.0+a15d3ece02/',
    );
  });
});

describe('the parts of a composed site (scripts/service-worker.ts)', () => {
  let dir: string;
  const write = (relative: string, content = 'x') => {
    fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    fs.writeFileSync(path.join(dir, relative), content);
  };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precache-parts-'));
    write('shell/main.11111111.js', 'live shell');
    write('shell/index.html');
    write('shell/compose-in-browser.44444444.js', 'run only by the development server');
    write('shell/favicon.svg');
    write('site/app-shell.html', '<html>fallback</html>');
    write('site/main.00000000.js', 'an older shell, kept for open tabs');
    write('site/sip-calculator.html');
    write('finance/1.0.0+old/remoteEntry.js', 'old entry');
    write('finance/1.0.0+old/a.22222222.js', 'old chunk');
    write('finance/1.0.0+live/remoteEntry.js', 'live entry');
    write('finance/1.0.0+live/b.33333333.js', 'live chunk');
    write('finance/1.0.0+live/b.33333333.js.LICENSE.txt');
    write('finance/1.0.0+live/standalone/main.js');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('only the live shell and the live version of each remote, with content hashes as revisions', () => {
    const parts = precacheParts({
      siteDir: path.join(dir, 'site'),
      shellDir: path.join(dir, 'shell'),
      remotes: [{ entry: 'http://localhost:4801/1.0.0+live/remoteEntry.js', dir: path.join(dir, 'finance', '1.0.0+live') }],
    });
    const urls = precacheList(parts).entries.map((entry) => entry.url);
    expect(urls).toEqual([
      '/app-shell.html',
      '/favicon.svg',
      '/main.11111111.js',
      'http://localhost:4801/1.0.0+live/remoteEntry.js',
      'http://localhost:4801/1.0.0+live/b.33333333.js',
    ]);
    expect(urls.join(' ')).not.toMatch(/old|00000000/);
    const revisions = parts.flat().map((part) => part.revision);
    expect(new Set(revisions).size).toBe(revisions.length);
    expect(revisions.every((revision) => /^[0-9a-f]{16}$/.test(revision))).toBe(true);
  });
});

test('the development-only chunks are named as the shell names them (shell/src/site/load-catalog.ts)', () => {
  const source = fs.readFileSync(path.join(__dirname, '..', '..', 'site', 'load-catalog.ts'), 'utf8');
  for (const chunk of DEVELOPMENT_ONLY_CHUNKS) expect(source).toContain(`webpackChunkName: "${chunk}"`);
});
