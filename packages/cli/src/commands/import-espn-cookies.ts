import { IMPORT_MESSAGES } from '@lineup-lab/core';
import { PermissionError, UpgradeRequiredError } from '@lineup-lab/sdk';
import { CliError, EXIT } from '../cli-error.js';
import type { CliIo } from '../io.js';
import { serverFailure } from '../server-failure.js';

/** ESPN's two cookies as given on the command line (either may be absent). */
export interface EspnCookieOptions {
  espnS2?: string;
  swid?: string;
}

/** Where ESPN's cookies are. */
const ESPN_COOKIES_WHERE = [
  'A private ESPN league needs the two cookies ESPN sets when you sign in: espn_s2 and SWID.',
  'In a desktop browser signed in at https://fantasy.espn.com, open the developer tools (F12),',
  'then Application (Chrome, Edge) or Storage (Firefox, Safari) → Cookies → https://fantasy.espn.com,',
  'and copy the values of espn_s2 and SWID (SWID with its braces: {1A2B3C4D-…}).',
].join('\n');

/** How to give the cookies to a command that takes `--espn-s2` and `--swid`. */
const ESPN_COOKIES_GIVE = [
  'Give them in the environment as ESPN_S2 and ESPN_SWID, so that they stay out of your shell',
  'history, or with --espn-s2 and --swid. They are sent to the server only, which keeps them encrypted.',
].join('\n');

/** Where ESPN's cookies are and how to give them: `--help`, and the answer to a private league. */
export const ESPN_COOKIES_HELP = `${ESPN_COOKIES_WHERE}\n${ESPN_COOKIES_GIVE}`;

/** A cookie's value: the flag's, else the environment's; blank counts as absent. */
function cookieValue(flag: string | undefined, env: string | undefined): string | undefined {
  const value = flag ?? env;
  return value === undefined || value.trim() === '' ? undefined : value;
}

/**
 * ESPN's cookies for a league: `--espn-s2` and `--swid`, else `ESPN_S2` and `ESPN_SWID` from the
 * environment; both, or neither (a public league). One without the other is refused here as a
 * usage error that says where the one came from, before anything is sent.
 */
export function espnCookiesOf(options: EspnCookieOptions, env: CliIo['env']): EspnCookieOptions {
  const espnS2 = cookieValue(options.espnS2, env.ESPN_S2);
  const swid = cookieValue(options.swid, env.ESPN_SWID);
  if ((espnS2 === undefined) !== (swid === undefined)) {
    const [given, from, missing] =
      espnS2 !== undefined
        ? ['espn_s2', options.espnS2 !== undefined ? '--espn-s2' : 'ESPN_S2', 'SWID (--swid or ESPN_SWID)']
        : ['SWID', options.swid !== undefined ? '--swid' : 'ESPN_SWID', 'espn_s2 (--espn-s2 or ESPN_S2)'];
    throw new CliError(
      `${IMPORT_MESSAGES.espnCookiesTogether}: ${given} was given (${from}) but not ${missing}.`,
      { exitCode: EXIT.usage },
    );
  }
  return espnS2 === undefined || swid === undefined ? {} : { espnS2, swid };
}

/** Whether `error` is the server's 403 for a league the access given does not open (not a tier's). */
export function isPrivateLeagueRefusal(error: unknown): error is PermissionError {
  return error instanceof PermissionError && !(error instanceof UpgradeRequiredError);
}

/**
 * What an ESPN call's failure means to the user of `server`: a 403 (ESPN keeps the league private
 * from the access given) is the server's message followed by where to find the cookies and `give`,
 * how to give them (default: the import's flags and environment); anything else as every command
 * tells it (`serverFailure`).
 */
export function espnFailure(server: string, error: unknown, give: string = ESPN_COOKIES_GIVE): unknown {
  if (isPrivateLeagueRefusal(error)) {
    return new CliError(`${server}: ${error.message}\n\n${ESPN_COOKIES_WHERE}\n${give}`, { cause: error });
  }
  return serverFailure(server, error);
}
