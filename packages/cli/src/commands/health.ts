import { createClient, LineupLabError } from '@lineup-lab/sdk';
import type { Command } from 'commander';
import { CliError } from '../cli-error.js';
import type { CliIo } from '../io.js';
import { serverUrl } from '../server-url.js';

interface HealthOptions {
  server?: string;
  json?: boolean;
}

/** `lineup health`: is the server up, and which version it runs. */
export function healthCommand(program: Command, io: CliIo): void {
  program
    .command('health')
    .description('check that a Lineup Lab server is up')
    .option('--server <url>', 'server URL (default: $LINEUP_SERVER, else http://localhost:5005)')
    .option('--json', 'print the health body as JSON')
    .action(async (options: HealthOptions) => {
      const server = serverUrl(options.server, io.env);
      const client = createClient({ baseUrl: server });
      const health = await client.session.health().catch((error: unknown) => {
        if (!(error instanceof LineupLabError)) throw error;
        throw new CliError(`${server}: ${error.message}`, { cause: error });
      });
      if (options.json) {
        io.stdout(`${JSON.stringify(health, null, 2)}\n`);
        return;
      }
      io.stdout(
        [
          `Server: ${health.status} (${server})`,
          `Version: ${health.version}`,
          `Time: ${health.time}`,
          `Signed in: ${health.authenticated ? 'yes' : 'no'}`,
          '',
        ].join('\n'),
      );
    });
}
