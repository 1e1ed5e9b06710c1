/*
 * Builds the inline scripts of prerendered pages from their TypeScript (shell/src/site/before-scripts/, a page's
 * early rules such as the contact form's): each one function of a module, bundled with what it imports by the
 * site's webpack into one small IIFE, minified. Run by the prerender step (scripts/prerender.ts) at compose time;
 * the pages carry the code inline and allow it by its hash in their Content-Security-Policy.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

const ROOT = path.resolve(__dirname, '..');

export interface InlineScriptSource {
  /** The module, from the repository's root: `shell/src/site/before-scripts/index.ts`. */
  module: string;
  /** The function of it the script calls, with no arguments. */
  run: string;
}

/** The main inline script of every prerendered page. */
export const BEFORE_SCRIPTS: InlineScriptSource = { module: 'shell/src/site/before-scripts/index.ts', run: 'runBeforeScripts' };

/**
 * The scripts of pages with rules of their own before the takeover, by route. The contact form's link rules apply
 * from the first keystroke (mfe-pages/src/contact/contact-before-scripts.ts, with the form's own rules and texts).
 */
export const PAGE_BEFORE_SCRIPTS: Record<string, InlineScriptSource> = {
  '/contact-us': { module: 'mfe-pages/src/contact/contact-before-scripts.ts', run: 'enforceLinkRulesEarly' },
};

/**
 * Built scripts of this process, by source and the text of every file the last build read: a release or a test
 * composes several times in one process (each compose writes the service worker), and a webpack run costs most of a
 * second. A file edited since is read again, so a long-lived process never serves stale code.
 */
const built = new Map<string, { inputs: Map<string, string>; code: string }>();

const unchanged = (inputs: Map<string, string>) =>
  [...inputs].every(([file, text]) => fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text);

export async function buildInlineScript(source: InlineScriptSource): Promise<string> {
  const key = `${source.module}#${source.run}`;
  const cached = built.get(key);
  if (cached && unchanged(cached.inputs)) return cached.code;
  const result = await buildOnce(source);
  built.set(key, result);
  return result.code;
}

async function buildOnce(source: InlineScriptSource): Promise<{ inputs: Map<string, string>; code: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-script-'));
  try {
    const entry = path.join(dir, 'entry.js');
    const modulePath = path.join(ROOT, source.module).replace(/\.tsx?$/, '');
    fs.writeFileSync(entry, `import { ${source.run} } from ${JSON.stringify(modulePath)};\n${source.run}();\n`);
    const compiler = webpack({
      mode: 'production',
      target: ['web', 'es2020'],
      context: ROOT,
      entry,
      output: { path: dir, filename: 'out.js', iife: true },
      resolve: { extensions: ['.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.ts$/,
            exclude: /node_modules/,
            loader: 'ts-loader',
            options: { transpileOnly: true, configFile: path.join(ROOT, 'tsconfig.json') },
          },
        ],
      },
      devtool: false,
      performance: { hints: false },
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no result')) : resolve(result))),
    );
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    if (stats.hasErrors()) throw new Error(`${source.module}: ${stats.toString({ all: false, errors: true })}`);
    const inputs = new Map<string, string>();
    for (const file of stats.compilation.fileDependencies) {
      if (
        !file.startsWith(dir) &&
        !file.includes(`${path.sep}node_modules${path.sep}`) &&
        fs.statSync(file, { throwIfNoEntry: false })?.isFile()
      ) {
        inputs.set(file, fs.readFileSync(file, 'utf8'));
      }
    }
    return { inputs, code: fs.readFileSync(path.join(dir, 'out.js'), 'utf8').trim() };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
