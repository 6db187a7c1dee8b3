import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { CliError } from '../cli-error.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { confirm } from '../render/ask.js';
import { present } from '../render/output.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';
import { findScenario } from './resolve-scenario.js';
import { TEAM_ARGUMENT } from './scenarios-arguments.js';

interface DeleteOptions extends ServerOptions {
  yes?: boolean;
}

/** `lineup scenarios delete TEAM NAME|ID`: deletes a scenario (`client.scenarios.delete`), after asking or with --yes. */
export function scenariosDeleteCommand(scenarios: Command, io: CliIo): void {
  withServerOptions(
    scenarios
      .command('delete')
      .description('delete a saved scenario')
      .argument(...TEAM_ARGUMENT)
      .argument('<scenario>', 'the scenario: its name or id')
      .option('-y, --yes', 'delete without asking'),
    'print { deleted, id } (client.scenarios.delete) as JSON',
  ).action(async (teamName: string, wanted: string, options: DeleteOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const scenario = await onServer(server, () => findScenario(client, teamName, wanted));
    if (!options.yes) {
      const answer = await confirm(
        io.terminal,
        `Delete scenario '${scenario.name}' of '${teamName}'? This cannot be undone.`,
      );
      if (answer === undefined) {
        throw new CliError(
          `Refusing to delete scenario '${scenario.name}' without confirmation: pass --yes.`,
        );
      }
      if (!answer) throw new CliError(`Scenario '${scenario.name}' was not deleted.`);
    }
    const result = await onServer(server, () => client.scenarios.delete(teamName, scenario._id));
    present(io, options, { result, text: () => `Scenario '${scenario.name}' has been deleted.\n` });
  });
}
