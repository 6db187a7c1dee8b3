import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { CliError, EXIT } from '../cli-error.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { serverUrl } from '../server-url.js';
import {
  ESPN_COOKIES_HELP,
  type EspnCookieOptions,
  espnCookiesOf,
  espnFailure,
} from './import-espn-cookies.js';

/**
 * `lineup leagues cookies ID [--espn-s2 VALUE --swid VALUE]`: new cookies for an imported private
 * ESPN league (`client.leagues.setCredentials`), from the flags or `ESPN_S2` and `ESPN_SWID`; the
 * server keeps them only once they open the league.
 */
export function leaguesCookiesCommand(leagues: Command, io: CliIo): void {
  withServerOptions(
    leagues
      .command('cookies')
      .description("give an imported private ESPN league new cookies (when ESPN's have expired)")
      .argument('<id>', 'the league’s ID in `lineup leagues`')
      .option('--espn-s2 <value>', "ESPN's espn_s2 cookie (default: $ESPN_S2)")
      .option('--swid <value>', "ESPN's SWID cookie (default: $ESPN_SWID)")
      .addHelpText('after', `\n${ESPN_COOKIES_HELP}\n`),
    'print { leagues } as JSON',
  ).action(async (id: string, options: ServerOptions & EspnCookieOptions) => {
    const server = serverUrl(options.server, io.env);
    const { espnS2, swid } = espnCookiesOf(options, io.env);
    if (espnS2 === undefined || swid === undefined) {
      throw new CliError('Give the cookies: ESPN_S2 and ESPN_SWID, or --espn-s2 and --swid.', {
        exitCode: EXIT.usage,
      });
    }
    const client = await signedInClient(io, server);
    const result = await client.leagues.setCredentials(id, { espnS2, swid }).catch((error: unknown) => {
      throw espnFailure(server, error, 'Copy them again, then run this again.');
    });
    const league = result.leagues.find((each) => each.id === id);
    present(io, options, {
      result,
      text: () => `New cookies saved for ${league ? league.name : `league ${id}`}: they open it.\n`,
    });
  });
}
