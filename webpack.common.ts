/*
 * One webpack configuration factory for every build (the shell and each remote).
 *
 * Strategy: every build shares React, styled-components and `@calc/singleton` (state contexts, router, site
 * catalogue) as singletons from the table below, so the shell's contexts are the very objects the remotes read.
 * Everything else, `@calc/shared` included, each build bundles for itself, so a team can change it and release
 * alone. A remote's build derives its exposed modules from its registry (src/registry.ts) and publishes its page
 * list (pages.json) with what it needs from the shell; the shell declares no remotes at build time.
 *
 * Each build's configuration is a base and small builders, one concern each (source rules, federation, page,
 * descriptions, production, dev server), applied in order: `partConfig` at the end.
 */
import path from 'node:path';
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import webpack, { type Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { DEVELOPMENT_ONLY_CHUNKS, localRemotesJson, PORTS } from './scripts/site-config.cjs';
import {
  exposesOf,
  pageListOf,
  PAGE_LIST_FILE,
  registryProblems,
  SHELL_CONTRACT_VERSION,
  type RemoteRegistry,
  type ContentSecurityNeeds,
} from './shared/src/site/page-list';
import { withStandalonePolicy } from './scripts/standalone-policy';
import { SHARED_PIECES, SHARED_PIECES_FILE, type SharedPieces } from './scripts/shared-pieces';

const rootDir = __dirname;

/** The version of a package as the build in `dir` resolves it (a package may bring its own copy). */
function installedVersion(pkg: string, dir: string): string {
  const manifest = JSON.parse(fs.readFileSync(require.resolve(`${pkg}/package.json`, { paths: [dir, rootDir] }), 'utf8'));
  return manifest.version as string;
}

/** The packages that are one instance on the page: the shell provides them and every remote takes the shell's. */
const SINGLETON_PACKAGES = ['react', 'react-dom', 'styled-components', '@calc/singleton'] as const;

/**
 * The shared-dependency table of a build: one copy of each on the page, the shell's. The router is not listed:
 * it lives inside `@calc/singleton` (shared/singleton/src/router.ts), where it can be tree-shaken; a shared
 * module of its own would ship all of it. `@calc/singleton` is strict: a remote that needs a newer one than the
 * page has must not run on the old one (the shell checks first and shows the remote's card; this is the backstop).
 */
export function sharedDependencies(dir: string) {
  const entry = (pkg: (typeof SINGLETON_PACKAGES)[number]) => {
    const version = installedVersion(pkg, dir);
    return { singleton: true, requiredVersion: `^${version}`, version, strictVersion: pkg === '@calc/singleton' };
  };
  return {
    react: entry('react'),
    'react/': entry('react'),
    'react-dom': entry('react-dom'),
    'react-dom/': entry('react-dom'),
    'styled-components': entry('styled-components'),
    '@calc/singleton': entry('@calc/singleton'),
  };
}

/** What a build needs from the page it runs in, recorded in a remote's page list and checked by the shell. */
export function requirementsOf(dir: string) {
  return {
    shellContract: SHELL_CONTRACT_VERSION,
    shared: Object.fromEntries(SINGLETON_PACKAGES.map((pkg) => [pkg, `^${installedVersion(pkg, dir)}`])),
  };
}

/** What the shell provides: the versions of its singletons and its contract (checked against a remote's needs). */
export function providedBy(dir: string) {
  return {
    shellContract: SHELL_CONTRACT_VERSION,
    shared: Object.fromEntries(SINGLETON_PACKAGES.map((pkg) => [pkg, installedVersion(pkg, dir)])),
  };
}

/** The dev server's port: the package's in scripts/site-packages.cjs (moved by SHELL_PORT, FINANCE_PORT, …), 3010 for others. */
export function portOf(name: string): number {
  return PORTS[name] ?? 3010;
}

/**
 * The build's version: the package's, plus a hash of the build, of its configuration (which can change the page
 * without changing a module: the shell's preload tags) and of what it publishes besides its code (its registry's
 * facts, which no bundle imports), so two different builds never share one.
 */
function buildVersion(dir: string, compilation: webpack.Compilation, published: unknown = null): string {
  const packageVersion = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version as string;
  const hash = createHash('sha256')
    .update(String(compilation.hash))
    .update(fs.readFileSync(__filename, 'utf8'))
    .update(JSON.stringify(published))
    .digest('hex');
  return `${packageVersion}+${hash.slice(0, 10)}`;
}

/** A plugin that writes one JSON file about the build once its hash is known (the page list, shell.json). */
class DescribeBuildPlugin {
  constructor(
    private readonly file: string,
    private readonly describe: (compilation: webpack.Compilation) => unknown,
  ) {}
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('DescribeBuildPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'DescribeBuildPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const json = `${JSON.stringify(this.describe(compilation), null, 2)}\n`;
          compilation.emitAsset(this.file, new webpack.sources.RawSource(json));
        },
      );
    });
  }
}

/** Each build's record of the shared pieces it carries (scripts/shared-pieces.ts). */
function describeSharedPieces() {
  return new DescribeBuildPlugin(SHARED_PIECES_FILE, (compilation) =>
    Object.fromEntries(
      Object.entries(SHARED_PIECES).map(([piece, file]): [string, SharedPieces[string]] => {
        const full = path.join(rootDir, file);
        compilation.fileDependencies.add(full);
        const hash = createHash('sha256').update(fs.readFileSync(full, 'utf8')).digest('hex').slice(0, 16);
        return [piece, { file, hash }];
      }),
    ),
  );
}

/** The shell's build describes itself (shell.json): its version and what it provides, for the release checks. */
function describeShell(dir: string) {
  return new DescribeBuildPlugin('shell.json', (compilation) => ({
    version: buildVersion(dir, compilation),
    provides: providedBy(dir),
  }));
}

/**
 * A remote's published page list (pages.json, beside remoteEntry.js): its pages and categories from its registry,
 * the modules it exposes, what it needs from the shell and what the site's policy must allow for it. Its version
 * is the package's plus the build's hash.
 */
function publishPageList(registry: RemoteRegistry, dir: string, allows?: ContentSecurityNeeds) {
  return new DescribeBuildPlugin(PAGE_LIST_FILE, (compilation) =>
    pageListOf(registry, {
      version: buildVersion(dir, compilation, registry),
      builtAt: new Date().toISOString(),
      requires: requirementsOf(dir),
      allows,
    }),
  );
}

function reactRouterProductionBuild(): string {
  const file = path.join(
    path.dirname(require.resolve('react-router/package.json', { paths: [rootDir] })),
    'dist',
    'production',
    'index.mjs',
  );
  if (!fs.existsSync(file)) throw new Error(`react-router's production build is missing: ${file}`);
  return file;
}

/** The folder of the Module Federation SDK that the runtime itself uses (the one at the root). */
function federationSdkDir(): string {
  return path.dirname(path.dirname(require.resolve('@module-federation/sdk', { paths: [rootDir] })));
}

/** Copies every file of a package's `public/` folder into its build output. */
class CopyPublicFilesPlugin {
  constructor(private readonly dir: string) {}
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.dir)) return;
          for (const file of fs.readdirSync(this.dir)) {
            if (file === 'index.html') continue;
            const full = path.join(this.dir, file);
            compilation.fileDependencies.add(full);
            compilation.emitAsset(file, new webpack.sources.RawSource(fs.readFileSync(full)));
          }
        },
      );
    });
  }
}

/**
 * The host's page asks for its start-up chunks (the async bootstrap and the shared singletons) at once,
 * instead of discovering them only after main.js has run: one round trip less before the first render.
 * main.js itself is asked for first, at high priority.
 */
class PreloadStartupChunksPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('PreloadStartupChunksPlugin', (data) => {
        const entry = compilation.entrypoints.get('main');
        if (!entry) return data;
        const files = new Set<string>();
        // The bootstrap's chunks and those it imports in its own steps (shell/src/bootstrap.tsx), but not the code of
        // a page that carries no catalogue (development): a composed page never runs it.
        const startupGroup = (chunkGroup: webpack.ChunkGroup) => !DEVELOPMENT_ONLY_CHUNKS.includes(chunkGroup.name ?? '');
        for (const group of entry.getChildren()) {
          for (const startup of [group, ...group.getChildren()].filter(startupGroup))
            for (const chunk of startup.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        for (const file of files) {
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `/${file}` }));
        }
        // A deferred script is fetched at low priority, after all the preloads; main.js starts everything, so it goes first.
        for (const tag of data.headTags) {
          if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        }
        return data;
      });
    });
  }
}

/**
 * A remote's standalone page carries the site's Content-Security-Policy (scripts/standalone-policy.ts). Written into
 * the emitted page at the last stage, after html-webpack-plugin has minified it, so the hashes are those of the
 * inline scripts exactly as they are served.
 */
class StandalonePolicyPlugin {
  constructor(
    private readonly file: string,
    private readonly allows?: ContentSecurityNeeds,
  ) {}
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('StandalonePolicyPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StandalonePolicyPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const page = compilation.getAsset(this.file);
          if (!page) throw new Error(`StandalonePolicyPlugin: no ${this.file} to give a policy`);
          const html = withStandalonePolicy(page.source.source().toString(), this.allows);
          compilation.updateAsset(this.file, new webpack.sources.RawSource(html));
        },
      );
    });
  }
}

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints), on the first line of every script a
 * production build emits: compile all of its functions eagerly, on the thread that streams the script in, instead of
 * each on the main thread the first time it runs. On a first visit (no code cache yet) that lazy compiling was most of
 * the start-up's long tasks: about 90 ms of main-thread work on a calculator page on this machine, 360 ms at 4x CPU.
 * Written after minification (which would drop a comment) and before the content hashes are computed.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

function compileHintBanner() {
  return new webpack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    entryOnly: false,
    test: /\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

export interface BuildOptions {
  /** Federation name, also the key in remotes.json (a remote's is its registry's name). */
  name: string;
  /** The package folder (pass `__dirname`). */
  dir: string;
  /** A remote's registry (src/registry.ts): its exposed modules and published page list come from it. */
  registry?: RemoteRegistry;
  /** Extra values for `process.env.X` replacement at build time. */
  env?: Record<string, string>;
  /** Origins a remote's pages talk to besides its own, published in its page list for the site's Content-Security-Policy. */
  allows?: ContentSecurityNeeds;
  /** Title of the standalone page. */
  title: string;
}

/**
 * How a build is split. The shell and every development build are one compilation. A remote's production
 * build is two: its container (remoteEntry.js and the exposed pages) and its standalone page (index.html,
 * with the page's scripts under standalone/). The container uses the host's federation runtime instead of
 * shipping a second copy (about 16 KiB less on every remote page); the standalone page has no host, so it is
 * a plain bundle of its own.
 */
type BuildPart = 'whole' | 'container' | 'standalone';

const STANDALONE_DIR = 'standalone';

type BuiltConfiguration = Configuration & { devServer?: DevServerConfiguration };

/** One build: a package's options, the mode and the part, and what follows from them for every builder. */
interface Build {
  options: BuildOptions;
  mode: NonNullable<Configuration['mode']>;
  part: BuildPart;
  isProduction: boolean;
  /** A remote (it has a registry), not the shell. */
  isRemote: boolean;
  /** The standalone page of a remote's production build. */
  standalone: boolean;
  /** Module Federation's container or host: every part but the standalone page. */
  federation: boolean;
  /** The build's output folder: dist/, or BUILD_DIST. */
  dist: string;
}

/** A step of a build's configuration: given the configuration so far, the configuration with its concern added. */
type Builder = (config: BuiltConfiguration, build: Build) => BuiltConfiguration;

function buildOf(options: BuildOptions, mode: Build['mode'], part: BuildPart): Build {
  return {
    options,
    mode,
    part,
    isProduction: mode === 'production',
    isRemote: Boolean(options.registry),
    standalone: part === 'standalone',
    federation: part !== 'standalone',
    // A release builds in a folder of its own (scripts/release/release.ts sets BUILD_DIST), never into the dist/ others read.
    dist: process.env.BUILD_DIST ? path.resolve(process.env.BUILD_DIST) : path.join(options.dir, 'dist'),
  };
}

/** What every build is: its entry, output, module resolution, the build-time values and the persistent cache. */
function baseConfig({ options, mode, part, isRemote, standalone, dist }: Build): BuiltConfiguration {
  return {
    name: `${options.name}:${part}`,
    mode,
    entry: part === 'container' ? {} : './src/index.ts',
    context: options.dir,
    devtool: 'eval-cheap-module-source-map',
    output: {
      path: standalone ? path.join(dist, STANDALONE_DIR) : dist,
      publicPath: standalone ? `/${STANDALONE_DIR}/` : 'auto',
      uniqueName: standalone ? `${options.name}_standalone` : options.name,
      filename: '[name].js',
      chunkFilename: '[name].js',
      // A chunk that has not arrived in 20 s fails (and is retried, then the page recovers) rather than hang for two minutes.
      chunkLoadTimeout: 20_000,
      // The container's build shares dist/ with the standalone page: it leaves that page alone.
      clean: part === 'container' ? { keep: new RegExp(`^(index\\.html|${STANDALONE_DIR}[\\/])`) } : true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: {
        // The retry plugin pins an older Module Federation SDK for its logger alone: it takes the runtime's own
        // (one SDK on the page instead of two; the old one's logger was most of what the shell bundled of it).
        '@module-federation/sdk$': federationSdkDir(),
      },
    },
    module: { rules: [] },
    plugins: [
      new webpack.DefinePlugin(
        Object.fromEntries(
          Object.entries({
            NODE_ENV: mode,
            // The shell checks a remote's recorded needs against what it provides before mounting it.
            ...(isRemote ? {} : { SHELL_PROVIDES: JSON.stringify(providedBy(options.dir)) }),
            ...(options.env ?? {}),
          }).map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)]),
        ),
      ),
    ],
    performance: { hints: false },
    optimization: {
      moduleIds: 'deterministic',
      // swc minifies as small as terser did (within 0.2 %, smaller on the pages' chunks) in half the build's time:
      // terser was half of a production build on this machine (mfe-finance from nothing: 38 s with it, 20 s with swc).
      minimizer: [
        new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: { passes: 2 }, mangle: true } }),
      ],
    },
    // What did not change is not compiled again: a second `npm start` with nothing changed takes seconds. One
    // cache per package, part and mode; invalidated by the configs, the lock file and the loaders' own files.
    cache: {
      type: 'filesystem',
      name: `${options.name}-${part}-${mode}`,
      // WEBPACK_CACHE_DIR: another folder (the bench times a start from nothing without emptying yours).
      cacheDirectory: process.env.WEBPACK_CACHE_DIR
        ? path.resolve(process.env.WEBPACK_CACHE_DIR)
        : path.join(rootDir, 'node_modules', '.cache', 'webpack'),
      buildDependencies: {
        config: [__filename, path.join(options.dir, 'webpack.config.ts'), path.join(rootDir, 'package-lock.json')],
      },
    },
  };
}

/** The rules of the source: TypeScript (after tex`…` is compiled), explanations in Markdown, images. */
const withSourceRules: Builder = (config) => ({
  ...config,
  module: {
    ...config.module,
    rules: [
      ...(config.module?.rules ?? []),
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'ts-loader',
          // Type checking runs once for the whole repo (`npm run typecheck`), not in four builds.
          options: { transpileOnly: true, configFile: path.join(rootDir, 'tsconfig.json') },
        },
      },
      // tex`…` formulas become MathML strings before ts-loader runs (scripts/tex/): no TeX library in the bundle.
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        enforce: 'pre',
        loader: path.join(rootDir, 'scripts', 'tex', 'tex-loader.cjs'),
      },
      // A page's explanation in Markdown becomes React elements and MathML at build time (scripts/content/).
      { test: /-explanation\.md$/, loader: path.join(rootDir, 'scripts', 'content', 'content-loader.cjs') },
      { test: /\.(png|svg|jpe?g|webp)$/, type: 'asset/resource' },
    ],
  },
});

/**
 * Module Federation: a remote's container exposes its registry's pages (on the host's runtime), the shell is the host
 * that hands its runtime to them; both share the singletons. The standalone page has none of it.
 */
const withFederation: Builder = (config, { options, part, isRemote, federation }) => {
  if (!federation) return config;
  return {
    ...config,
    plugins: [
      ...(config.plugins ?? []),
      new ModuleFederationPlugin({
        name: options.name,
        filename: isRemote ? 'remoteEntry.js' : undefined,
        exposes: options.registry ? exposesOf(options.registry) : undefined,
        remotes: {},
        shared: sharedDependencies(options.dir),
        shareStrategy: 'loaded-first',
        manifest: isRemote,
        dts: false,
        experiments: {
          optimization: { disableSnapshot: true, target: 'web' },
          // The container runs on the host's runtime, which the shell provides (see below).
          ...(part === 'container' ? { externalRuntime: true } : {}),
        },
        // The shell hands its federation runtime to the containers it loads.
        runtimePlugins: isRemote
          ? []
          : [
              path.join(rootDir, 'shell', 'src', 'remotes', 'provide-federation-runtime.ts'),
              path.join(rootDir, 'shell', 'src', 'remotes', 'retry-remote-loads.ts'),
            ],
      }),
    ],
    // The host both provides react-dom to the share scope and consumes it (with its own copy as the fallback):
    // left alone, the two put the same module in two chunks and every page downloaded both (1.4 KiB gzipped).
    optimization: isRemote
      ? config.optimization
      : {
          ...config.optimization,
          splitChunks: {
            cacheGroups: {
              reactDom: {
                test: /[\\/]node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$/,
                chunks: 'async' as const,
                enforce: true,
              },
            },
          },
        },
  };
};

/**
 * The tab's icon written into the page as a data: URI: no request for it (or, without an icon link, for /favicon.ico)
 * races the first paint, which Lighthouse would count as a round trip the paint waited for. favicon.svg stays the
 * one source (and the file stays served, for whatever asks for it by name).
 */
function iconDataUri(packageDir: string): string {
  const file = path.join(packageDir, 'public', 'favicon.svg');
  if (!fs.existsSync(file)) return '/favicon.svg';
  const svg = fs.readFileSync(file, 'utf8').trim();
  return `data:image/svg+xml,${encodeURIComponent(svg).replace(/%20/g, ' ').replace(/%3D/g, '=').replace(/%3A/g, ':').replace(/%2F/g, '/').replace(/%22/g, "'")}`;
}

/**
 * The build's HTML page and static files: the shell's page, or a remote's standalone page with the site's policy
 * (a container has no page); the package's public/ files beside the scripts (not under standalone/).
 */
const withPage: Builder = (config, { options, part, standalone }) => ({
  ...config,
  plugins: [
    ...(config.plugins ?? []),
    ...(part === 'container'
      ? []
      : [
          new HtmlWebpackPlugin({
            // The shell has its own page; a remote running alone uses the one standalone page of shared/.
            template: fs.existsSync(path.join(options.dir, 'public', 'index.html'))
              ? path.join(options.dir, 'public', 'index.html')
              : path.join(rootDir, 'shared', 'public', 'standalone.html'),
            title: options.title,
            iconHref: iconDataUri(options.dir),
            filename: standalone ? '../index.html' : 'index.html',
            // Absolute script URLs: the page is served for every client-side route, however deep.
            publicPath: standalone ? `/${STANDALONE_DIR}/` : '/',
          }),
        ]),
    ...(standalone ? [] : [new CopyPublicFilesPlugin(path.join(options.dir, 'public'))]),
    ...(standalone ? [new StandalonePolicyPlugin('../index.html', options.allows)] : []),
  ],
});

/** What the build says about itself for the site and the release: a remote's page list, shell.json, the shared pieces. */
const withDescriptions: Builder = (config, { options, isRemote, federation }) => ({
  ...config,
  plugins: [
    ...(config.plugins ?? []),
    ...(options.registry && federation ? [publishPageList(options.registry, options.dir, options.allows)] : []),
    ...(isRemote ? [] : [describeShell(options.dir)]),
    ...(federation ? [describeSharedPieces()] : []),
  ],
});

/**
 * A production build: no source maps, content-hashed file names, react-router's production build, the shell's
 * start-up chunks preloaded, and V8's compile hint on every script.
 */
const withProduction: Builder = (config, { isProduction, isRemote }) => {
  if (!isProduction) return config;
  return {
    ...config,
    devtool: false,
    output: { ...config.output, filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
    resolve: {
      ...config.resolve,
      // react-router's package exports name only its development build; production builds take its
      // production build, without the development warnings.
      alias: { 'react-router$': reactRouterProductionBuild(), ...config.resolve?.alias },
    },
    plugins: [...(config.plugins ?? []), ...(isRemote ? [] : [new PreloadStartupChunksPlugin()]), compileHintBanner()],
  };
};

/** `npm run dev`'s server of the build: its port, every route to the page, and the shell's remotes.json of the local remotes. */
const withDevServer: Builder = (config, { options, isRemote }) => ({
  ...config,
  devServer: {
    port: portOf(options.name),
    // This machine only, unless asked (DEV_HOST=0.0.0.0 to reach it from a phone on the network).
    host: process.env.DEV_HOST ?? 'localhost',
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    // The development shell composes the site in the browser from remotes.json: the remotes' dev servers.
    ...(isRemote
      ? {}
      : {
          setupMiddlewares: (middlewares) => {
            middlewares.unshift({
              name: 'remotes-json',
              path: '/remotes.json',
              middleware: (_request: unknown, response: import('node:http').ServerResponse) => {
                response.setHeader('Content-Type', 'application/json; charset=utf-8');
                response.end(localRemotesJson());
              },
            });
            return middlewares;
          },
        }),
    client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
  },
});

/** Every build is the base with these, in this order (the plugins run in the order the builders add them). */
const BUILDERS: readonly Builder[] = [withSourceRules, withFederation, withPage, withDescriptions, withProduction, withDevServer];

function partConfig(options: BuildOptions, mode: Build['mode'], part: BuildPart): BuiltConfiguration {
  const build = buildOf(options, mode, part);
  return BUILDERS.reduce((config, builder) => builder(config, build), baseConfig(build));
}

export function createConfig(options: BuildOptions) {
  if (options.registry) {
    const problems = registryProblems(options.registry);
    if (problems.length > 0) throw new Error(`${options.name}: its registry has problems:\n- ${problems.join('\n- ')}`);
    if (options.registry.name !== options.name)
      throw new Error(`${options.name}: its registry is named ${options.registry.name}`);
  }
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): BuiltConfiguration | BuiltConfiguration[] => {
    const mode = argv.mode ?? 'production';
    if (options.registry && mode === 'production')
      return [partConfig(options, mode, 'container'), partConfig(options, mode, 'standalone')];
    return partConfig(options, mode, 'whole');
  };
}
