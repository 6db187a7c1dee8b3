import { Command } from 'commander';
import packageJson from '../../../package.json' with { type: 'json' };
import { backupCommand } from './backup.js';
import { exitCodeOf } from './command-support.js';
import { dataImportCommand } from './data-import.js';
import { dataSyncCommand } from './data-sync.js';
import { migrateCommand } from './migrate.js';
import { modelBacktestCommand } from './model-backtest.js';
import { modelBacktestRosCommand } from './model-backtest-ros.js';
import { modelTrainCommand } from './model-train.js';
import { restoreCommand } from './restore.js';
import { startCommand } from './start.js';

/** The `lineup-server` program: `start`, `data import|sync`, `model train|backtest`, `migrate`, `backup`, `restore`. */
function createProgram(): Command {
  const program = new Command('lineup-server')
    .description('The Lineup Lab server, and its NFL data and model tasks.')
    .version(packageJson.version)
    .exitOverride()
    .showHelpAfterError();
  startCommand(program);
  const data = program.command('data').description('NFL data: import a file, or download a season');
  dataImportCommand(data);
  dataSyncCommand(data);
  const model = program.command('model').description('the projection models: train them, or back-test one');
  modelTrainCommand(model);
  modelBacktestCommand(model);
  modelBacktestRosCommand(model);
  backupCommand(program);
  restoreCommand(program);
  migrateCommand(program);
  return program;
}

/**
 * Runs `lineup-server` with `argv` (the arguments after the program name; none is `start`) and
 * answers the exit code: 0 done (or the server started and runs), 1 failed, 2 bad arguments
 * (printed with the command's help). It never calls `process.exit` itself.
 * @example
 * process.exitCode = await runServerCli(process.argv.slice(2));
 */
export async function runServerCli(argv: readonly string[]): Promise<number> {
  try {
    await createProgram().parseAsync(argv.length === 0 ? ['start'] : [...argv], { from: 'user' });
    return 0;
  } catch (error) {
    return exitCodeOf(error);
  }
}
