import type { ProjectionMode } from '../contract/entities.js';
import type { TeamPlanningWeek } from '../contract/game-day.js';
import type { TeamScoring } from '../contract/team-week.js';
import type { ScoringFormat } from '../scoring/presets.js';

/** A projection mode as the product names it: "Conservative", "Median", "Aggressive". */
export const MODE_LABELS: Readonly<Record<ProjectionMode, string>> = {
  conservative: 'Conservative',
  median: 'Median',
  aggressive: 'Aggressive',
};

/** A scoring format as the product names it: "Standard", "Half-PPR", "PPR", "Custom". */
export const SCORING_FORMAT_LABELS: Readonly<Record<ScoringFormat, string>> = {
  standard: 'Standard',
  'half-ppr': 'Half-PPR',
  ppr: 'PPR',
  custom: 'Custom',
};

/**
 * The label of a team's planning-week total, as the dashboard card and `lineup teams` show it.
 * @example planningLabel({ week: 12, mode: 'median', format: 'half-ppr' }) // 'Week 12 · Median · Half-PPR'
 */
export function planningLabel({
  week,
  mode,
  format,
}: Pick<TeamPlanningWeek, 'week' | 'mode' | 'format'>): string {
  return `Week ${week} · ${MODE_LABELS[mode]} · ${SCORING_FORMAT_LABELS[format]}`;
}

/**
 * The note an imported team counted in another scoring than its league's shows; `null` when it is
 * counted in its league's, or is not imported, or the league's format is not known.
 * @example scoringNote({ format: 'half-ppr', league: { id, name, format: 'ppr' }, chosen: true }) // 'League scores PPR; counted here in Half-PPR'
 */
export function scoringNote(scoring: TeamScoring): string | null {
  const league = scoring.league?.format;
  if (!league || league === scoring.format) return null;
  return `League scores ${SCORING_FORMAT_LABELS[league]}; counted here in ${SCORING_FORMAT_LABELS[scoring.format]}`;
}
