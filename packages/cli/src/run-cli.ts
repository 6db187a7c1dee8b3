import { LineupLabError } from '@lineup-lab/sdk';
import { Command, CommanderError } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { CliError, EXIT } from './cli-error.js';
import { addCommand } from './commands/add.js';
import { adminCommand } from './commands/admin.js';
import { adviseCommand } from './commands/advise.js';
import { benchCommand } from './commands/bench.js';
import { dropCommand } from './commands/drop.js';
import { healthCommand } from './commands/health.js';
import { historyCommand } from './commands/history.js';
import { importCommand } from './commands/import.js';
import { leaguesCommand } from './commands/leagues.js';
import { loginCommand } from './commands/login.js';
import { logoutCommand } from './commands/logout.js';
import { modeCommand } from './commands/mode.js';
import { moveCommand } from './commands/move.js';
import { optimizeCommand } from './commands/optimize.js';
import { planCommand } from './commands/plan.js';
import { playersCommand } from './commands/players.js';
import { recordCommand } from './commands/record.js';
import { restoreCommand } from './commands/restore.js';
import { scenariosCommand } from './commands/scenarios.js';
import { scoringCommand } from './commands/scoring.js';
import { showCommand } from './commands/show.js';
import { teamsCommand } from './commands/teams.js';
import { tradeCommand } from './commands/trade.js';
import { waiversCommand } from './commands/waivers.js';
import { whoamiCommand } from './commands/whoami.js';
import { type CliIo, processIo } from './io.js';

/** A command (or group of commands) adds itself to the program, with the io it writes to. */
type CommandRegistrar = (program: Command, io: CliIo) => void;

/** Every command, in the order `lineup --help` lists them. */
const COMMANDS: readonly CommandRegistrar[] = [
  loginCommand,
  logoutCommand,
  whoamiCommand,
  teamsCommand,
  importCommand,
  leaguesCommand,
  showCommand,
  addCommand,
  moveCommand,
  benchCommand,
  dropCommand,
  optimizeCommand,
  modeCommand,
  scoringCommand,
  historyCommand,
  restoreCommand,
  recordCommand,
  waiversCommand,
  tradeCommand,
  playersCommand,
  scenariosCommand,
  adviseCommand,
  planCommand,
  healthCommand,
  adminCommand,
];

function createProgram(io: CliIo): Command {
  const program = new Command('lineup')
    .description('Lineup Lab from the terminal')
    .version(packageJson.version)
    // Set before the commands are added, so that each inherits them (subcommands too).
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr });
  for (const register of COMMANDS) register(program, io);
  return program;
}

/** The one place a failure becomes a message and an exit code. */
function report(error: unknown, io: CliIo): number {
  if (error instanceof CommanderError) {
    // commander has already printed the help, the version or the usage problem
    return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  }
  if (error instanceof CliError) {
    io.stderr(`Error: ${error.message}\n`);
    const cause = error.cause;
    if (cause instanceof LineupLabError && cause.status !== undefined) {
      const id = cause.requestId ? `, request id ${cause.requestId}` : '';
      io.stderr(`(HTTP ${cause.status}, ${cause.code}${id})\n`);
    }
    return error.exitCode;
  }
  io.stderr(`Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  return EXIT.failed;
}

/**
 * Runs the `lineup` command with `argv` (the arguments after the program name) and returns the exit
 * code; it never calls `process.exit`.
 *
 * @example
 * process.exitCode = await runCli(process.argv.slice(2));
 */
export async function runCli(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  try {
    await createProgram(io).parseAsync([...argv], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    return report(error, io);
  }
}
