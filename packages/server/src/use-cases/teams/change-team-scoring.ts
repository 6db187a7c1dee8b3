import {
  SCORING_PRESETS,
  type ScoringPreset,
  type ScoringSettings,
  type TeamScoring,
} from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { TeamRecord } from '../../records/team-record.js';
import type { ServiceContext } from '../service-context.js';
import { findTeam } from './find-team.js';
import { teamScoringOf } from './team-scoring.js';

/** The scoring asked for: a preset by name, or custom settings. */
export type ScoringChoice = { format: ScoringPreset } | { format: 'custom'; settings: ScoringSettings };

/**
 * Sets the scoring the caller's hand-made team is counted in; every number read afterwards (the
 * week, better options, Optimize, scenarios) follows it. The lineup and its version are untouched:
 * scoring is a setting, not a lineup change, so it is not a version in the team's history. A team
 * imported from a league may be counted in another scoring than its league's: the choice is
 * recorded (`chosen`) and the league's syncs keep it.
 */
export async function changeTeamScoring(
  ctx: ServiceContext,
  ownerId: string,
  { teamName, choice }: { teamName: string; choice: ScoringChoice },
): Promise<{ teamName: string; scoring: TeamScoring }> {
  const team = await findTeam(ctx, ownerId, teamName);
  const scoring = chosenScoring(choice);
  const updated = await COLLECTIONS.teams
    .of(ctx.store)
    .findOneAndUpdate(
      { _id: team._id, ownerId },
      { $set: { scoring, updatedAt: ctx.clock.now().toISOString() } },
    );
  if (!updated) throw new AppError('NOT_FOUND', `Team '${teamName}' not found`);
  return { teamName: updated.teamName, scoring: teamScoringOf(updated) };
}

/** The scoring a choice stands for, as a team keeps it: the preset's settings, or the custom ones. */
export function chosenScoring(choice: ScoringChoice): NonNullable<TeamRecord['scoring']> {
  const settings = choice.format === 'custom' ? choice.settings : SCORING_PRESETS[choice.format];
  return { format: choice.format, settings, chosen: true };
}
