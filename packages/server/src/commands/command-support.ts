import { type ParseArgsConfig, parseArgs } from 'node:util';
import { ConfigError } from '../config.js';

/** Bad arguments: the command prints its usage with the message and exits 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** A command's arguments parsed strictly by `util.parseArgs`; a refusal is a `UsageError`. */
export function parseCommandArgs<const O extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: O,
): ReturnType<typeof parseArgs<{ args: string[]; options: O; allowPositionals: true; strict: true }>> {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Refuses arguments a command takes none of. */
export function noPositionals(positionals: readonly string[]): void {
  if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals.join(' ')}`);
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
 * Runs a command's body with the one catch that sets the exit code: `--help` (or `-h`) anywhere
 * prints the usage instead (exit 0); a `UsageError` prints the message and the usage on stderr
 * (exit 2); an expected failure its message (exit 1); anything else its stack (exit 1).
 */
export async function runCommand(
  usage: string,
  args: readonly string[],
  body: () => Promise<number | undefined>,
): Promise<void> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    process.exitCode = 0;
    return;
  }
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
