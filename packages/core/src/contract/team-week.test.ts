import { describe, expect, it } from 'vitest';
import { STARTING_SLOTS } from '../positions.js';
import {
  ZOptimizeLineupRequest,
  ZTeamWeekParams,
  ZTeamWeekQuery,
  ZTeamWeekResponse,
  ZWeekPlayer,
} from './team-week.js';

const WEEK_MESSAGE = 'Week must be a whole number from 1 to 18';

const weekPlayer = {
  player: { _id: 'p-1', playerName: 'Patrick Mahomes', teamName: 'KC', position: 'QB' },
  projections: { conservative: 18.2, median: 22.4, aggressive: 27.1 },
  points: { conservative: 18.2, median: 22.4, aggressive: 27.1 },
  isByeWeek: false,
  opponent: 'BUF',
  isHomeGame: true,
  gameTime: '2025-10-05T20:25:00.000Z',
  injuryStatus: null,
  injury: null,
  out: false,
  confidence: 0.7,
  archetype: 'balanced',
  matchupFavorability: 'neutral',
  defenseRanking: 12,
} as const;

describe('the week read', () => {
  it('reads the week from the path as the projections call reads it from the query', () => {
    expect(ZTeamWeekParams.parse({ teamName: ' Gridiron Gang ', week: '5' })).toEqual({
      teamName: 'Gridiron Gang',
      week: 5,
    });
    expect(ZTeamWeekParams.parse({ teamName: 'G', week: 18 })).toEqual({ teamName: 'G', week: 18 });
    for (const week of ['0', '19', '2.5', 'abc', '', undefined]) {
      const parsed = ZTeamWeekParams.safeParse({ teamName: 'G', week });
      expect(parsed.error?.issues[0]?.message, String(week)).toBe(WEEK_MESSAGE);
    }
  });

  it("works out better options and the optimal lineup in the team's mode unless asked", () => {
    expect(ZTeamWeekQuery.parse({})).toEqual({});
    expect(ZTeamWeekQuery.parse({ mode: 'aggressive' })).toEqual({ mode: 'aggressive' });
    expect(ZTeamWeekQuery.safeParse({ mode: 'wild' }).success).toBe(false);
  });

  it('answers nine slots, a bench of at most 7, the optimal lineup and the totals', () => {
    const answer = {
      team: { teamName: 'Gridiron Gang', version: 4 },
      season: 2025,
      week: 5,
      predicted: true,
      mode: 'median',
      slots: STARTING_SLOTS.map((slot) => ({
        slot,
        player: slot === 'QB' ? weekPlayer : null,
        betterOptions: [],
      })),
      bench: [],
      optimal: {
        lineup: STARTING_SLOTS.map((slot) => ({ slot, playerId: slot === 'QB' ? 'p-1' : null })),
        moves: [],
        gain: 0,
      },
      totals: {
        current: { conservative: 18.2, median: 22.4, aggressive: 27.1 },
        optimal: { conservative: 18.2, median: 22.4, aggressive: 27.1 },
      },
    };
    expect(ZTeamWeekResponse.parse(answer)).toEqual(answer);
    expect(ZTeamWeekResponse.safeParse({ ...answer, slots: answer.slots.slice(1) }).success).toBe(false);
    expect(ZWeekPlayer.safeParse({ ...weekPlayer, gameTime: 'Sunday' }).success).toBe(false);
  });
});

describe('Optimize', () => {
  it("takes the week, the mode (the team's by default) and the version the caller saw", () => {
    expect(ZOptimizeLineupRequest.parse({ week: 5 })).toEqual({ week: 5 });
    expect(ZOptimizeLineupRequest.parse({ week: 5, mode: 'conservative', expectedVersion: 3 })).toEqual({
      week: 5,
      mode: 'conservative',
      expectedVersion: 3,
    });
    expect(ZOptimizeLineupRequest.safeParse({}).error?.issues[0]?.message).toBe(WEEK_MESSAGE);
    expect(ZOptimizeLineupRequest.safeParse({ week: '5' }).success).toBe(false);
  });
});
