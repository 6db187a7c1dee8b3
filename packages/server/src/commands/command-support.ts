import { ConfigError } from '../config.js';

/** Bad arguments: the command prints its usage with the message and exits 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Runs an argument parse (`util.parseArgs`), turning its refusal into a `UsageError`. */
export function usageErrors<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** A whole-number option from `min` to `max`, or undefined when absent; anything else is a usage error. */
export function wholeNumberOption(
  name: string,
  text: string | undefined,
  range: { min: number; max: number },
): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < range.min || value > range.max) {
    throw new UsageError(`--${name} must be a whole number from ${range.min} to ${range.max} (got ${text}).`);
  }
  return value;
}

/** Errors a person can act on, whose message is the whole story (no stack trace). */
const EXPECTED = new Set(['ConfigError', 'NflFormatError', 'DownloadError']);

/**
 * Runs a data command's body with the one catch that sets the exit code: a `UsageError` prints the
 * message and the usage on stderr (exit 2); an expected failure its message (exit 1); anything else
 * its stack (exit 1).
 */
export async function runCommand(usage: string, body: () => Promise<number | undefined>): Promise<void> {
  try {
    process.exitCode = (await body()) ?? 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage}`);
      process.exitCode = 2;
    } else if (error instanceof ConfigError || (error instanceof Error && EXPECTED.has(error.name))) {
      console.error(error.message);
      process.exitCode = 1;
    } else if (
      error instanceof Error &&
      'code' in error &&
      typeof error.code === 'string' &&
      'path' in error
    ) {
      console.error(
        `Cannot read ${String(error.path)}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`,
      );
      process.exitCode = 1;
    } else {
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      process.exitCode = 1;
    }
  }
}
