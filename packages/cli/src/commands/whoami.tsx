import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { type WhoAmI, WhoAmIScreen, whoamiText } from '../screens/whoami-view.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';

/** `lineup whoami`: who the server takes the stored sign-in for (email, tier, admin). */
export function whoamiCommand(program: Command, io: CliIo): void {
  withServerOptions(
    program.command('whoami').description('show who you are signed in as: email, tier, admin'),
    'print { profile, subscription } as JSON',
  ).action(async (options: ServerOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const who: WhoAmI = await onServer(server, async () => {
      const [profile, subscription] = await Promise.all([
        client.user.profile(),
        client.user.subscriptionStatus(),
      ]);
      return { profile, subscription };
    });
    present(io, options, {
      result: who,
      text: (result) => whoamiText(server, result),
      screen: (result) => <WhoAmIScreen server={server} who={result} />,
    });
  });
}
