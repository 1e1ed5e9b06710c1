/*
 * Putting a rendered snapshot of a page into its composed HTML (run by scripts/prerender.ts, in node): the markup
 * the shell rendered for that route goes into the empty root, the CSS rules it used into the head, so the browser
 * paints the page's first screen from the HTML before any script runs. The scripts are unchanged: the client
 * renders the live page beside it and swaps it in (shell/src/app/take-over.ts).
 *
 * One snapshot serves every visitor: the theme is CSS variables keyed by the `dark` class the head's inline script
 * sets, and the currency, taken in USD, is put right by the inline script right after the markup, from the stored
 * choice, before the first paint (the elements it changes are marked by the prerender step). That inline script is
 * TypeScript (./before-scripts/), bundled to a small IIFE by the prerender step and allowed by its hash in the page's
 * Content-Security-Policy; what it works on (the currency texts, the page's script tags) is the page's JSON data
 * block, so its code is the same on every page.
 */
import { createHash } from 'node:crypto';

import {
  BEFORE_SCRIPTS_DATA_ID,
  CURRENCY_MARKS,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_GLOBAL,
  type BeforeScriptsData,
  type CurrencyTexts,
  type TagAttributes,
} from './prerendered-page-marks';

export { BEFORE_SCRIPTS_DATA_ID, CURRENCY_MARKS, PRERENDERED_ATTRIBUTE, PRERENDERED_GLOBAL };
export type { BeforeScriptsData, CurrencyTexts };

export interface Snapshot {
  /** The root's inner HTML, as rendered. */
  markup: string;
  /** The CSS rules the page's styles held when it was rendered. */
  css: string;
}

/** The page's inline scripts, built (scripts/prerender.ts), and what they are given. */
export interface InlineScripts {
  /** The bundle of ./before-scripts/index.ts. */
  main: string;
  /** Scripts of this page alone, after it (the contact form's early link rules). */
  page?: string[];
  /** Each currency's texts, and the one the snapshot was taken in. */
  currency: { base: string; texts: CurrencyTexts };
}

const ROOT = /<div id="?root"?><\/div>/;
const CSP = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")/;

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** CSS that cannot close the <style> element it sits in. */
function inlineCss(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

const ATTRIBUTE = /([^\s=/>]+)(?:=("[^"]*"|'[^']*'|[^\s>]+))?/g;

function attributesOf(tag: string): Record<string, string> {
  const inner = tag.replace(/^<\w+/, '').replace(/\/?>$/, '');
  const attributes: Record<string, string> = {};
  for (const match of inner.matchAll(ATTRIBUTE)) attributes[match[1].toLowerCase()] = (match[2] ?? '').replace(/^["']|["']$/g, '');
  return attributes;
}

/** The longest the scripts wait for the first paint to be reported (a browser that reports none still starts). */
export const PAINT_WAIT_LIMIT_MS = 1500;

/**
 * Links the browser fetches as it parses them, which the first paint does not need: the manifest (and with it the
 * manifest's icon). The tab's icon is a data: URI in the page (webpack.common.ts), so nothing is fetched for it.
 */
const AFTER_PAINT_LINKS = new Set(['manifest']);

/**
 * A page that paints from its HTML starts its scripts once it has painted: the script and preload tags
 * leave the head, and the inline script adds them again once the browser reports the first paint
 * (./before-scripts/start-scripts-after-paint.ts), so nothing the scripts fetch or run competes with the first
 * paint, nor is counted by Lighthouse as something the paint waited for. The manifest's link too, after the preloads:
 * Lighthouse counted its request and its icon's, when they happened to finish before the paint, as requests the
 * paint waited for (a round trip more, the same page's LCP 750 or 905 ms from run to run). It stays in the head
 * inside <noscript>, for browsers without scripts and crawlers that read the HTML. Returns the page without them, and them.
 */
export function deferScripts(html: string): { html: string; preloads: TagAttributes[]; scripts: TagAttributes[] } {
  const head = html.slice(0, html.indexOf('</head>'));
  const scripts: TagAttributes[] = [];
  const preloads: TagAttributes[] = [];
  const afterPaint: TagAttributes[] = [];
  const stripped = head
    .replace(/<script\b[^>]*\ssrc=[^>]*><\/script>/gi, (tag) => {
      const attributes = attributesOf(tag.slice(0, tag.indexOf('>') + 1));
      // Added by script, it runs in order (async = false); a loader's priority is its own.
      for (const name of ['defer', 'async', 'fetchpriority']) delete attributes[name];
      scripts.push(attributes);
      return '';
    })
    .replace(/<link\b[^>]*>/gi, (tag) => {
      const attributes = attributesOf(tag);
      if (AFTER_PAINT_LINKS.has(attributes.rel)) {
        afterPaint.push(attributes);
        return `<noscript>${tag}</noscript>`;
      }
      // Scripts, and the catalogue's file (./load-catalog.ts), which only the scripts read.
      if (attributes.rel !== 'preload' || (attributes.as !== 'script' && attributes.as !== 'fetch')) return tag;
      preloads.push(attributes);
      return '';
    });
  return { html: stripped + html.slice(head.length), preloads: [...preloads, ...afterPaint], scripts };
}

/** JSON that cannot close the script element it sits in. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Code that cannot close its script element early (a built bundle never should; refused rather than broken). */
function inlineCode(code: string): string {
  if (/<\/script/i.test(code) || /<!--/.test(code)) throw new Error('prerender: an inline script holds "</script" or "<!--"');
  return code;
}

/**
 * The composed page with the snapshot in it: the CSS in a <style> at the end of the head, the markup in the root
 * (marked as prerendered), the currency script after it, and that script's hash added to the page's
 * Content-Security-Policy. A page already holding a snapshot is refused (compose writes pages afresh).
 */
/** The id of the empty element that ends a prerendered page's first screen. */
export const FIRST_SCREEN_END = 'first-screen-end';

export function withSnapshot(html: string, snapshot: Snapshot, inline: InlineScripts): string {
  if (!ROOT.test(html)) throw new Error('prerender: the page has no empty <div id="root"></div> (already prerendered?)');
  if (!html.includes('</head>')) throw new Error('prerender: the page has no </head>');
  const { html: deferred, preloads, scripts } = deferScripts(html);
  const data: BeforeScriptsData = { preloads, scripts, paintWaitMs: PAINT_WAIT_LIMIT_MS, currency: inline.currency };
  const code = [inline.main, ...(inline.page ?? [])].map(inlineCode);
  const tags =
    `<script type="application/json" id="${BEFORE_SCRIPTS_DATA_ID}">${inlineJson(data)}</script>` +
    code.map((script) => `<script>${script}</script>`).join('');
  // The first screen paints in one frame, not in the slices the parser would yield between: rendering waits
  // (rel=expect, blocking=render) until the marker after the markup and its scripts is parsed, so the
  // largest text is in the first contentful paint instead of a later frame.
  let page = deferred
    .replace(
      '</head>',
      () =>
        `<style id="prerendered-css">${inlineCss(snapshot.css)}</style>` +
        `<link rel="expect" href="#${FIRST_SCREEN_END}" blocking="render"></head>`,
    )
    .replace(
      ROOT,
      () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="">${snapshot.markup}</div>${tags}<template id="${FIRST_SCREEN_END}"></template>`,
    );
  page = page.replace(CSP, (_, open: string, policy: string, close: string) => {
    const hashes = code.map(sha256);
    const directives = policy.split(/;\s*/).map((directive) =>
      /^script-src\s/.test(directive)
        ? [directive, ...hashes.filter((hash) => !directive.includes(hash))].join(' ')
        : directive,
    );
    return `${open}${directives.join('; ')}${close}`;
  });
  return page;
}
