import type { HealthResponse } from '@lineup-lab/core';
import { createClient } from '@lineup-lab/sdk';
import type { Command } from 'commander';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';

function healthText(server: string, health: HealthResponse): string {
  return [
    `Server: ${health.status} (${server})`,
    `Version: ${health.version}`,
    `Time: ${health.time}`,
    `Signed in: ${health.authenticated ? 'yes' : 'no'}`,
    '',
  ].join('\n');
}

/** `lineup health`: is the server up, and which version it runs. */
export function healthCommand(program: Command, io: CliIo): void {
  withServerOptions(
    program.command('health').description('check that a Lineup Lab server is up'),
    'print the health body as JSON',
  ).action(async (options: ServerOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = createClient({ baseUrl: server });
    const health = await onServer(server, () => client.session.health());
    present(io, options, health, { text: (result) => healthText(server, result) });
  });
}
