import { ROUTES } from '../shared/src/routes/route-table';
import { createConfig } from '../webpack.common';

/** The public address of the site, for the sitemap and robots.txt (SITE_URL at build time). */
const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

function sitemap(): string {
  const urls = ROUTES.map((route) => `  <url><loc>${siteUrl}/${route.path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export default createConfig({
  name: 'shell',
  dir: __dirname,
  title: 'CalcHub',
  generatedFiles: {
    'sitemap.xml': sitemap,
    'robots.txt': () => `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  },
});
