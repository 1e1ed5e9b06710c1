/*
 * Screenshots of pages for a look by eye: node scripts/screenshots.mjs [out-dir] path...
 * Each path is shot at phone (375) and desktop (1440) widths, light and dark. Needs the site served.
 */
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { chromium } from '@playwright/test';
import siteConfig from './site-config.cjs';

const { CHROMIUM_ARGS, CHROMIUM_PATH } = siteConfig;

const [outDir = '/tmp/shots', ...paths] = process.argv.slice(2);
const base = process.env.BASE_URL ?? 'http://localhost:3000';
const widths = (process.env.WIDTHS ?? '375,1440').split(',').map(Number);
const themes = (process.env.THEMES ?? 'light,dark').split(',');
fs.mkdirSync(outDir, { recursive: true });

const context = await chromium.launchPersistentContext(fs.mkdtempSync(path.join(os.tmpdir(), 'shots-')), {
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
const page = context.pages()[0] ?? (await context.newPage());
page.on('console', (message) => {
  if (message.type() === 'error') console.log('console error:', message.text());
});
page.on('pageerror', (error) => console.log('page error:', error.message));
for (const route of paths.length ? paths : ['/']) {
  for (const theme of themes) {
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 800 ? 800 : 900 });
      await page.goto(base + '/', { waitUntil: 'networkidle' }); // the app stores its theme once started: set ours after that
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await page.goto(base + route);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      if (process.env.CLICK)
        await page
          .getByRole('button', { name: process.env.CLICK, exact: true })
          .click()
          .catch(() => {});
      if (process.env.CLICK) await page.waitForTimeout(300);
      const name = `${route.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${theme}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL === '1' });
      console.log(path.join(outDir, name));
    }
  }
}
await context.close();
