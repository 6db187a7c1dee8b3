import { CommanderError, InvalidArgumentError } from 'commander';
import { ConfigError } from '../../config.js';

/** Exit codes of `lineup-server`. */
const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** A command that ran and failed, with a message that says it all (printed as is, exit 1). */
export class CommandFailure extends Error {
  override readonly name = 'CommandFailure';
}

/** An option's value parser: a whole number from `min` to `max`; anything else is a usage error. */
export function wholeNumber(range: { min: number; max: number }): (text: string) => number {
  return (text) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < range.min || value > range.max) {
      throw new InvalidArgumentError(`It must be a whole number from ${range.min} to ${range.max}.`);
    }
    return value;
  };
}

/** Errors a person can act on, whose message is the whole story (no stack trace). */
const EXPECTED = new Set([
  'CommandFailure',
  'ConfigError',
  'NflFormatError',
  'DownloadError',
  'DataDirLockedError',
  'StoreTooNewError',
  'MigrationLockedError',
]);

/**
 * The one place a failure becomes an exit code: commander's own (help and version: 0; a usage
 * problem, already printed with the command's help: 2); an expected failure prints its message, a
 * file that cannot be read says so, anything else prints its stack (1).
 */
export function exitCodeOf(error: unknown): number {
  if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  if (error instanceof ConfigError || (error instanceof Error && EXPECTED.has(error.name))) {
    console.error(error.message);
  } else if (error instanceof Error && 'code' in error && typeof error.code === 'string' && 'path' in error) {
    console.error(
      `Cannot read ${String(error.path)}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`,
    );
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
  return EXIT.failed;
}
