import {
  dateTimeFormat,
  formatPoints,
  type GameTimeOptions,
  MODE_LABELS,
  type ProjectionMode,
  roundPoints,
  SCENARIOS_PER_TEAM,
  type ScenarioInWeek,
} from '@lineup-lab/core';

/** What the scenarios panel says when a call fails and the server gave no message (spec §8 "Scenarios"). */
export const SCENARIO_FAILURES = {
  list: 'Failed to load scenarios',
  load: 'Failed to load scenario',
  delete: 'Failed to delete scenario',
  save: 'Failed to save scenario',
} as const;

/** How many scenarios the team has of the most it may keep: '3 of 10 saved'. */
export function scenarioCountText(count: number): string {
  return `${count} of ${SCENARIOS_PER_TEAM} saved`;
}

/** The team keeps the most scenarios it may: Save is disabled. */
export function atScenarioLimit(count: number): boolean {
  return count >= SCENARIOS_PER_TEAM;
}

/** Whether a scenario would score more, fewer or the same points than the lineup as it stands. */
type ScenarioVerdict = 'better' | 'worse' | 'same' | 'unknown';

/** A saved scenario beside the current lineup, in one week and mode. */
export interface ScenarioComparison {
  /** The scenario's starters' points that week ('N/A' without projections). */
  readonly pointsText: string;
  /** The current lineup's points that week ('…' while they load, 'N/A' without projections). */
  readonly currentText: string;
  /** The scenario's points less the current lineup's, to 1 decimal: '+6.2', '−1.5', '±0.0', or 'N/A'. */
  readonly differenceText: string;
  readonly verdict: ScenarioVerdict;
}

export interface CompareOptions {
  /** The current lineup's total in `mode` for the week (`totals.current` of the week answer); `null` while loading. */
  readonly current: number | null;
  /** The week has projections; without them neither side has a number. */
  readonly predicted: boolean;
  readonly mode: ProjectionMode;
}

/**
 * A scenario's points in the week the list was totalled for, next to the current lineup's, and the
 * difference: positive when loading the scenario would gain points. Both sides are rounded to the
 * 1 decimal shown before they are compared, so '112.0 vs 112.0' never reads '+0.0'.
 */
export function compareScenario(scenario: ScenarioInWeek, options: CompareOptions): ScenarioComparison {
  const { current, predicted, mode } = options;
  if (!predicted) {
    return {
      pointsText: formatPoints(null),
      currentText: formatPoints(null),
      differenceText: formatPoints(null),
      verdict: 'unknown',
    };
  }
  const points = roundPoints(scenario.weekTotals[mode]);
  const pointsText = formatPoints(points);
  if (current === null) {
    return { pointsText, currentText: '…', differenceText: '…', verdict: 'unknown' };
  }
  const difference = roundPoints(points - roundPoints(current));
  const size = formatPoints(Math.abs(difference));
  const common = { pointsText, currentText: formatPoints(roundPoints(current)) };
  if (difference > 0) return { ...common, differenceText: `+${size}`, verdict: 'better' };
  if (difference < 0) return { ...common, differenceText: `−${size}`, verdict: 'worse' };
  return { ...common, differenceText: '±0.0', verdict: 'same' };
}

/** When a scenario was saved, as the viewer's day in their zone and locale: 'Sep 17, 2025'. */
export function formatSavedDay(iso: string, options: GameTimeOptions = {}): string {
  return dateTimeFormat(options.locale, { dateStyle: 'medium', timeZone: options.timeZone }).format(
    new Date(iso),
  );
}

/** What a scenario was saved as: 'Saved for week 3 · Median · 112.4 points'. */
export function savedAsText(scenario: Pick<ScenarioInWeek, 'week' | 'projectionMode' | 'projectedPoints'>) {
  return `Saved for week ${scenario.week} · ${MODE_LABELS[scenario.projectionMode]} · ${formatPoints(scenario.projectedPoints)} points`;
}
