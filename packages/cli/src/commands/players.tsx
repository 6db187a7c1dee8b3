import { PLAYER_SEARCH_MAX_LIMIT, SEARCH_POSITIONS, type SearchPosition } from '@lineup-lab/core';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { type ServerOptions, weekOption, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { PlayersScreen, playersText } from '../screens/players-view.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';

interface SearchOptions extends ServerOptions {
  limit?: number;
  position?: SearchPosition;
  team?: string;
  available?: boolean;
  week?: number;
}

function parseLimit(value: string): number {
  const limit = Number(value);
  if (!/^\d+$/.test(value.trim()) || limit < 1 || limit > PLAYER_SEARCH_MAX_LIMIT) {
    throw new InvalidArgumentError(`limit must be a whole number from 1 to ${PLAYER_SEARCH_MAX_LIMIT}`);
  }
  return limit;
}

/**
 * `lineup players search [QUERY] [--position P] [--team TEAM] [--available] [--week N] [--limit N]`:
 * catalogue players whose name contains QUERY and/or who play P (a position alone browses it by
 * projection), with the week's opponent and projection in the team's mode and scoring
 * (`client.players.search`).
 */
export function playersCommand(program: Command, io: CliIo): void {
  const players = program.command('players').description('search the player catalogue');
  withServerOptions(
    players
      .command('search')
      .description('players whose name contains QUERY (or who play --position), best match first')
      .argument('[query]', 'at least 2 characters of a name (may be left out with --position)')
      .addOption(
        new Option('--position <position>', 'only this position (FLEX: RB, WR, TE)').choices(
          SEARCH_POSITIONS,
        ),
      )
      .option('--team <team>', "work the projections out in this team's mode and scoring")
      .option('--available', "only players on no roster of the team's imported league (needs --team)")
      .addOption(weekOption())
      .addOption(
        new Option('--limit <n>', `at most this many (1–${PLAYER_SEARCH_MAX_LIMIT}, default 20)`).argParser(
          parseLimit,
        ),
      ),
    'print { players, total, week } (client.players.search) as JSON',
  ).action(async (query: string | undefined, options: SearchOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const result = await onServer(server, () =>
      client.players.search({
        ...(query !== undefined && { q: query }),
        ...(options.position && { position: options.position }),
        ...(options.team && { teamName: options.team }),
        ...(options.available && { available: true }),
        ...(options.week !== undefined && { week: options.week }),
        ...(options.limit !== undefined && { limit: options.limit }),
      }),
    );
    const asked = query ?? options.position ?? '';
    present(io, options, {
      result,
      text: (answer) => playersText(answer, asked),
      screen: (answer) => <PlayersScreen result={answer} query={asked} />,
    });
  });
}
