import {
  type ChangeTeamModeResponse,
  MODE_LABELS,
  PROJECTION_MODES,
  type ProjectionMode,
} from '@lineup-lab/core';
import { Argument, type Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';
import { teamOfUser } from './team-of-user.js';

/**
 * `lineup mode TEAM [conservative|median|aggressive]`: shows the projection mode the team's numbers
 * are decided in (its planning week's, `client.user.teams()`), or sets it (`client.teams.setMode`):
 * the totals, Optimize, better options, scenarios and the advisor follow it when no `--mode` is given.
 */
export function modeCommand(program: Command, io: CliIo): void {
  withServerOptions(
    program
      .command('mode')
      .description("show or set the projection mode a team's numbers are decided in")
      .argument('<team>', 'the team name (quote it if it has spaces)')
      .addArgument(new Argument('[mode]', 'the mode to set').choices(PROJECTION_MODES)),
    'print { teamName, mode } as JSON',
  ).action(async (teamName: string, mode: ProjectionMode | undefined, options: ServerOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const result = await onServer(server, async (): Promise<ChangeTeamModeResponse> => {
      if (mode) return client.teams.setMode(teamName, { mode });
      const team = await teamOfUser(client, teamName);
      return { teamName: team.teamName, mode: team.planning?.mode ?? 'median' };
    });
    present(io, options, {
      result,
      text: (answer) =>
        mode
          ? `'${answer.teamName}' is now decided in ${MODE_LABELS[answer.mode]}.\n`
          : `'${answer.teamName}' is decided in ${MODE_LABELS[answer.mode]}. Change it with \`lineup mode "${answer.teamName}" MODE\`.\n`,
    });
  });
}
