import { AuthenticationError, LineupLabError, ValidationError } from '@lineup-lab/sdk';
import { CliError, EXIT } from './cli-error.js';

/** The message for a server that no longer takes the stored sign-in. */
export function signInEndedMessage(server: string): string {
  return `Your sign-in to ${server} has expired or was revoked. Run \`lineup login\`.`;
}

/**
 * What an SDK failure means to the user of `server`, as the CliError the top-level catch reports:
 * - a 401 after the silent refresh: the sign-in ended (or the refresh's own failure, when it had one);
 * - an input the SDK refused before sending (a bad team name, a week out of range): a usage error;
 * - any other `LineupLabError`: the server's message, prefixed by the server (the top-level catch
 *   adds the status, code and request id).
 * Anything else is returned as it is.
 */
export function serverFailure(server: string, error: unknown): unknown {
  if (error instanceof AuthenticationError) {
    if (error.cause instanceof CliError) return error.cause;
    return new CliError(signInEndedMessage(server), { cause: error });
  }
  if (error instanceof ValidationError && error.status === undefined) {
    return new CliError(error.message, { exitCode: EXIT.usage, cause: error });
  }
  if (error instanceof LineupLabError) return new CliError(`${server}: ${error.message}`, { cause: error });
  return error;
}

/** Runs one or more SDK calls against `server`, turning their failures into the user's messages. */
export async function onServer<T>(server: string, calls: () => Promise<T>): Promise<T> {
  try {
    return await calls();
  } catch (error) {
    throw serverFailure(server, error);
  }
}
