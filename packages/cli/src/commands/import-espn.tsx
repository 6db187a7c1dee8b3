import { espnLeagueOf } from '@lineup-lab/core';
import { type Command, Option } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { serverUrl } from '../server-url.js';
import {
  ESPN_COOKIES_HELP,
  type EspnCookieOptions,
  espnCookiesOf,
  espnFailure,
} from './import-espn-cookies.js';
import { parseSeason, type RosterPickOptions, withRosterPickOptions } from './import-options.js';
import { checkLeagueRef, importFromLeague } from './import-roster.js';

interface EspnOptions extends RosterPickOptions, EspnCookieOptions {
  season?: number;
}

/**
 * The command that names the league again, for the hint: its id and season as read from what was
 * given (an address becomes its id), the cookies as placeholders when they were flags (never their values).
 */
function leagueCommand(league: string, options: EspnOptions): string {
  const read = espnLeagueOf(league);
  const season = options.season ?? read?.season ?? null;
  const cookies = options.espnS2 !== undefined || options.swid !== undefined ? ' --espn-s2 … --swid …' : '';
  return `lineup import espn ${read?.leagueId ?? league}${season === null ? '' : ` --season ${season}`}${cookies}`;
}

/**
 * `lineup import espn LEAGUE [--season YEAR] [--espn-s2 VALUE --swid VALUE] [--team ID] [--name
 * TEAM_NAME] [--yes]`: an ESPN league by its id or the address of one of its pages, pasted as is;
 * its teams, then the preview and the import of `--team` (`importFromLeague`). A private league
 * takes both cookies, from the flags or from `ESPN_S2` and `ESPN_SWID` (`espnCookiesOf`); ESPN's
 * refusal (403) says where to find them.
 */
export function importEspnCommand(imports: Command, io: CliIo): void {
  withServerOptions(
    withRosterPickOptions(
      imports
        .command('espn')
        .description('import your team from an ESPN league (public, or private with your cookies)')
        .argument('<league>', "the league's id, or the address of its page pasted as is (quote it)")
        .addOption(
          new Option(
            '--season <year>',
            "the season (default: the address's, else the one under way)",
          ).argParser(parseSeason),
        )
        .option('--espn-s2 <value>', "ESPN's espn_s2 cookie (default: $ESPN_S2)")
        .option('--swid <value>', "ESPN's SWID cookie (default: $ESPN_SWID)")
        .addHelpText('after', `\n${ESPN_COOKIES_HELP}\n`),
    ),
    'print the SDK’s answer as JSON (the teams, or { preview, imported } with --team)',
  ).action(async (league: string, options: EspnOptions) => {
    const server = serverUrl(options.server, io.env);
    const ref = {
      provider: 'espn',
      league,
      ...(options.season !== undefined && { season: options.season }),
      ...espnCookiesOf(options, io.env),
    } as const;
    checkLeagueRef(ref);
    const client = await signedInClient(io, server);
    await importFromLeague({
      io,
      server,
      client,
      ref,
      options,
      command: leagueCommand(league, options),
      calls: async (calls) => {
        try {
          return await calls();
        } catch (error) {
          throw espnFailure(server, error);
        }
      },
    });
  });
}
