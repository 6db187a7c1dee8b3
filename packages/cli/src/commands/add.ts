import { BENCH, locatePlayer, rosterOf } from '@lineup-lab/core';
import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';
import { catalogueId, playerLabel } from './resolve-player.js';

interface AddOptions extends ServerOptions {
  bench?: boolean;
}

/**
 * `lineup add TEAM PLAYER [--bench]`: adds a catalogue player to the team (`client.lineups.addPlayer`)
 * where he fits — the best empty starting slot he may fill, else the bench (`placement: 'fit'`) —
 * or, with `--bench`, to the bench. PLAYER is an id or a name, looked up with
 * `client.players.search`; several matches are refused. Says where he went.
 */
export function addCommand(program: Command, io: CliIo): void {
  withServerOptions(
    program
      .command('add')
      .description('add a player to a team: into the empty starting slot he fits, else the bench')
      .argument('<team>', 'the team name (quote it if it has spaces)')
      .argument('<player>', 'the player: an id, or a name to search the catalogue for')
      .option('--bench', 'put him on the bench even when a starting slot he fits is empty'),
    'print { team, placed } (client.lineups.addPlayer) as JSON',
  ).action(async (teamName: string, wanted: string, options: AddOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const playerId = await onServer(server, () => catalogueId(client, wanted));
    const placement = options.bench ? 'bench' : 'fit';
    const result = await onServer(server, () => client.lineups.addPlayer({ teamName, playerId, placement }));
    present(io, options, {
      result,
      text: ({ team, placed }) => {
        const added = locatePlayer(rosterOf(team), playerId)?.player;
        const label = added ? playerLabel(added) : playerId;
        return placed === BENCH
          ? `Added ${label} to the bench of '${team.teamName}'.\n`
          : `Added ${label} at ${placed} in '${team.teamName}'.\n`;
      },
    });
  });
}
