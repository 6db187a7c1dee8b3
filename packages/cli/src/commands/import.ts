import type { Command } from 'commander';
import type { CliIo } from '../io.js';
import { importEspnCommand } from './import-espn.js';
import { importSleeperCommand } from './import-sleeper.js';
import { importYahooCommand } from './import-yahoo.js';

/**
 * `lineup import sleeper|espn|yahoo`: find a league at its host, pick your team in it, see what it
 * would make (slots, bench, players not matched, notes), and import it as a team.
 */
export function importCommand(program: Command, io: CliIo): void {
  const imports = program
    .command('import')
    .description('import your team from a Sleeper, ESPN or Yahoo league');
  importSleeperCommand(imports, io);
  importEspnCommand(imports, io);
  importYahooCommand(imports, io);
}
