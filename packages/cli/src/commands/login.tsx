import { createClient } from '@lineup-lab/sdk';
import type { Command } from 'commander';
import { startDeviceLogin } from '../auth/device-login.js';
import { signInSettings } from '../auth/issuer.js';
import { signedInClient, userCredentials } from '../auth/signed-in-client.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import { type CliIo, nowOf } from '../io.js';
import { type LiveScreen, liveScreen } from '../render/live-screen.js';
import { jsonDocument } from '../render/output.js';
import { DeviceLoginScreen, devicePromptText, signedInText } from '../screens/device-login-view.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';

/**
 * `lineup login`: the OAuth device flow at the server's issuer. Shows the page and the code (and the
 * page with the code filled in), opens nothing, polls until the code is approved, stores the tokens
 * for this server and says who signed in. With `--json` the prompt goes to stderr and stdout gets
 * the profile (`client.user.profile()`).
 */
export function loginCommand(program: Command, io: CliIo): void {
  withServerOptions(
    program.command('login').description('sign in to a server from this terminal (OAuth device flow)'),
    'print the signed-in profile as JSON (the prompt goes to stderr)',
  ).action(async (options: ServerOptions) => {
    const server = serverUrl(options.server, io.env);
    const authConfig = await onServer(server, () => createClient({ baseUrl: server }).session.authConfig());
    const login = await startDeviceLogin(signInSettings(authConfig, io.env));
    const { prompt } = login;

    const terminal = io.terminal;
    let screen: LiveScreen | undefined;
    if (!options.json && terminal?.stdout) {
      screen = liveScreen(
        { ...terminal, stdout: terminal.stdout },
        <DeviceLoginScreen server={server} prompt={prompt} state={{ kind: 'waiting' }} />,
      );
    } else {
      (options.json ? io.stderr : io.stdout)(devicePromptText(server, prompt));
    }

    try {
      const session = await login.approved({ now: () => nowOf(io) });
      await userCredentials(io).write(server, session);
      const client = await signedInClient(io, server);
      const profile = await onServer(server, () => client.user.profile());
      await screen?.finish(
        <DeviceLoginScreen
          server={server}
          prompt={prompt}
          state={{ kind: 'signed-in', email: profile.email }}
        />,
      );
      if (options.json) io.stdout(jsonDocument(profile));
      else if (!screen) io.stdout(`${signedInText(server, profile.email)}\n`);
    } catch (error) {
      // The reason follows on stderr, from the top-level catch.
      const failed = { kind: 'failed', message: 'Not signed in.' } as const;
      await screen?.finish(<DeviceLoginScreen server={server} prompt={prompt} state={failed} />);
      throw error;
    }
  });
}
