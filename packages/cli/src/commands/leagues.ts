import type { Command } from 'commander';
import type { CliIo } from '../io.js';
import { leaguesCookiesCommand } from './leagues-cookies.js';
import { leaguesListCommand } from './leagues-list.js';
import { leaguesSyncCommand } from './leagues-sync.js';

/** `lineup leagues`: the leagues you imported; `list` is what `lineup leagues` alone runs. */
export function leaguesCommand(program: Command, io: CliIo): void {
  const leagues = program.command('leagues').description('your imported leagues: list them, sync one');
  leaguesListCommand(leagues, io);
  leaguesSyncCommand(leagues, io);
  leaguesCookiesCommand(leagues, io);
}
