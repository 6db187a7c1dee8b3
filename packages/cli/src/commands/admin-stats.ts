import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { viewerTimeDisplay } from '../render/time-display.js';
import { mlStatusText, statsText } from '../screens/admin-views.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';

/** `lineup admin stats`: the overview counts and the recent users (`client.admin.stats()`). */
export function adminStatsCommand(admin: Command, io: CliIo): void {
  withServerOptions(
    admin.command('stats').description('overview: users, teams, players, recent users'),
    'print { stats, recent } as JSON',
  ).action(async (options: ServerOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const result = await onServer(server, () => client.admin.stats());
    const time = viewerTimeDisplay(io.env);
    present(io, options, { result, text: (answer) => statsText(answer, time) });
  });
}

/** `lineup admin ml-status`: the active model, loaded models, features (`client.ml.status()`). */
export function adminMlStatusCommand(admin: Command, io: CliIo): void {
  withServerOptions(
    admin.command('ml-status').description('the ML system: active model, loaded models, features'),
    'print the ML status as JSON',
  ).action(async (options: ServerOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const result = await onServer(server, () => client.ml.status());
    present(io, options, { result, text: mlStatusText });
  });
}
