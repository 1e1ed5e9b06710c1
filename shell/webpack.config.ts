import webpack from 'webpack';
import { ROUTES } from '../shared/src/routes/route-table';
import { createConfig } from '../webpack.common';

/** The public address of the site, for the sitemap, robots.txt and canonical URLs (SITE_URL at build time). */
const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

function sitemap(): string {
  const urls = ROUTES.map((route) => `  <url><loc>${siteUrl}/${route.path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Production builds write one HTML file per route, each with its own head (shell/src/route-pages.ts). */
class RoutePagesPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('RoutePagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After HtmlWebpackPlugin has written index.html with its script tags.
        { name: 'RoutePagesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          const template = compilation.getAsset('index.html')?.source.source().toString();
          if (!template) throw new Error('RoutePagesPlugin: index.html was not generated');
          // Loaded only by production builds: it brings the shared package (and React) into webpack's process.
          const { routePages, routeRemotes } = await import('./src/route-pages');
          compilation.emitAsset('route-remotes.json', new webpack.sources.RawSource(`${JSON.stringify(routeRemotes(), null, 2)}\n`));
          for (const { file, html } of routePages(template, siteUrl)) {
            const source = new webpack.sources.RawSource(html);
            // The template is minified already.
            const info = { minimized: true };
            if (compilation.getAsset(file)) compilation.updateAsset(file, source, info);
            else compilation.emitAsset(file, source, info);
          }
        },
      );
    });
  }
}

export default createConfig({
  name: 'shell',
  dir: __dirname,
  title: 'CalcHub',
  generatedFiles: {
    'sitemap.xml': sitemap,
    'robots.txt': () => `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  },
  productionPlugins: () => [new RoutePagesPlugin()],
});
