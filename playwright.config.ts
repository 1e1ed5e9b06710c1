import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PORTS } from './scripts/site-config.cjs';

/** Browser tests against the built site as `npm start` serves it, in Debian's Chromium (no browser download). */
export default defineConfig({
  testDir: './e2e',
  // The fixture remote's own unit tests (jest's, run in a copy where it is a workspace) are not browser tests.
  testIgnore: ['**/fixtures/**'],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORTS.shell}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1440, height: 900 },
    trace: 'off',
    // The site's service worker (scripts/service-worker.ts) would answer requests that specs route or count; only
    // e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `http://localhost:${PORTS.shell}/remotes.json`,
    reuseExistingServer: !process.env.CI,
    // Composing the site includes prerendering every page in headless Chromium (scripts/prerender.ts).
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
