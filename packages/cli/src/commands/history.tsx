import type { ProjectionMode } from '@lineup-lab/core';
import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { modeOption, type ServerOptions, weekOption, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { viewerTimeDisplay } from '../render/time-display.js';
import { HistoryScreen, historyText } from '../screens/history-view.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';

interface HistoryOptions extends ServerOptions {
  week?: number;
  mode?: ProjectionMode;
}

/**
 * `lineup history TEAM [--week N] [--mode M]` (Pro and exempt): the team as it stands and its
 * versions of the last 30 days (`client.teams.history`), each with when (the viewer's time zone),
 * the action that made it, what changed, and its points in the week (the server's planning week
 * unless `--week`).
 */
export function historyCommand(program: Command, io: CliIo): void {
  withServerOptions(
    program
      .command('history')
      .description("a team's versions of the last 30 days, with what changed (Pro)")
      .argument('<team>', 'the team name (quote it if it has spaces)')
      .addOption(weekOption())
      .addOption(modeOption()),
    'print { week, versions } (client.teams.history) as JSON',
  ).action(async (teamName: string, options: HistoryOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const history = await onServer(server, () =>
      client.teams.history(teamName, options.week === undefined ? {} : { week: options.week }),
    );
    const time = viewerTimeDisplay(io.env);
    // Absent --mode, the team's own (the server says which).
    const mode = options.mode ?? history.mode ?? 'median';
    present(io, options, {
      result: history,
      text: (answer) => historyText({ history: answer, teamName, mode, time }),
      screen: (answer) => <HistoryScreen history={answer} teamName={teamName} mode={mode} time={time} />,
    });
  });
}
