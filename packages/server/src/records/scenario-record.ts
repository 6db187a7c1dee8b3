import type { LineupOf, ProjectionMode, Scenario } from '@lineup-lab/core';
import type { PlayerRef } from './team-record.js';

/**
 * A saved what-if scenario (collection `scenarios`): the team's lineup and bench as they stood when
 * it was saved (the team's own player references), the server's total of its starters for `week`
 * of `season` in `projectionMode`, and who owns it. `nameKey` is the trimmed, lower-cased name:
 * names are unique per team regardless of case (a unique index on `teamId` + `nameKey`).
 */
export interface ScenarioRecord {
  _id: string;
  teamId: string;
  ownerId: string;
  name: string;
  nameKey: string;
  description: string;
  projectedPoints: number;
  projectionMode: ProjectionMode;
  season: number | null;
  week: number;
  createdAt: string;
  lineup: LineupOf<PlayerRef>;
  bench: PlayerRef[];
}

/** The key a scenario name is kept unique by within its team. */
export const scenarioKeyOf = (name: string) => name.trim().toLowerCase();

/** A stored scenario as the calls answer it. */
export function scenarioOf(record: ScenarioRecord): Scenario {
  const { _id, name, description, projectedPoints, projectionMode, week, createdAt, lineup, bench } = record;
  return { _id, name, description, projectedPoints, projectionMode, week, createdAt, lineup, bench };
}
