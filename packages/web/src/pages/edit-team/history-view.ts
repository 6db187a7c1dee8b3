import {
  formatGameTime,
  formatPoints,
  type GameTimeOptions,
  type ProjectionMode,
  TEAM_CHANGE_LABELS,
  type TeamVersion,
} from '@lineup-lab/core';

/** What the history panel says when a call fails and the server gave no message. */
export const HISTORY_FAILURES = {
  list: 'Failed to load the history',
  restore: 'Failed to restore the version',
} as const;

/** By which action a version was made ('Optimize'), or that it is older than the history. */
export function actionText(version: Pick<TeamVersion, 'action'>): string {
  return version.action === null ? 'Made before history was kept' : TEAM_CHANGE_LABELS[version.action];
}

/**
 * What changed from the version before, in short; for the first version of a team (created or
 * imported) there is nothing before it, and for the oldest one kept the one before has gone.
 */
export function changesText(version: Pick<TeamVersion, 'action' | 'changes'>): string {
  if (version.changes !== null) return version.changes;
  if (version.action === 'create') return 'A new, empty team';
  if (version.action === 'import') return 'Imported from the league';
  return 'The version before is no longer kept';
}

/** When a version was made, in the viewer's time zone ('Fri, 10/10/2025, 7:00 AM CDT'). */
export function madeAtText(version: Pick<TeamVersion, 'madeAt'>, time: GameTimeOptions = {}): string {
  return formatGameTime(version.madeAt, time);
}

/** A version's starters' points in the week shown and mode, or 'N/A' when the week has no projections. */
export function versionPointsText(
  version: Pick<TeamVersion, 'weekTotals'>,
  mode: ProjectionMode,
  predicted: boolean,
): string {
  return predicted ? formatPoints(version.weekTotals[mode]) : 'N/A';
}
