import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { viewerTimeDisplay } from '../render/time-display.js';
import { PlanScreen, planText } from '../screens/plan-view.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';

/**
 * `lineup plan`: your tier, usage against its limits (`client.user.subscriptionStatus()`) and the
 * billing page (`<server>/billing`) where the plan is changed.
 */
export function planCommand(program: Command, io: CliIo): void {
  withServerOptions(
    program.command('plan').description('show your plan: tier, usage, limits and the billing page'),
    'print the subscription status (client.user.subscriptionStatus) as JSON',
  ).action(async (options: ServerOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const status = await onServer(server, () => client.user.subscriptionStatus());
    const time = viewerTimeDisplay(io.env);
    present(io, options, {
      result: status,
      text: (result) => planText(server, result, time),
      screen: (result) => <PlanScreen server={server} status={result} time={time} />,
    });
  });
}
