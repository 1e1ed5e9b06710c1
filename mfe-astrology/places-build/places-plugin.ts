/*
 * Emits the list of places (build-places.ts) as assets of the astrology remote, under `places/<content hash>/`,
 * beside its chunks in the remote's immutable release folder, and tells the browser code that folder
 * (`process.env.PLACES_DATA_DIR`, relative to the public path; src/places/places-fetch.ts).
 *
 * The list is made once per process (the production build's two compilations share it) and kept in
 * node_modules/.cache/places/, keyed by the source packages' versions and this folder's code and data: a build with
 * nothing changed reads one file instead of parsing 135,000 cities.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { buildPlaces, sourceVersions, type BuiltPlaces } from './build-places';

const packageDir = path.join(__dirname, '..');
const rootDir = path.join(packageDir, '..');

/** The files whose change makes a new list (besides the source packages' versions). */
const BUILD_INPUTS = [
  ...fs
    .readdirSync(__dirname)
    .filter((name) => /\.(ts|json)$/.test(name))
    .map((name) => path.join(__dirname, name)),
  path.join(packageDir, 'src', 'places', 'normalize-place-name.ts'),
  path.join(packageDir, 'src', 'places', 'place-shards.ts'),
];

/** The cache's key: what the list is made from. */
export function placesCacheKey(): string {
  const hash = createHash('sha256').update(JSON.stringify(sourceVersions()));
  for (const file of BUILD_INPUTS.sort()) hash.update(path.relative(packageDir, file)).update(fs.readFileSync(file, 'utf8'));
  return hash.digest('hex').slice(0, 16);
}

const cacheDir = () => path.join(rootDir, 'node_modules', '.cache', 'places');

let prepared: BuiltPlaces | undefined;

/** The list, from the cache or built (and cached, replacing older lists). */
export function preparePlaces(log: (line: string) => void = console.log): BuiltPlaces {
  if (prepared) return prepared;
  const key = placesCacheKey();
  const file = path.join(cacheDir(), `${key}.json`);
  try {
    prepared = JSON.parse(fs.readFileSync(file, 'utf8')) as BuiltPlaces;
    return prepared;
  } catch {
    // Not cached yet (or unreadable): build it.
  }
  const started = Date.now();
  const built = buildPlaces();
  log(
    `places: ${built.stats.places} places in ${built.stats.shards} shards (largest ${built.stats.largestShardBytes} bytes), ` +
      `built in ${Date.now() - started} ms`,
  );
  fs.mkdirSync(cacheDir(), { recursive: true });
  for (const old of fs.readdirSync(cacheDir())) if (old.endsWith('.json')) fs.rmSync(path.join(cacheDir(), old), { force: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(built));
  fs.renameSync(temporary, file);
  prepared = built;
  return built;
}

/** The list's folder in a build's output. */
export const placesFolderOf = (built: Pick<BuiltPlaces, 'hash'>) => `places/${built.hash}/`;

export interface PlacesPluginOptions {
  /**
   * Where the list's folder is from this build's public path: '' when this build emits it (the remote's container,
   * a development build), '../' for the standalone page's scripts (public path /standalone/), which use the
   * container's copy instead of a second one.
   */
  fromPublicPath?: string;
  /** Whether this build emits the list (false for the standalone page's part). */
  emit?: boolean;
}

export class PlacesPlugin {
  constructor(private readonly options: PlacesPluginOptions = {}) {}

  apply(compiler: webpack.Compiler) {
    const logger = compiler.getInfrastructureLogger('PlacesPlugin');
    const built = preparePlaces((line) => logger.info(line));
    const folder = placesFolderOf(built);
    new webpack.DefinePlugin({
      'process.env.PLACES_DATA_DIR': JSON.stringify(`${this.options.fromPublicPath ?? ''}${folder}`),
    }).apply(compiler);
    if (this.options.emit === false) return;
    compiler.hooks.thisCompilation.tap('PlacesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PlacesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [name, content] of Object.entries(built.files)) {
            // The folder is named by the content's hash: the files never change under one name.
            compilation.emitAsset(`${folder}${name}`, new webpack.sources.RawSource(content), { immutable: true });
          }
        },
      );
    });
  }
}
