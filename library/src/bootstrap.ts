/**
 * Starting the library inside the Evolv runtime.
 *
 * @module
 */

/** Settings passed to {@link bootstrap}. */
export interface Config {
  /** Names the code that is starting the library, for example `'asset-manager'` for Evolv's loader. */
  source: string;
}

/**
 * Starts the library for the Evolv web runtime. Afterwards, experiment code finds
 * {@link lib!collect:function | collect}, {@link lib!mutate:function | mutate} and {@link lib!$mu | $mu} on `window.evolv`. Pages that import
 * the package directly do not need it.
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
