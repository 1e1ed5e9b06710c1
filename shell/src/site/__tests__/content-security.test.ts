import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes } from '../content-security';
import { routePages } from '../route-pages';
import { testCatalog } from '../../../../test-support/site-catalog';

const THEME = "try{localStorage.getItem('theme')}catch(e){}";
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>CalcHub</title><meta name=description content="x">' +
  `<script>${THEME}</script><script defer src=/main.1234abcd.js></script></head><body><div id=root></div></body></html>`;

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

test('the inline scripts that run are hashed; scripts with a src and data blocks are not', () => {
  const html = `${TEMPLATE}<script type="application/json">{"a":1}</script><script type=module>go()</script>`;
  expect(inlineScriptHashes(html)).toEqual([hashOf(THEME), hashOf('go()')]);
});

test('the policy allows the site, the remotes and their declared needs, and nothing inline but the hashed scripts', () => {
  const policy = directives(
    contentSecurityPolicy({
      inlineScripts: [hashOf(THEME)],
      remoteOrigins: ['https://finance.example', 'https://pages.example', 'https://finance.example'],
      needs: [{ connect: ['wss://db.example', 'https://db.example'], script: ['https://db.example'] }, {}],
    }),
  );
  expect(policy['script-src']).toEqual(["'self'", hashOf(THEME), 'https://finance.example', 'https://pages.example', 'https://db.example']);
  expect(policy['connect-src']).toEqual(["'self'", 'https://finance.example', 'https://pages.example', 'wss://db.example', 'https://db.example']);
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'none'"]);
  expect(policy['form-action']).toEqual(["'self'"]);
  expect(policy['frame-src']).toEqual(["'none'"]);
});

test('every composed page carries the policy at the top of its head, before any script', () => {
  const policy = "default-src 'self'; script-src 'self'";
  for (const page of routePages(TEMPLATE, testCatalog(), 'https://calc.example', policy)) {
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    const meta = head.indexOf('<meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;; script-src &#39;self&#39;" />');
    expect(meta === -1 ? head.indexOf(`content="default-src 'self'; script-src 'self'"`) : meta).toBeGreaterThan(-1);
    expect(head.indexOf('Content-Security-Policy')).toBeLessThan(head.indexOf('<script'));
  }
});
