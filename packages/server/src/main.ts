import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import packageJson from '../package.json' with { type: 'json' };
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';

const USAGE = `Usage: lineup-server [command]

Commands:
  start    start the Lineup Lab server (the default; PORT, HOST, WEB_ROOT from the environment)

Options:
  -h, --help    show this help`;

/** Time allowed for open requests to finish on shutdown before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function start(): void {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  const app = createApp({
    version: packageJson.version,
    webRoot: config.webRoot,
    logger,
    corsOrigins: config.corsOrigins,
  });
  const server = app.listen(config.port, config.host, (error?: Error) => {
    if (error) {
      console.error(`Could not listen on ${config.host}:${config.port}: ${error.message}`);
      process.exit(1);
    }
    const { port } = server.address() as AddressInfo;
    console.log(`Lineup Lab is running at http://localhost:${port}`);
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second signal: stop now
    stopping = true;
    console.log(`${signal} received, shutting down`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
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

function main(argv: string[]): void {
  const { positionals, values } = parseArgv(argv);
  if (values.help === true) {
    console.log(USAGE);
    return;
  }
  const [command = 'start', ...rest] = positionals;
  if (command !== 'start' || rest.length > 0) usageError(`Unknown command: ${positionals.join(' ')}`);
  try {
    start();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

main(process.argv.slice(2));
