import type { Command } from 'commander';
import packageJson from '../../../package.json' with { type: 'json' };
import { loadConfig } from '../../config.js';
import { createLogger } from '../../logger.js';

/** Time allowed for requests in flight to finish on shutdown before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Starts the server from the environment's configuration and stops it gracefully on SIGTERM or Ctrl-C. */
async function start(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  // Loaded here, not with the program: the other commands and --help start without the web server,
  // the identity provider and every route.
  const { startServer } = await import('../../composition/start-server.js');
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

/** `lineup-server start` (also what `lineup-server` alone runs). */
export function startCommand(program: Command): void {
  program
    .command('start')
    .summary('start the Lineup Lab server (the default)')
    .description(
      'Starts the Lineup Lab server (what lineup-server alone does). Its configuration comes from the ' +
        'environment: see .env.example.',
    )
    .action(start);
}
