import {
  type ChangeTeamScoringResponse,
  SCORING_FORMAT_LABELS,
  type ScoringPreset,
  scoringNote,
} from '@lineup-lab/core';
import { Argument, type Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';
import { weekOrPlanning } from './planning-week.js';
import { teamOfUser } from './team-of-user.js';

/** The scoring presets a team may be counted in from the terminal (custom settings: the API). */
export const SCORING_PRESET_NAMES: readonly ScoringPreset[] = ['standard', 'half-ppr', 'ppr'];

/** A team's scoring in words, with the note of an imported team counted in another than its league's. */
function scoringText({ teamName, scoring }: ChangeTeamScoringResponse, set: boolean): string {
  const note = scoringNote(scoring);
  const counted = `${set ? 'is now' : 'is'} counted in ${SCORING_FORMAT_LABELS[scoring.format]}`;
  return `'${teamName}' ${counted}${scoring.league ? ` (league ${scoring.league.name})` : ''}.${note ? ` ${note}.` : ''}\n`;
}

/**
 * `lineup scoring TEAM [standard|half-ppr|ppr]`: shows the scoring the team's points are counted in
 * (the team week's `team.scoring`, with the league's when imported), or sets it
 * (`client.teams.setScoring`; an imported team keeps the choice through its league's syncs).
 */
export function scoringCommand(program: Command, io: CliIo): void {
  withServerOptions(
    program
      .command('scoring')
      .description("show or set the scoring a team's points are counted in")
      .argument('<team>', 'the team name (quote it if it has spaces)')
      .addArgument(new Argument('[format]', 'the scoring to set').choices(SCORING_PRESET_NAMES)),
    'print { teamName, scoring } as JSON',
  ).action(async (teamName: string, format: ScoringPreset | undefined, options: ServerOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const result = await onServer(server, async (): Promise<ChangeTeamScoringResponse> => {
      if (format) return client.teams.setScoring(teamName, { format });
      const team = await teamOfUser(client, teamName);
      const week = await client.teams.week(team.teamName, await weekOrPlanning(client, server, undefined));
      return {
        teamName: week.team.teamName,
        scoring: week.team.scoring ?? { format: team.planning?.format ?? 'half-ppr', league: null },
      };
    });
    present(io, options, { result, text: (answer) => scoringText(answer, format !== undefined) });
  });
}
