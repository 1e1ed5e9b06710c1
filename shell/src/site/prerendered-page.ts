/*
 * Putting a rendered snapshot of a page into its composed HTML (run by scripts/prerender.ts, in node): the markup
 * the shell rendered for that route goes into the empty root, the CSS rules it used into the head, so the browser
 * paints the page's first screen from the HTML before any script runs. The scripts are unchanged: the client
 * renders the live page beside it and swaps it in (shell/src/app/take-over.ts).
 *
 * One snapshot serves every visitor: the theme is CSS variables keyed by the `dark` class the head's inline script
 * sets, and the currency, taken in USD, is put right by a small inline script right after the markup, from the
 * stored choice, before the first paint (the elements it changes are marked by the prerender step).
 */
import { createHash } from 'node:crypto';

import { CURRENCY_MARKS, PRERENDERED_ATTRIBUTE, PRERENDERED_GLOBAL } from './prerendered-page-marks';

export { CURRENCY_MARKS, PRERENDERED_ATTRIBUTE, PRERENDERED_GLOBAL };

export interface Snapshot {
  /** The root's inner HTML, as rendered. */
  markup: string;
  /** The CSS rules the page's styles held when it was rendered. */
  css: string;
}

/** Per currency code: its symbol alone, and a zero amount formatted as the site formats amounts. */
export type CurrencyTexts = Record<string, { symbol: string; zero: string; label: string }>;

const ROOT = /<div id="?root"?><\/div>/;
const CSP = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")/;

/**
 * The inline script that puts the visitor's currency into a snapshot taken in `base`, before it is painted: the one a
 * shared calculation's address names (?currency=INR, which the calculator adopts), else the stored one.
 */
export function currencyScript(texts: CurrencyTexts, base = 'USD'): string {
  const table = JSON.stringify(texts).replace(/</g, '\\u003c');
  const marks = JSON.stringify(CURRENCY_MARKS);
  return (
    `(function(){try{var a=${table},m=${marks},r=document.getElementById('root'),` +
    `h=function(k){return k!==null&&Object.prototype.hasOwnProperty.call(a,k)},` +
    `l=new URLSearchParams(location.search).get('currency'),c=h(l)?l:localStorage.getItem('selectedCurrency'),` +
    `t=h(c)&&a[c];` +
    `if(!t||c===${JSON.stringify(base)}||!r)return;` +
    `var set=function(k,f){var l=r.querySelectorAll('['+m[k]+']');for(var i=0;i<l.length;i++)f(l[i])};` +
    `set('symbol',function(e){e.textContent=t.symbol});set('zero',function(e){e.textContent=t.zero});` +
    `set('code',function(e){e.textContent=c});set('label',function(e){e.setAttribute('aria-label',t.label)})` +
    `}catch(e){}})();`
  );
}

/**
 * The inline script that shows in the snapshot's fields the values a shared address carries in its query (as a
 * calculator fills them on arrival), and keeps what a visitor does to the snapshot before the scripts take over, for the takeover to
 * replay on the live page (shell/src/app/take-over.ts): the fields they typed into and visited (so a field left shows
 * its message), Enter pressed in a field, and a form they submitted (Calculate, Enter), which waits for the live page
 * instead of reloading this one. If no
 * script takes over within 10 s (they failed to load), the form is submitted natively: a calculator reads its
 * fields from the query on arrival. With scripts off this never runs and forms submit natively at once.
 */
export const INTERACTIONS_SCRIPT =
  `(function(){var r=document.getElementById('root'),p=window.${PRERENDERED_GLOBAL}={visited:[],typed:[],fromQuery:[],enter:null,submit:null},` +
  `mine=function(e){return r&&r.isConnected&&r.contains(e.target)},d=document,q=new URLSearchParams(location.search);` +
  `if(r)r.querySelectorAll('input[name],textarea[name]').forEach(function(i){` +
  `if(q.has(i.name)&&!/^(hidden|checkbox|radio)$/.test(i.type)){i.value=q.get(i.name);p.fromQuery.push(i)}});` +
  `d.addEventListener('focusin',function(e){if(mine(e))p.visited.push(e.target)},true);` +
  `d.addEventListener('input',function(e){if(mine(e))p.typed.push(e.target)},true);` +
  `d.addEventListener('keydown',function(e){if(mine(e)&&e.key==='Enter'&&e.target.tagName==='INPUT')p.enter=e.target},true);` +
  `d.addEventListener('submit',function(e){if(!mine(e))return;e.preventDefault();var f=e.target;` +
  `p.submit={form:f,submitter:e.submitter||null};` +
  `setTimeout(function(){if(r.isConnected&&p.submit){p.submit=null;f.submit()}},10000)},true)})();`;

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

/**
 * A page that paints from its HTML starts its scripts once it has painted: the script and script-preload tags
 * leave the head, and a loader (returned, to go after the markup) adds them again once the browser reports the first
 * paint (a 'paint' performance entry, which comes when the frame is on screen; at once in a hidden tab, which paints
 * no frames; after PAINT_WAIT_LIMIT_MS at the latest). So nothing the scripts fetch or run competes with the first
 * paint, nor is counted by Lighthouse as something the paint waited for. Waiting for the next frame was not enough:
 * its task can run before the first frame is presented, and Lighthouse's simulation then counts every request
 * started before the largest paint's timestamp as one the paint waited for (measured: simulated LCP 1.3-1.5x FCP
 * with identical observed timestamps). The tags go in one per task (adding them costs layout work), in document
 * order (main.js without fetchpriority: the preloads go first, as it needs them).
 */
/** The longest the scripts wait for the first paint to be reported (a browser that reports none still starts). */
export const PAINT_WAIT_LIMIT_MS = 1500;

export function startScriptsAfterPaint(html: string): { html: string; loader: string } {
  const head = html.slice(0, html.indexOf('</head>'));
  const scripts: Record<string, string>[] = [];
  const preloads: Record<string, string>[] = [];
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
      if (attributes.rel !== 'preload' || attributes.as !== 'script') return tag;
      preloads.push(attributes);
      return '';
    });
  const list = JSON.stringify({ l: preloads, s: scripts }).replace(/</g, '\\u003c');
  const loader =
    `(function(){var t=${list},d=document,done=0,go=function(){if(done)return;done=1;` +
    `var q=t.l.map(function(a){return['link',a]}).concat(t.s.map(function(a){return['script',a]}));` +
    `(function next(){var n=q.shift();if(!n)return;var e=d.createElement(n[0]);for(var k in n[1])e.setAttribute(k,n[1][k]);` +
    `if(n[0]==='script')e.async=false;d.head.appendChild(e);setTimeout(next,0)})()};` +
    `var painted=function(){setTimeout(go,0)};` +
    `if(d.visibilityState==='hidden')go();else{try{new PerformanceObserver(function(l,o){o.disconnect();painted()}).observe({type:'paint',buffered:true})}` +
    `catch(e){requestAnimationFrame(function(){requestAnimationFrame(painted)})}setTimeout(go,${PAINT_WAIT_LIMIT_MS})}` +
    `d.addEventListener('visibilitychange',go)})();`;
  return { html: stripped + html.slice(head.length), loader };
}

/**
 * The composed page with the snapshot in it: the CSS in a <style> at the end of the head, the markup in the root
 * (marked as prerendered), the currency script after it, and that script's hash added to the page's
 * Content-Security-Policy. A page already holding a snapshot is refused (compose writes pages afresh).
 */
/** The id of the empty element that ends a prerendered page's first screen. */
export const FIRST_SCREEN_END = 'first-screen-end';

export function withSnapshot(html: string, snapshot: Snapshot, currency: string): string {
  if (!ROOT.test(html)) throw new Error('prerender: the page has no empty <div id="root"></div> (already prerendered?)');
  if (!html.includes('</head>')) throw new Error('prerender: the page has no </head>');
  const { html: deferred, loader } = startScriptsAfterPaint(html);
  const script = `${currency}${INTERACTIONS_SCRIPT}${loader}`;
  // The first screen paints in one frame, not in the slices the parser would yield between: rendering waits
  // (rel=expect, blocking=render) until the marker after the markup and its currency script is parsed, so the
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
      () =>
        `<div id="root" ${PRERENDERED_ATTRIBUTE}="">${snapshot.markup}</div><script>${script}</script>` +
        `<template id="${FIRST_SCREEN_END}"></template>`,
    );
  page = page.replace(CSP, (_, open: string, policy: string, close: string) => {
    const hash = sha256(script);
    const directives = policy.split(/;\s*/).map((directive) =>
      /^script-src\s/.test(directive) && !directive.includes(hash) ? `${directive} ${hash}` : directive,
    );
    return `${open}${directives.join('; ')}${close}`;
  });
  return page;
}
