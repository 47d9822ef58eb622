/**
 * Starting the library inside the Evolv runtime.
 *
 * @module
 */
// Imported for the {@link} tags of the comments below.
import type { collect, $mu, mutate } from './lib';

/** Settings passed to {@link bootstrap}. */
export interface Config {
  /** Names the code that is starting the library, for example `'asset-manager'` for Evolv's loader. */
  source: string;
}

/**
 * Starts the library for the Evolv web runtime: Evolv's loader calls it as it starts.
 * Afterwards, experiment code finds {@link collect}, {@link mutate} and {@link $mu} on
 * `window.evolv`.
 *
 * @param config - Who is starting the library.
 *
 * @example
 * ```ts
 * import { bootstrap } from '@evolv/mutate';
 *
 * bootstrap({ source: 'asset-manager' });
 * ```
 */
export declare function bootstrap(config: Config): void;
