import type { Configuration } from 'webpack';
import { createConfig } from '../webpack.common';
import { PlacesPlugin } from './places-build/places-plugin';
import registry from './src/registry';

const build = createConfig({ name: registry.name, dir: __dirname, title: 'Astrology calculators (standalone)', registry });

/**
 * The list of places (places-build/) is emitted by the container's build (and a development build) into its own
 * output, beside the remote's chunks; the standalone page's scripts, under standalone/, use that copy (`../`).
 */
function withPlaces(config: Configuration): Configuration {
  const standalone = config.name?.endsWith(':standalone') ?? false;
  const places = new PlacesPlugin(standalone ? { emit: false, fromPublicPath: '../' } : {});
  return { ...config, plugins: [...(config.plugins ?? []), places] };
}

export default (env: unknown, argv: { mode?: Configuration['mode'] }) => {
  const built = build(env, argv);
  return Array.isArray(built) ? built.map(withPlaces) : withPlaces(built);
};
