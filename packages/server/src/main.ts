import { parseArgs } from 'node:util';
import packageJson from '../package.json' with { type: 'json' };
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { startServer } from './start-server.js';

const USAGE = `Usage: lineup-server [command]

Commands:
  start                          start the Lineup Lab server (the default); configuration from
                                 the environment, see .env.example
  data import FILE --format F    import one NFL data file into the store
  data sync --season N           download a season's public nflverse files and import them
  model train                    train the projection models on the stored data; the best by
                                 back-test becomes active, and its weekly predictions are stored
  model backtest --season S ...  walk-forward back-test on NFL.com files (see the server README)

Run a command with --help for its options.

Options:
  -h, --help    show this help`;

/** The commands other than start; each module parses its own options and sets the exit code. */
const COMMANDS: Record<string, () => Promise<{ run(args: string[]): Promise<void> }>> = {
  'data import': () => import('./commands/data-import.js'),
  'data sync': () => import('./commands/data-sync.js'),
  'model train': () => import('./commands/model-train.js'),
  'model backtest': () => import('./commands/model-backtest.js'),
};

/** Time allowed for requests in flight to finish on shutdown before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function start(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  const server = await startServer(config, { version: packageJson.version, logger });
  if (server.generatedAdminPassword) {
    console.log(
      `Created the administrator ${config.auth.adminEmail} with the password ${server.generatedAdminPassword}\n` +
        'It is shown this once: keep it, or set ADMIN_PASSWORD before the first start next time.',
    );
  }
  console.log(`Lineup Lab is running at ${server.url}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second signal: stop now
    stopping = true;
    console.log(`${signal} received, shutting down`);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

function usageError(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const OPTIONS = { help: { type: 'boolean', short: 'h' } } as const;

function parseArgv(argv: string[]) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error));
  }
}

async function main(argv: string[]): Promise<void> {
  const [group, action] = argv;
  const command = COMMANDS[`${group} ${action}`];
  if (command) {
    await (await command()).run(argv.slice(2));
    return;
  }
  const { positionals, values } = parseArgv(argv);
  if (values.help === true) {
    console.log(USAGE);
    return;
  }
  const [name = 'start', ...rest] = positionals;
  if (name !== 'start' || rest.length > 0) usageError(`Unknown command: ${positionals.join(' ')}`);
  try {
    await start();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

await main(process.argv.slice(2));
