import {
  emptyLineup,
  type Lineup,
  type Player,
  type PlayerProjectionResponse,
  type Position,
  type StartingSlot,
  setSlot,
  type Team,
} from '@lineup-lab/core';
import type { WeekFacts } from './editor-model.js';

let next = 0;

/** A catalogue player for tests. */
export function player(
  position: Position,
  playerName = `${position} Player ${++next}`,
  teamName = 'NYJ',
): Player {
  return { _id: `p-${playerName.replace(/\s+/g, '-').toLowerCase()}`, playerName, teamName, position };
}

/** A team with `starters` in their slots and `bench` on the bench. */
export function team(
  starters: Partial<Record<StartingSlot, Player>>,
  bench: Player[] = [],
  version = 1,
): Team {
  let lineup = emptyLineup<Player>() as Lineup;
  for (const [slot, p] of Object.entries(starters) as [StartingSlot, Player][])
    lineup = setSlot(lineup, slot, p);
  return {
    _id: 'team-1',
    teamName: 'Sharks',
    lineups: [lineup],
    bench,
    version,
    createdAt: '2025-09-01T00:00:00.000Z',
    updatedAt: '2025-09-01T00:00:00.000Z',
  };
}

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
