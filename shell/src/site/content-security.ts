/*
 * The Content-Security-Policy of the composed pages (compose time, node): scripts only from the site itself, the
 * deployed remotes' origins and what their page lists say they need (the contact form's database), plus the
 * exact inline scripts of the shell's page (by hash); connections likewise; styles inline (styled-components
 * writes <style> elements at run time); no plugins, no <base>, forms only to the site. frame-ancestors cannot be
 * set from a page: the hosts send it as a header.
 */
import { createHash } from 'node:crypto';
import type { ContentSecurityNeeds } from '@calc/shared/site';

/** The executable inline scripts of a page (not data blocks such as the inlined catalogue), as CSP hashes. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc=/i.test(attributes)) continue;
    const type = /\stype="?([^"\s>]+)/i.exec(attributes)?.[1];
    if (type && !/^(text\/javascript|module)$/i.test(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function originOf(url: string): string {
  return new URL(url).origin;
}

const unique = (values: string[]) => [...new Set(values)];

export function contentSecurityPolicy(options: { inlineScripts: string[]; remoteOrigins: string[]; needs: ContentSecurityNeeds[] }): string {
  const { inlineScripts, remoteOrigins, needs } = options;
  const from = (key: keyof ContentSecurityNeeds) => needs.flatMap((need) => need[key] ?? []);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", ...inlineScripts, ...remoteOrigins, ...from('script')])],
    ['connect-src', unique(["'self'", ...remoteOrigins, ...from('connect')])],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['frame-src', from('frame').length > 0 ? unique(from('frame')) : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
