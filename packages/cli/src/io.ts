/**
 * The terminal a person is at, when there is one. Each stream is there only when it is a terminal:
 * - `stdout`: results are drawn with Ink (tables, the sign-in prompt with its spinner); without it,
 *   plain text for pipes and files;
 * - `stdin`: the CLI may ask a question (delete's confirmation); without it, it never asks;
 * - `stderr`: where a question is drawn when stdout is not a terminal.
 */
export interface Terminal {
  stdout?: NodeJS.WriteStream | undefined;
  stdin?: NodeJS.ReadStream | undefined;
  stderr: NodeJS.WriteStream;
}

/** Where the CLI writes and what it reads from its environment; tests pass their own. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  env: Record<string, string | undefined>;
  /** The terminal, when stdout or stdin is one; absent (as in tests and pipes): plain text, no questions. */
  terminal?: Terminal | undefined;
  /** The time (for token expiry); the real clock unless a test pins it. */
  now?: (() => Date) | undefined;
}

/** The process's own streams and environment; `terminal` as far as they are terminals. */
export const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  terminal:
    process.stdout.isTTY || process.stdin.isTTY
      ? {
          stdout: process.stdout.isTTY ? process.stdout : undefined,
          stdin: process.stdin.isTTY ? process.stdin : undefined,
          stderr: process.stderr,
        }
      : undefined,
};

/** The time now, by `io`'s clock. */
export function nowOf(io: CliIo): Date {
  return io.now?.() ?? new Date();
}
