import { HALF_PPR, type ProjectionMode, type ScoringSettings, type TeamScoring } from '@lineup-lab/core';
import type { TeamRecord } from '../../records/team-record.js';

/** The scoring a team's projections are computed in: its league's, else half-PPR (the product's default). */
export function scoringSettingsOf(team: Pick<TeamRecord, 'scoring'>): ScoringSettings {
  return team.scoring?.settings ?? HALF_PPR;
}

/**
 * The team's scoring as the week read answers it: its format, the league it is imported from (with
 * the league's own format), and whether the user `chosen` it (an imported team counted in another
 * scoring than its league's says so: "League scores PPR; counted here in Half-PPR").
 */
export function teamScoringOf(team: Pick<TeamRecord, 'scoring' | 'league'>): TeamScoring {
  const { league } = team;
  return {
    format: team.scoring?.format ?? 'half-ppr',
    league: league
      ? { id: league.id, name: league.name, ...(league.format && { format: league.format }) }
      : null,
    chosen: team.scoring?.chosen === true,
  };
}

/** The projection mode a team's numbers are decided in: its own, else median (the spec's). */
export function teamModeOf(team: Pick<TeamRecord, 'mode'>): ProjectionMode {
  return team.mode ?? 'median';
}
