/** @jest-environment node */
/*
 * A remote's standalone page carries a Content-Security-Policy: the real standalone template, as its build renders
 * it, gets the policy first in its head, with its one inline script (the theme) by hash and the contact form's
 * database, and nothing that would let an injected script run.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { standalonePolicy, withStandalonePolicy } from '../standalone-policy';

const TEMPLATE = fs
  .readFileSync(path.join(__dirname, '..', '..', 'shared', 'public', 'standalone.html'), 'utf8')
  .replace('<%= htmlWebpackPlugin.options.title %>', 'Site pages (standalone)')
  .replace('</head>', '<script defer src="/standalone/main.1234abcd.js"></script></head>');

const THEME_SCRIPT = /<script>([\s\S]*?)<\/script>/.exec(TEMPLATE)![1];
const DATABASE = { script: ['http://127.0.0.1:9000'], connect: ['ws://127.0.0.1:9000', 'http://127.0.0.1:9000'] };

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

test("the policy: scripts from the page's own origin and its theme script's hash only, connections to its database", () => {
  const policy = directives(standalonePolicy(TEMPLATE, DATABASE));
  const themeHash = `'sha256-${createHash('sha256').update(THEME_SCRIPT, 'utf8').digest('base64')}'`;
  expect(policy['script-src']).toEqual(["'self'", themeHash, 'http://127.0.0.1:9000']);
  expect(policy['connect-src']).toEqual(["'self'", 'ws://127.0.0.1:9000', 'http://127.0.0.1:9000']);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'none'"]);
  expect(policy['default-src']).toEqual(["'self'"]);
  for (const sources of Object.values(policy)) {
    expect(sources).not.toContain("'unsafe-eval'");
    expect(sources).not.toContain('*');
  }
  expect(policy['script-src']).not.toContain("'unsafe-inline'");
});

test('the page carries it right after its charset, before any script', () => {
  const html = withStandalonePolicy(TEMPLATE, DATABASE);
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)" \/>/.exec(html);
  expect(meta).not.toBeNull();
  expect(html.indexOf(meta![0])).toBe(html.indexOf('<meta charset="utf-8" />') + '<meta charset="utf-8" />'.length);
  expect(html.indexOf(meta![0])).toBeLessThan(html.indexOf('<script'));
  expect(meta![1].replace(/&#39;/g, "'")).toBe(standalonePolicy(TEMPLATE, DATABASE));
});

test('a minified page gets it too, with the hash of its inline script as minified', () => {
  const minified =
    '<!doctype html><html lang=en><head><meta charset=utf-8><title>x</title><script>try{"dark"===localStorage.getItem("theme")}catch(t){}</script></head></html>';
  const html = withStandalonePolicy(minified);
  const hash = createHash('sha256').update('try{"dark"===localStorage.getItem("theme")}catch(t){}', 'utf8').digest('base64');
  expect(html).toContain(
    `<meta charset=utf-8><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-${hash}';`,
  );
});

test('a page without a charset is refused rather than left without a policy', () => {
  expect(() => withStandalonePolicy('<html><head></head></html>')).toThrow(/charset/);
});
