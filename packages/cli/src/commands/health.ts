import type { HealthResponse } from '@lineup-lab/core';
import { createClient, type LineupLabClient } from '@lineup-lab/sdk';
import type { Command } from 'commander';
import { signedInClient, userCredentials } from '../auth/signed-in-client.js';
import { CliError } from '../cli-error.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { onServer, signInEndedMessage } from '../server-failure.js';
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

/** The client health asks with: the signed-in one (its token sent) when there is a stored sign-in. */
async function healthClient(io: CliIo, server: string): Promise<LineupLabClient> {
  const stored = await userCredentials(io).read(server);
  return stored ? signedInClient(io, server) : createClient({ baseUrl: server });
}

/**
 * `lineup health`: is the server up, which version it runs, and whether it takes the stored sign-in
 * (the token is sent when there is one; a sign-in that has ended is "Signed in: no", not a failure).
 */
export function healthCommand(program: Command, io: CliIo): void {
  withServerOptions(
    program.command('health').description('check that a Lineup Lab server is up'),
    'print the health body as JSON',
  ).action(async (options: ServerOptions) => {
    const server = serverUrl(options.server, io.env);
    const health = await onServer(server, async () =>
      (await healthClient(io, server)).session.health(),
    ).catch((error: unknown) => {
      if (!(error instanceof CliError && error.message === signInEndedMessage(server))) throw error;
      return onServer(server, () => createClient({ baseUrl: server }).session.health());
    });
    present(io, options, { result: health, text: (result) => healthText(server, result) });
  });
}
