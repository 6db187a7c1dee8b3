import { locatePlayer, rosterOf } from '@lineup-lab/core';
import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';
import { catalogueId, playerLabel } from './resolve-player.js';

/**
 * `lineup add TEAM PLAYER`: adds a catalogue player to the team's bench (`client.lineups.addPlayer`).
 * PLAYER is an id or a name, looked up with `client.players.search`; several matches are refused.
 */
export function addCommand(program: Command, io: CliIo): void {
  withServerOptions(
    program
      .command('add')
      .description("add a player to a team's bench")
      .argument('<team>', 'the team name (quote it if it has spaces)')
      .argument('<player>', 'the player: an id, or a name to search the catalogue for'),
    'print { team } (client.lineups.addPlayer) as JSON',
  ).action(async (teamName: string, wanted: string, options: ServerOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const playerId = await onServer(server, () => catalogueId(client, wanted));
    const result = await onServer(server, () => client.lineups.addPlayer({ teamName, playerId }));
    present(io, options, {
      result,
      text: ({ team }) => {
        const added = locatePlayer(rosterOf(team), playerId)?.player;
        return `Added ${added ? playerLabel(added) : playerId} to the bench of '${team.teamName}'.\n`;
      },
    });
  });
}
