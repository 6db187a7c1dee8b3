import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { CliError } from '../cli-error.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { confirm } from '../render/ask.js';
import { present } from '../render/output.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';

interface DeleteOptions extends ServerOptions {
  yes?: boolean;
}

/**
 * `lineup teams delete NAME`: deletes a team and its scenarios (`client.teams.delete`). It asks
 * first on a terminal; `--yes` skips the question; without a terminal to ask on it refuses unless
 * given `--yes`, so a script never deletes by accident.
 */
export function teamsDeleteCommand(teams: Command, io: CliIo): void {
  withServerOptions(
    teams
      .command('delete')
      .description('delete a team and its saved scenarios')
      .argument('<name>', 'the team name')
      .option('-y, --yes', 'delete without asking'),
    'print { deleted, teamName } as JSON',
  ).action(async (teamName: string, options: DeleteOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    if (!options.yes) {
      // No question about a team that is not there.
      if (io.terminal?.stdin) await onServer(server, () => client.teams.get(teamName));
      const question = `Delete team '${teamName}' and its saved scenarios? This cannot be undone.`;
      const answer = await confirm(io.terminal, question);
      if (answer === undefined) {
        throw new CliError(`Refusing to delete team '${teamName}' without confirmation: pass --yes.`);
      }
      if (!answer) {
        throw new CliError(`Team '${teamName}' was not deleted.`);
      }
    }
    const result = await onServer(server, () => client.teams.delete(teamName));
    present(io, options, {
      result,
      text: (answer) => `Team '${answer.teamName}' has been deleted successfully.\n`,
    });
  });
}
