import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';

/** `lineup teams create NAME`: a new, empty team (`client.teams.create`); tier limits are the server's. */
export function teamsCreateCommand(teams: Command, io: CliIo): void {
  withServerOptions(
    teams
      .command('create')
      .description('create a team')
      .argument('<name>', 'the team name (quote it if it has spaces)'),
    'print { team } as JSON',
  ).action(async (teamName: string, options: ServerOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const result = await onServer(server, () => client.teams.create({ teamName }));
    present(io, options, {
      result,
      text: ({ team }) =>
        `Team '${team.teamName}' has been created. Show it with \`lineup show "${team.teamName}"\`.\n`,
    });
  });
}
