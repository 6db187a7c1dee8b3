import { PLAYER_SEARCH_MAX_LIMIT } from '@lineup-lab/core';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { PlayersScreen, playersText } from '../screens/players-view.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';

interface SearchOptions extends ServerOptions {
  limit?: number;
}

function parseLimit(value: string): number {
  const limit = Number(value);
  if (!/^\d+$/.test(value.trim()) || limit < 1 || limit > PLAYER_SEARCH_MAX_LIMIT) {
    throw new InvalidArgumentError(`limit must be a whole number from 1 to ${PLAYER_SEARCH_MAX_LIMIT}`);
  }
  return limit;
}

/** `lineup players search QUERY [--limit N]`: catalogue players whose name contains QUERY (`client.players.search`). */
export function playersCommand(program: Command, io: CliIo): void {
  const players = program.command('players').description('search the player catalogue');
  withServerOptions(
    players
      .command('search')
      .description('players whose name contains QUERY, best match first')
      .argument('<query>', 'at least 2 characters of a name')
      .addOption(
        new Option('--limit <n>', `at most this many (1–${PLAYER_SEARCH_MAX_LIMIT}, default 20)`).argParser(
          parseLimit,
        ),
      ),
    'print { players } (client.players.search) as JSON',
  ).action(async (query: string, options: SearchOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const result = await onServer(server, () =>
      client.players.search({ q: query, ...(options.limit !== undefined && { limit: options.limit }) }),
    );
    present(io, options, {
      result,
      text: (answer) => playersText(answer, query),
      screen: (answer) => <PlayersScreen result={answer} query={query} />,
    });
  });
}
