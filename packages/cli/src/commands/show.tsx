import type { ProjectionMode } from '@lineup-lab/core';
import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { CliError } from '../cli-error.js';
import { modeOption, type ServerOptions, weekOption, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { viewerTimeDisplay } from '../render/time-display.js';
import { TeamWeekScreen, weekText } from '../screens/team-week-view.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';

interface ShowOptions extends ServerOptions {
  week?: number;
  mode?: ProjectionMode;
}

/**
 * `lineup show TEAM [--week N] [--mode M]`: the team's lineup and bench for a week, in one read
 * (`client.teams.week`): slot, player, NFL team, opponent, kickoff in the viewer's time zone, the
 * points that count (floor, median, ceiling), injury, better options, and the totals. Without
 * `--week`, the week the server's season clock plans for (`client.session.season()`).
 */
export function showCommand(program: Command, io: CliIo): void {
  withServerOptions(
    program
      .command('show')
      .description("show a team's lineup and bench for a week, with projections")
      .argument('<team>', 'the team name (quote it if it has spaces)')
      .addOption(weekOption())
      .addOption(modeOption()),
    "print the week read (client.teams.week's answer) as JSON",
  ).action(async (teamName: string, options: ShowOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const week = await onServer(server, async () => {
      const number = options.week ?? (await client.session.season()).planningWeek;
      if (number === null) {
        throw new CliError(`${server} has no season schedule to take the week from: pass --week N.`);
      }
      return client.teams.week(teamName, number, { mode: options.mode });
    });
    const time = viewerTimeDisplay(io.env);
    present(io, options, {
      result: week,
      text: (answer) => weekText(answer, time),
      screen: (answer) => <TeamWeekScreen week={answer} time={time} />,
    });
  });
}
