/*
 * Renders the site's icon (shell/public/favicon.svg) as the web app manifest's PNG icons, 192 and 512 px, with
 * Debian's Chromium: `node scripts/make-icons.mjs` after a change to the favicon (the PNGs are committed).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import siteConfig from './site-config.cjs';

const PUBLIC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'shell', 'public');
const svg = fs.readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: siteConfig.CHROMIUM_PATH, args: siteConfig.CHROMIUM_ARGS });
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: path.join(PUBLIC, `icon-${size}.png`), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
