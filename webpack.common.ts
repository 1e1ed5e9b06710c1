/*
 * One webpack configuration factory for all four builds (the shell and the three remotes).
 *
 * Strategy: every build shares React, the router, styled-components and the `@calc/shared` package as
 * singletons from the table below, so the shell's theme, currency and category contexts are the very
 * same objects the remotes read. The shell declares no remotes at build time: it reads `remotes.json`
 * at run time (see shell/src/remotes), so a remote can be redeployed without rebuilding the shell.
 */
import path from 'node:path';
import fs from 'node:fs';
import webpack, { type Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

const rootDir = __dirname;

function installedVersion(pkg: string): string {
  const manifest = JSON.parse(fs.readFileSync(require.resolve(`${pkg}/package.json`, { paths: [rootDir] }), 'utf8'));
  return manifest.version as string;
}

function singleton(pkg: string, versionOf = pkg) {
  const version = installedVersion(versionOf);
  return { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false };
}

/**
 * The one shared-dependency table: one copy of each on the page, whoever loads first. The router is not
 * listed: it lives inside the `@calc/shared` singleton (shared/src/router.ts), where it can be tree-shaken;
 * a shared module of its own would ship all of it.
 */
export const sharedDependencies = {
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  'styled-components': singleton('styled-components'),
  '@calc/shared': singleton('@calc/shared'),
};

export const defaultPorts = { shell: 3000, mfe_finance: 3001, mfe_astrology: 3002, mfe_pages: 3003 } as const;
export type BuildName = keyof typeof defaultPorts;

export const portEnvVars: Record<BuildName, string> = {
  shell: 'SHELL_PORT',
  mfe_finance: 'FINANCE_PORT',
  mfe_astrology: 'ASTROLOGY_PORT',
  mfe_pages: 'PAGES_PORT',
};

export function portOf(name: BuildName): number {
  const fromEnv = Number(process.env[portEnvVars[name]]);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : defaultPorts[name];
}

function reactRouterProductionBuild(): string {
  const file = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [rootDir] })), 'dist', 'production', 'index.mjs');
  if (!fs.existsSync(file)) throw new Error(`react-router's production build is missing: ${file}`);
  return file;
}

/** Copies every file of a package's `public/` folder into its build output, plus generated files. */
class CopyPublicFilesPlugin {
  constructor(private readonly dir: string, private readonly generated: Record<string, () => string> = {}) {}
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [file, content] of Object.entries(this.generated)) {
            compilation.emitAsset(file, new webpack.sources.RawSource(content()));
          }
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
        for (const group of entry.getChildren()) {
          for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
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

export interface BuildOptions {
  /** Federation name, also the key in remotes.json. */
  name: BuildName;
  /** The package folder (pass `__dirname`). */
  dir: string;
  /** Modules a remote exposes to the shell. */
  exposes?: Record<string, string>;
  /** Extra values for `process.env.X` replacement at build time. */
  env?: Record<string, string>;
  /** Title of the standalone page. */
  title: string;
  /** Files generated at build time (robots.txt, sitemap.xml): name to content. */
  generatedFiles?: Record<string, () => string>;
  /** Plugins of this build's production page only (the shell's route pages). */
  productionPlugins?: () => webpack.WebpackPluginInstance[];
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

function partConfig(options: BuildOptions, mode: NonNullable<Configuration['mode']>, part: BuildPart): BuiltConfiguration {
  const isProduction = mode === 'production';
  const isRemote = Boolean(options.exposes);
  const dist = path.join(options.dir, 'dist');
  const standalone = part === 'standalone';
  const federation = part !== 'standalone';
  return {
    name: `${options.name}:${part}`,
    mode,
    entry: part === 'container' ? {} : './src/index.ts',
    context: options.dir,
    devtool: isProduction ? false : 'eval-cheap-module-source-map',
    output: {
      path: standalone ? path.join(dist, STANDALONE_DIR) : dist,
      publicPath: standalone ? `/${STANDALONE_DIR}/` : 'auto',
      uniqueName: standalone ? `${options.name}_standalone` : options.name,
      filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      // The container's build shares dist/ with the standalone page: it leaves that page alone.
      clean: part === 'container' ? { keep: new RegExp(`^(index\\.html|${STANDALONE_DIR}[\\/])`) } : true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      // react-router's package exports name only its development build; production builds take its
      // production build, without the development warnings.
      alias: isProduction ? { 'react-router$': reactRouterProductionBuild() } : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            // Type checking runs once for the whole repo (`npm run typecheck`), not in four builds.
            options: { transpileOnly: true, configFile: path.join(rootDir, 'tsconfig.json') },
          },
        },
        { test: /\.(png|svg|jpe?g|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(
        Object.fromEntries(
          Object.entries({ NODE_ENV: mode, ...(options.env ?? {}) }).map(([key, value]) => [
            `process.env.${key}`,
            JSON.stringify(value),
          ]),
        ),
      ),
      ...(federation
        ? [
            new ModuleFederationPlugin({
              name: options.name,
              filename: isRemote ? 'remoteEntry.js' : undefined,
              exposes: options.exposes,
              remotes: {},
              shared: sharedDependencies,
              shareStrategy: 'loaded-first',
              manifest: isRemote,
              dts: false,
              experiments: {
                optimization: { disableSnapshot: true, target: 'web' },
                // The container runs on the host's runtime, which the shell provides (see below).
                ...(part === 'container' ? { externalRuntime: true } : {}),
              },
              // The shell hands its federation runtime to the containers it loads.
              runtimePlugins: isRemote ? [] : [path.join(rootDir, 'shell', 'src', 'remotes', 'provide-federation-runtime.ts')],
            }),
          ]
        : []),
      ...(part === 'container'
        ? []
        : [
            new HtmlWebpackPlugin({
              // The shell has its own page; a remote running alone uses the one standalone page of shared/.
              template: fs.existsSync(path.join(options.dir, 'public', 'index.html'))
                ? path.join(options.dir, 'public', 'index.html')
                : path.join(rootDir, 'shared', 'public', 'standalone.html'),
              title: options.title,
              filename: standalone ? '../index.html' : 'index.html',
              // Absolute script URLs: the page is served for every client-side route, however deep.
              publicPath: standalone ? `/${STANDALONE_DIR}/` : '/',
            }),
          ]),
      ...(standalone ? [] : [new CopyPublicFilesPlugin(path.join(options.dir, 'public'), options.generatedFiles)]),
      ...(isRemote || !isProduction ? [] : [new PreloadStartupChunksPlugin()]),
      ...(isProduction && part === 'whole' ? options.productionPlugins?.() ?? [] : []),
    ],
    performance: { hints: false },
    optimization: { moduleIds: 'deterministic' },
    devServer: {
      port: portOf(options.name),
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
    },
  };
}

export function createConfig(options: BuildOptions) {
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): BuiltConfiguration | BuiltConfiguration[] => {
    const mode = argv.mode ?? 'production';
    if (options.exposes && mode === 'production') return [partConfig(options, mode, 'container'), partConfig(options, mode, 'standalone')];
    return partConfig(options, mode, 'whole');
  };
}
