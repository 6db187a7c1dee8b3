import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { RecordScreen, recordText } from '../screens/season-record-view.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';

/**
 * `lineup record TEAM`: "how did we do" this season (`client.teams.record`): each week over with
 * every game final and the lineup of its kickoffs known, its projected floor, median and ceiling,
 * the actual points and band verdict, the best lineup with hindsight and the points left on the
 * bench; then the season's summary. All in the team's scoring.
 */
export function recordCommand(program: Command, io: CliIo): void {
  withServerOptions(
    program
      .command('record')
      .description("a team's season so far: projected against actual, week by week")
      .argument('<team>', 'the team name (quote it if it has spaces)'),
    'print the season record (client.teams.record) as JSON',
  ).action(async (teamName: string, options: ServerOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const record = await onServer(server, () => client.teams.record(teamName));
    present(io, options, {
      result: record,
      text: recordText,
      screen: (answer) => <RecordScreen record={answer} />,
    });
  });
}
