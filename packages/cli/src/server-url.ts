import { DEFAULT_PORT } from '@lineup-lab/core';
import { CliError, EXIT } from './cli-error.js';
import type { CliIo } from './io.js';

/** The server used when neither `--server` nor `LINEUP_SERVER` is given. */
export const DEFAULT_SERVER = `http://localhost:${DEFAULT_PORT}`;

/**
 * The server to talk to: `--server`, else `LINEUP_SERVER`, else {@link DEFAULT_SERVER}.
 * A value that is not an http(s) URL is a usage error naming where it came from.
 */
export function serverUrl(flag: string | undefined, env: CliIo['env']): string {
  const [value, source] =
    flag !== undefined
      ? [flag, '--server']
      : env.LINEUP_SERVER
        ? [env.LINEUP_SERVER, 'LINEUP_SERVER']
        : [DEFAULT_SERVER, 'the default'];
  const protocol = URL.canParse(value) ? new URL(value).protocol : undefined;
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new CliError(`${source} must be an http(s) URL such as ${DEFAULT_SERVER}, got "${value}"`, {
      exitCode: EXIT.usage,
    });
  }
  return value;
}
