/**
 * The library's console logger.
 *
 * @module
 */

/** How important a message is. A logger prints messages at its own level and above. */
export declare enum LogLevel {
  /** Details that help while developing. */
  DEBUG = 0,
  /** Normal events worth knowing about. */
  INFO = 1,
  /** Something unexpected that the library worked around. */
  WARNING = 2,
  /** Something failed. */
  ERROR = 3,
}

/**
 * Writes the library's messages to the browser console, each prefixed with an optional scope
 * label, and leaves out messages below its minimum {@link LogLevel}. It stops printing errors
 * after a limit, so a failing mutation that re-runs on every page change cannot flood the
 * console.
 *
 * @example
 * ```ts
 * import { MessageLog, LogLevel } from '@evolv/mutate';
 *
 * const log = new MessageLog('checkout-test', LogLevel.INFO);
 * log.debug('not printed: below INFO');
 * log.warn('price element missing, using the fallback');
 * ```
 */
export declare class MessageLog {
  private readonly _logLevel;
  private readonly _scope;
  private _errorLimit;
  private _errorCount;
  /** The minimum level a message needs to be printed. */
  get logLevel(): LogLevel;
  /**
   * Creates a logger.
   *
   * @param scope - A label put in front of every message; none if omitted or `null`.
   * @param logLevel - The minimum level a message needs to be printed.
   */
  constructor(scope?: string | null, logLevel?: LogLevel);
  /**
   * Returns `message` as this logger prints it, with its scope label in front.
   *
   * @param message - The message text.
   * @returns The labelled message.
   */
  qualifyMessage(message: string): string;
  /**
   * Prints a message at {@link LogLevel.DEBUG}.
   *
   * @param message - The message text.
   */
  debug(message: string): void;
  /**
   * Prints a message at {@link LogLevel.INFO}.
   *
   * @param message - The message text.
   */
  info(message: string): void;
  /**
   * Prints a message at {@link LogLevel.WARNING}.
   *
   * @param message - The message text.
   */
  warn(message: string): void;
  /**
   * Prints a message at {@link LogLevel.ERROR}, unless the error limit has been reached.
   *
   * @param message - The message text.
   */
  error(message: string): void;
  /**
   * Prints a message at the given level.
   *
   * @param logLevel - How important the message is.
   * @param message - The message text.
   */
  log(logLevel: LogLevel, message: string): void;
}
