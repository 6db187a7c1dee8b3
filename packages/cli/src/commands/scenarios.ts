import type { Command } from 'commander';
import type { CliIo } from '../io.js';
import { scenariosDeleteCommand } from './scenarios-delete.js';
import { scenariosListCommand } from './scenarios-list.js';
import { scenariosLoadCommand } from './scenarios-load.js';
import { scenariosSaveCommand } from './scenarios-save.js';

/** `lineup scenarios`: list, save, load and delete a team's what-if scenarios (pro and exempt tiers). */
export function scenariosCommand(program: Command, io: CliIo): void {
  const scenarios = program.command('scenarios').description("a team's saved what-if scenarios (Pro)");
  scenariosListCommand(scenarios, io);
  scenariosSaveCommand(scenarios, io);
  scenariosLoadCommand(scenarios, io);
  scenariosDeleteCommand(scenarios, io);
}
