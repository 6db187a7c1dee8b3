import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';
import { findScenario } from './resolve-scenario.js';
import { TEAM_ARGUMENT } from './scenarios-arguments.js';

/** `lineup scenarios load TEAM NAME|ID`: makes a scenario the team's lineup (`client.scenarios.load`), with the server's notes. */
export function scenariosLoadCommand(scenarios: Command, io: CliIo): void {
  withServerOptions(
    scenarios
      .command('load')
      .description("make a saved scenario the team's lineup and bench")
      .argument(...TEAM_ARGUMENT)
      .argument('<scenario>', 'the scenario: its name or id'),
    'print { team, scenario, notes } (client.scenarios.load) as JSON',
  ).action(async (teamName: string, wanted: string, options: ServerOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const result = await onServer(server, async () => {
      const scenario = await findScenario(client, teamName, wanted);
      return client.scenarios.load(teamName, scenario._id);
    });
    present(io, options, {
      result,
      text: ({ team, scenario, notes }) =>
        [
          `Loaded scenario '${scenario.name}' into '${team.teamName}'.`,
          ...(notes.length === 0
            ? ['Every player was placed as saved.']
            : notes.map((note) => `- ${note.message}`)),
        ]
          .map((line) => `${line}\n`)
          .join(''),
    });
  });
}
