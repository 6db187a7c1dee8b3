import { dropPlayer, rosterOf } from '@lineup-lab/core';
import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { CliError } from '../cli-error.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { confirm } from '../render/ask.js';
import { present } from '../render/output.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';
import { playerLabel, teamPlayer } from './resolve-player.js';

interface DropOptions extends ServerOptions {
  yes?: boolean;
}

/**
 * `lineup drop TEAM PLAYER`: releases a bench player from the team (`client.lineups.dropPlayer`;
 * a starter is refused before asking, by core's rule the server applies). As `teams delete`, it asks first on a terminal, `--yes` skips the
 * question, and without a terminal to ask on it refuses unless given `--yes`.
 */
export function dropCommand(program: Command, io: CliIo): void {
  withServerOptions(
    program
      .command('drop')
      .description('release a bench player from a team')
      .argument('<team>', 'the team name (quote it if it has spaces)')
      .argument('<player>', 'the player: an id, or (part of) a name on the team')
      .option('-y, --yes', 'drop without asking'),
    'print { team } (client.lineups.dropPlayer) as JSON',
  ).action(async (teamName: string, wanted: string, options: DropOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const { team, player } = await onServer(server, () => teamPlayer(client, teamName, wanted));
    const label = playerLabel(player);
    // The server's own rule (core's), checked before asking: only bench players can be dropped.
    const allowed = dropPlayer(rosterOf(team), player._id);
    if (!allowed.ok) throw new CliError(`${allowed.error.message}.`);
    if (!options.yes) {
      const answer = await confirm(
        io.terminal,
        `Drop ${label} from '${team.teamName}'? This cannot be undone.`,
      );
      if (answer === undefined) {
        throw new CliError(`Refusing to drop ${player.playerName} without confirmation: pass --yes.`);
      }
      if (!answer) throw new CliError(`${player.playerName} was not dropped.`);
    }
    const result = await onServer(server, () =>
      client.lineups.dropPlayer({ teamName, playerId: player._id, expectedVersion: team.version }),
    );
    present(io, options, { result, text: (answer) => `Dropped ${label} from '${answer.team.teamName}'.\n` });
  });
}
