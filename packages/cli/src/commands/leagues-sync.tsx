import type { LeaguesResponse } from '@lineup-lab/core';
import type { LineupLabClient } from '@lineup-lab/sdk';
import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { SyncScreen, syncText } from '../screens/import-leagues-view.js';
import { serverFailure } from '../server-failure.js';
import { serverUrl } from '../server-url.js';
import { espnFailure, isPrivateLeagueRefusal } from './import-espn-cookies.js';

/**
 * A sync's failure as the user reads it: when the host refused the access it holds (403) and the
 * league is ESPN's, the server's message with where to find new cookies and how to give them
 * (`lineup leagues cookies ID`); anything else as every command tells it.
 */
async function syncFailure(
  client: LineupLabClient,
  server: string,
  id: string,
  error: unknown,
): Promise<unknown> {
  if (!isPrivateLeagueRefusal(error)) return serverFailure(server, error);
  const { leagues } = await client.leagues.list().catch((): LeaguesResponse => ({ leagues: [] }));
  if (leagues.find((league) => league.id === id)?.provider !== 'espn') return serverFailure(server, error);
  const give = `Give the new ones with \`lineup leagues cookies ${id}\` (ESPN_S2 and ESPN_SWID, or --espn-s2 and --swid).`;
  return espnFailure(server, error, give);
}

/**
 * `lineup leagues sync ID`: refreshes an imported league's team from its host
 * (`client.leagues.sync(id)`: trades, adds and drops; the lineup choices kept where still valid)
 * and says who was added and dropped, who was not matched, and the notes.
 */
export function leaguesSyncCommand(leagues: Command, io: CliIo): void {
  withServerOptions(
    leagues
      .command('sync')
      .description("refresh an imported league's team from its host (trades, adds, drops)")
      .argument('<id>', 'the league’s ID in `lineup leagues`'),
    'print { league, team, added, dropped, unmatched, notes } as JSON',
  ).action(async (id: string, options: ServerOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const result = await client.leagues.sync(id).catch(async (error: unknown) => {
      throw await syncFailure(client, server, id, error);
    });
    present(io, options, {
      result,
      text: syncText,
      screen: (answer) => <SyncScreen result={answer} />,
    });
  });
}
