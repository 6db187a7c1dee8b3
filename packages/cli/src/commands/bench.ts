import { BENCH } from '@lineup-lab/core';
import type { Command } from 'commander';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { movePlayerTo } from './move.js';

/** `lineup bench TEAM PLAYER`: moves a starter to the bench (`client.lineups.movePlayer`). */
export function benchCommand(program: Command, io: CliIo): void {
  withServerOptions(
    program
      .command('bench')
      .description('move a starter to the bench')
      .argument('<team>', 'the team name (quote it if it has spaces)')
      .argument('<player>', 'the player: an id, or (part of) a name on the team'),
    'print { team } (client.lineups.movePlayer) as JSON',
  ).action((teamName: string, wanted: string, options: ServerOptions) =>
    movePlayerTo(io, { teamName, wanted, place: BENCH, options }),
  );
}
