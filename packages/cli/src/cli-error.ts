/** Exit codes of the `lineup` command. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** A failure to report as is: the message is for the user, no stack trace. */
export class CliError extends Error {
  override readonly name = 'CliError';
  readonly exitCode: number;

  constructor(message: string, options: { exitCode?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.exitCode = options.exitCode ?? EXIT.failed;
  }
}
