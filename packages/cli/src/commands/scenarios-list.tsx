import type { ProjectionMode } from '@lineup-lab/core';
import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { modeOption, type ServerOptions, weekOption, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { type ScenarioListing, ScenariosScreen, scenariosText } from '../screens/scenarios-view.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';
import { TEAM_ARGUMENT } from './scenarios-arguments.js';

interface ListOptions extends ServerOptions {
  week?: number;
  mode?: ProjectionMode;
}

/**
 * `lineup scenarios list TEAM [--week N] [--mode M]`: the saved scenarios (`client.scenarios.list`,
 * totalled for the week: the server's planning week unless `--week`) beside the current lineup's
 * total that week (`client.teams.week`'s `totals.current`).
 */
export function scenariosListCommand(scenarios: Command, io: CliIo): void {
  withServerOptions(
    scenarios
      .command('list', { isDefault: true })
      .description("a team's saved scenarios, each against the current lineup (the default)")
      .argument(...TEAM_ARGUMENT)
      .addOption(weekOption())
      .addOption(modeOption()),
    'print { list, current } (client.scenarios.list, the week read’s totals.current) as JSON',
  ).action(async (teamName: string, options: ListOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const listing: ScenarioListing & { mode: ProjectionMode } = await onServer(server, async () => {
      const list = await client.scenarios.list(
        teamName,
        options.week === undefined ? {} : { week: options.week },
      );
      const week = await client.teams.week(teamName, list.week, { mode: options.mode });
      return { list, current: week.totals.current, mode: week.mode };
    });
    // Absent --mode, the team's own (the week read says which).
    const { list, current, mode } = listing;
    present(io, options, {
      result: { list, current },
      text: (result) => scenariosText(result, teamName, mode),
      screen: (result) => <ScenariosScreen listing={result} teamName={teamName} mode={mode} />,
    });
  });
}
