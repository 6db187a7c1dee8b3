import { emptyLineup, type LineupAdviceResponse, type Player, type ScenarioInWeek } from '@lineup-lab/core';

/** Test data of the scenarios and advisor panels. */

let next = 0;

/**
 * A saved scenario as `GET /api/scenarios/:teamName` lists it: saved on 17 September 2025 for
 * week 3 in median mode at 110 points, totalled 110 median for the week asked; `overrides` last.
 */
export function scenarioInWeek(overrides: Partial<ScenarioInWeek> = {}): ScenarioInWeek {
  next += 1;
  return {
    _id: `scenario-${next}`,
    name: `Scenario ${next}`,
    description: '',
    projectedPoints: 110,
    projectionMode: 'median',
    week: 3,
    createdAt: '2025-09-17T19:00:00.000Z',
    lineup: emptyLineup<Player>(),
    bench: [],
    weekTotals: { conservative: 90, median: 110, aggressive: 135 },
    ...overrides,
  };
}

/** The built-in analyst's answer, written at noon in California on 17 September 2025; `overrides` last. */
export function adviceAnswer(overrides: Partial<LineupAdviceResponse> = {}): LineupAdviceResponse {
  return {
    advice: 'Your lineup is optimal for week 3.\nNo bench player projects more than a starter.',
    source: 'analyst',
    generatedAt: '2025-09-17T19:00:00.000Z',
    topic: 'optimal',
    facts: ['QB Quinn Arrow: 16.0 / 20.0 / 25.0 (floor / median / ceiling) @ BUF'],
    ...overrides,
  };
}
