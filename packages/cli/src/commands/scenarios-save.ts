import { formatPoints, type ProjectionMode } from '@lineup-lab/core';
import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { modeOption, type ServerOptions, weekOption, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';
import { weekOrPlanning } from './planning-week.js';
import { TEAM_ARGUMENT } from './scenarios-arguments.js';

interface SaveOptions extends ServerOptions {
  week?: number;
  mode?: ProjectionMode;
  description?: string;
}

/** `lineup scenarios save TEAM NAME`: saves the lineup and bench as they stand (`client.scenarios.create`). */
export function scenariosSaveCommand(scenarios: Command, io: CliIo): void {
  withServerOptions(
    scenarios
      .command('save')
      .description("save the team's lineup and bench as a scenario")
      .argument(...TEAM_ARGUMENT)
      .argument('<name>', 'the scenario name (at most 50 characters)')
      .option('--description <text>', 'a description (at most 200 characters)')
      .addOption(weekOption())
      .addOption(modeOption()),
    'print { scenario } (client.scenarios.create) as JSON',
  ).action(async (teamName: string, name: string, options: SaveOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const result = await onServer(server, async () => {
      const week = await weekOrPlanning(client, server, options.week);
      return client.scenarios.create(teamName, {
        name,
        description: options.description,
        week,
        projectionMode: options.mode,
      });
    });
    present(io, options, {
      result,
      text: ({ scenario }) =>
        `Saved scenario '${scenario.name}' of '${teamName}': week ${scenario.week}, ${formatPoints(scenario.projectedPoints)} points (${scenario.projectionMode}).\n`,
    });
  });
}
