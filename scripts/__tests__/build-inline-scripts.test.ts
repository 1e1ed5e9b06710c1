/**
 * @jest-environment node
 */
/*
 * The inline scripts of a prerendered page as the prerender builds them (webpack, from their TypeScript), run in a
 * page: one small IIFE each, which does its work on the page's markup and data block, and which the page's
 * Content-Security-Policy allows by its hash.
 */
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { contentSecurityPolicy, inlineScriptHashes } from '../../shell/src/site/content-security';
import { CURRENCY_MARKS, withSnapshot } from '../../shell/src/site/prerendered-page';
import { MESSAGES } from '../../mfe-pages/src/contact/contact-validation';
import { BEFORE_SCRIPTS, buildInlineScript, PAGE_BEFORE_SCRIPTS } from '../build-inline-scripts';

jest.setTimeout(60_000);

const TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8"><title>Contact Us | CalcHub</title>' +
  '<script defer src="/main.1234abcd.js"></script></head><body><div id="root"></div></body></html>';
const MARKUP =
  `<main><span ${CURRENCY_MARKS.symbol}>$</span><form method="post"><div><input id="contact-name" name="name"></div>` +
  '<button type="submit">Send</button></form></main>';

let main: string;
let contact: string;

beforeAll(async () => {
  [main, contact] = await Promise.all([buildInlineScript(BEFORE_SCRIPTS), buildInlineScript(PAGE_BEFORE_SCRIPTS['/contact-us'])]);
});

test('each is one small minified IIFE', () => {
  for (const code of [main, contact]) {
    expect(code).toMatch(/^\(\(\)=>\{[\s\S]*\}\)\(\);?$/);
    expect(code).not.toMatch(/<\/script|^\s*import /m);
  }
  expect(main.length).toBeLessThan(6_000);
  expect(contact.length).toBeLessThan(6_000);
});

test('in the page: the stored currency, a refused pasted link, a Send that waits, all allowed by the CSP', () => {
  const policy = contentSecurityPolicy({ inlineScripts: [], remoteOrigins: [], needs: [] });
  const composed = TEMPLATE.replace(
    '<meta charset="utf-8">',
    `<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy}" />`,
  );
  const html = withSnapshot(
    composed,
    { markup: MARKUP, css: '' },
    {
      main,
      page: [contact],
      currency: {
        base: 'USD',
        texts: {
          USD: { symbol: '$', zero: '$0.00', label: 'Currency: USD' },
          EUR: { symbol: '€', zero: '0,00 €', label: 'Currency: EUR' },
        },
      },
    },
  );
  const scriptSrc = /script-src ([^;"]*)/.exec(html)![1];
  for (const hash of inlineScriptHashes(html)) expect(scriptSrc).toContain(hash);
  const dom = new JSDOM(html, {
    runScripts: 'dangerously',
    url: 'https://calc.example/contact-us',
    beforeParse(window) {
      window.localStorage.setItem('selectedCurrency', 'EUR');
    },
  });
  const { document } = dom.window;
  expect(document.querySelector(`[${CURRENCY_MARKS.symbol}]`)!.textContent).toBe('€');
  const name = document.getElementById('contact-name')!;
  const paste = new dom.window.Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(paste, 'clipboardData', { value: { getData: () => 'https://evil.example' } });
  name.dispatchEvent(paste);
  expect(paste.defaultPrevented).toBe(true);
  expect(document.getElementById(name.getAttribute('aria-describedby')!)!.textContent).toBe(MESSAGES.paste);
  const form = document.querySelector('form')!;
  const submit = new dom.window.Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(true);
  expect(document.querySelector('button')!.textContent).toBe('Sending…');
  dom.window.close();
});

test('a process builds a script once, and again after a file it reads is edited', async () => {
  // A module of the repository's own (the build resolves modules from the root), removed afterwards.
  const file = path.join(__dirname, `inline-script-fixture-${process.pid}.ts`);
  const source = { module: path.relative(path.resolve(__dirname, '../..'), file), run: 'say' };
  try {
    fs.writeFileSync(file, "export function say() { document.title = 'first'; }\n");
    const first = await buildInlineScript(source);
    expect(first).toContain('"first"');
    expect(await buildInlineScript(source)).toBe(first);
    fs.writeFileSync(file, "export function say() { document.title = 'second'; }\n");
    const second = await buildInlineScript(source);
    expect(second).toContain('"second"');
    expect(second).not.toContain('"first"');
  } finally {
    fs.rmSync(file, { force: true });
  }
});
