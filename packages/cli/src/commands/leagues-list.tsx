import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { viewerTimeDisplay } from '../render/time-display.js';
import { LeaguesScreen, leaguesText } from '../screens/import-leagues-view.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';

/**
 * `lineup leagues [list]`: the leagues you imported, newest first (`client.leagues.list()`): our id
 * for each (what `leagues sync` takes), the host, season, size, scoring, your team and the last sync.
 */
export function leaguesListCommand(leagues: Command, io: CliIo): void {
  withServerOptions(
    leagues.command('list', { isDefault: true }).description('list your imported leagues (the default)'),
    'print { leagues } as JSON',
  ).action(async (options: ServerOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const result = await onServer(server, () => client.leagues.list());
    const time = viewerTimeDisplay(io.env);
    present(io, options, {
      result,
      text: (answer) => leaguesText(answer, time),
      screen: (answer) => <LeaguesScreen result={answer} time={time} />,
    });
  });
}
