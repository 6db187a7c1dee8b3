import type { GameTimeOptions, Player, PlayerProjectionResponse } from '@lineup-lab/core';
import type { WeekFacts } from './editor-model.js';

/** A viewer in California reading US English: kickoffs show as PDT until 2 November 2025, then PST. */
export const PACIFIC: GameTimeOptions = { timeZone: 'America/Los_Angeles', locale: 'en-US' };

/** A player-projections answer with `median` points (conservative and aggressive around it). */
export function answer(
  p: Player,
  median: number | null,
  extra: Partial<PlayerProjectionResponse> = {},
): PlayerProjectionResponse {
  return {
    playerName: p.playerName,
    week: 5,
    projections: {
      conservative: median === null ? null : median - 4,
      median,
      aggressive: median === null ? null : median + 5,
    },
    mode: 'median',
    points: median,
    isByeWeek: false,
    opponent: 'BUF',
    gameTime: '2025-10-06T00:15:00Z',
    isHomeGame: false,
    ...extra,
  };
}

/** Week facts from answers and an injury map. */
export function facts(answers: PlayerProjectionResponse[], injuries: WeekFacts['injuries'] = {}): WeekFacts {
  return {
    projections: new Map(answers.map((a) => [a.playerName, a])),
    loading: new Set(),
    injuries,
  };
}
