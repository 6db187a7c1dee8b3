import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { viewerTimeDisplay } from '../render/time-display.js';
import { TeamsScreen, teamsText } from '../screens/teams-view.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';

/** `lineup teams [list]`: your teams, oldest first (`client.user.teams()`). */
export function teamsListCommand(teams: Command, io: CliIo): void {
  withServerOptions(
    teams.command('list', { isDefault: true }).description('list your teams (the default)'),
    'print { teams } as JSON',
  ).action(async (options: ServerOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const result = await onServer(server, () => client.user.teams());
    const time = viewerTimeDisplay(io.env);
    present(io, options, {
      result,
      text: (answer) => teamsText(answer, time),
      screen: (answer) => <TeamsScreen result={answer} time={time} />,
    });
  });
}
