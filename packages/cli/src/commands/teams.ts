import type { Command } from 'commander';
import type { CliIo } from '../io.js';
import { teamsCreateCommand } from './teams-create.js';
import { teamsDeleteCommand } from './teams-delete.js';
import { teamsListCommand } from './teams-list.js';

/** `lineup teams`: the group of team commands; `list` is what `lineup teams` alone runs. */
export function teamsCommand(program: Command, io: CliIo): void {
  const teams = program.command('teams').description('list, create and delete your teams');
  teamsListCommand(teams, io);
  teamsCreateCommand(teams, io);
  teamsDeleteCommand(teams, io);
}
