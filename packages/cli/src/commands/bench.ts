import { BENCH } from '@lineup-lab/core';
import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';
import { movedText } from './moved-text.js';
import { teamPlayer } from './resolve-player.js';

/** `lineup bench TEAM PLAYER`: moves a starter to the bench (`client.lineups.movePlayer`). */
export function benchCommand(program: Command, io: CliIo): void {
  withServerOptions(
    program
      .command('bench')
      .description('move a starter to the bench')
      .argument('<team>', 'the team name (quote it if it has spaces)')
      .argument('<player>', 'the player: an id, or (part of) a name on the team'),
    'print { team } (client.lineups.movePlayer) as JSON',
  ).action(async (teamName: string, wanted: string, options: ServerOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const before = await onServer(server, () => teamPlayer(client, teamName, wanted));
    const result = await onServer(server, () =>
      client.lineups.movePlayer({
        teamName,
        playerId: before.player._id,
        fromPosition: before.place,
        toPosition: BENCH,
        expectedVersion: before.team.version,
      }),
    );
    present(io, options, result, {
      text: ({ team }) => movedText({ team, moved: before, to: BENCH }),
    });
  });
}
