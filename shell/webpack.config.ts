import { createConfig } from '../webpack.common';

// The shell's build is the frame alone: its pages, sitemap and robots.txt are written by `npm run compose`
// from the deployed remotes' page lists (scripts/release/compose.ts), with no shell rebuild.
export default createConfig({ name: 'shell', dir: __dirname, title: 'CalcHub' });
