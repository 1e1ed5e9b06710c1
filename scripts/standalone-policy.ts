/*
 * The Content-Security-Policy of a remote's standalone page (its production build's index.html, served alone on the
 * remote's own host): the same policy as the composed site's pages (shell/src/site/content-security.ts), for a page
 * whose scripts all come from its own origin: itself, its exact inline scripts (the theme script) by hash, and what
 * its page list allows (the contact form's database). webpack.common.ts writes it into the page at build time.
 */
import { contentSecurityPolicy, inlineScriptHashes } from '../shell/src/site/content-security';
import { escapeHtml } from '../shell/src/site/route-pages';
import type { ContentSecurityNeeds } from '../shared/src/site/page-list';

export function standalonePolicy(html: string, allows: ContentSecurityNeeds = {}): string {
  return contentSecurityPolicy({ inlineScripts: inlineScriptHashes(html), remoteOrigins: [], needs: [allows] });
}

/** The page with its policy as the first thing after its charset (a policy applies only to what follows it). */
export function withStandalonePolicy(html: string, allows: ContentSecurityNeeds = {}): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(standalonePolicy(html, allows))}" />`;
  // As written in the template, or as the minifier leaves it (`<meta charset=utf-8>`).
  const charset = /<meta charset=(?:"[^"]*"|[^\s>"]+)\s*\/?>/i;
  if (!charset.test(html)) throw new Error('the standalone page has no <meta charset>: nowhere to put its policy first');
  return html.replace(charset, (tag) => `${tag}${meta}`);
}
