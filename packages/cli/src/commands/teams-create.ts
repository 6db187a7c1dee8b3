import { PROJECTION_MODES, type ProjectionMode, type ScoringPreset } from '@lineup-lab/core';
import { type Command, Option } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';
import { SCORING_PRESET_NAMES } from './scoring.js';

interface CreateOptions extends ServerOptions {
  scoring?: ScoringPreset;
  mode?: ProjectionMode;
}

/**
 * `lineup teams create NAME [--scoring standard|half-ppr|ppr] [--mode M]`: a new, empty team
 * (`client.teams.create`) counted in that scoring (default half-PPR) and decided in that mode
 * (default median); tier limits are the server's.
 */
export function teamsCreateCommand(teams: Command, io: CliIo): void {
  withServerOptions(
    teams
      .command('create')
      .description('create a team')
      .argument('<name>', 'the team name (quote it if it has spaces)')
      .addOption(
        new Option('--scoring <format>', 'the scoring its points are counted in (default: half-ppr)').choices(
          SCORING_PRESET_NAMES,
        ),
      )
      .addOption(
        new Option('--mode <mode>', 'the projection mode it is decided in (default: median)').choices(
          PROJECTION_MODES,
        ),
      ),
    'print { team } as JSON',
  ).action(async (teamName: string, options: CreateOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const result = await onServer(server, () =>
      client.teams.create({
        teamName,
        ...(options.scoring && { scoring: { format: options.scoring } }),
        ...(options.mode && { mode: options.mode }),
      }),
    );
    present(io, options, {
      result,
      text: ({ team }) =>
        `Team '${team.teamName}' has been created. Show it with \`lineup show "${team.teamName}"\`.\n`,
    });
  });
}
