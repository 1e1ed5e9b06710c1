import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
import { chromium } from '@playwright/test';
import cfg from '/work/main/scripts/site-config.cjs';
const base = process.env.BASE ?? 'http://localhost:4000';
const shots = JSON.parse(process.argv[2]);
for (const [name, url, width, theme, tab, scroll] of shots) {
  const ctx = await chromium.launchPersistentContext(fs.mkdtempSync(path.join(os.tmpdir(),'s-')), { executablePath: cfg.CHROMIUM_PATH, args: cfg.CHROMIUM_ARGS, viewport: { width, height: width < 500 ? 812 : 900 }, colorScheme: theme });
  const page = ctx.pages()[0];
  await page.addInitScript((t) => { try { localStorage.setItem('theme', t); } catch {} }, theme);
  page.on('pageerror', e => console.log('pageerror', e.message));
  page.on('console', m => { if (m.type() === 'error') console.log('console', m.text()); });
  await page.goto(base + url);
  await page.waitForTimeout(1500);
  if (tab) { await page.getByRole('tab', { name: tab, exact: true }).click().catch((e)=>console.log(e.message)); await page.waitForTimeout(400); }
  if (scroll) { const el = page.locator(scroll).first(); await el.scrollIntoViewIfNeeded().catch(()=>{}); }
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: false });
  await ctx.close();
}
