import { describe, expect, it } from 'vitest';
import type { TradeResponse } from '../contract/trades.js';
import { BENCH } from '../positions.js';
import type { CataloguePlayer } from './advice-catalogue.js';
import { adviseLineup } from './advise-lineup.js';
import { numbersIn, numbersNotIn } from './numbers-in.js';
import { TEAM, testWeek, weekPlayerOf } from './test-week.js';

const week = testWeek(TEAM);
const barkley: CataloguePlayer = {
  _id: 'p-barkley',
  position: 'RB',
  week: weekPlayerOf({
    place: BENCH,
    id: 'p-barkley',
    name: 'Saquon Barkley',
    team: 'PHI',
    position: 'RB',
    figures: [15.7, 20.2, 25.8],
  }),
  rostered: true,
};
const player = (_id: string, playerName: string, teamName: string, [floor, median, ceiling]: number[]) => ({
  _id,
  playerName,
  teamName,
  position: 'RB' as const,
  season: { floor: floor ?? null, median: median ?? null, ceiling: ceiling ?? null },
});
/** The analyzer's answer for Hall for Barkley, as the server would give it (numbers made up). */
const ANALYSIS: TradeResponse = {
  teamName: 'Gridiron Gang',
  season: 2025,
  weeks: [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17],
  mode: 'median',
  format: 'half-ppr',
  give: {
    players: [player('p-hall', 'Breece Hall', 'NYJ', [160.1, 186, 214.3])],
    total: { floor: 160.1, median: 186, ceiling: 214.3 },
  },
  get: {
    players: [player('p-barkley', 'Saquon Barkley', 'PHI', [205.3, 237.6, 277.8])],
    total: { floor: 205.3, median: 237.6, ceiling: 277.8 },
  },
  team: {
    before: 1285.4,
    after: 1336.9,
    change: { floor: 12.2, median: 51.5, ceiling: 96.4 },
    weeks: [],
    drops: [],
  },
  otherTeam: {
    name: 'Superflex Sam',
    effect: {
      before: 1350,
      after: 1301.3,
      change: { floor: -90.1, median: -48.7, ceiling: -9.8 },
      weeks: [],
      drops: [],
    },
  },
  otherTeamNote: null,
  verdict: 'helps',
  threshold: 8.42,
  summary:
    'The trade helps: +51.5 to your optimal lineups over weeks 6–17 (band +12.2 to +96.4), beyond the ±8.4 the verdict calls even.',
};
const catalogue = { players: [barkley], league: { name: 'Sunday Funday PPR' }, unknownNames: [] };

describe('trade questions answered from the trade analyzer', () => {
  it('gives the verdict with its band, both sides over the weeks left and the other team, every number a fact', () => {
    const answer = adviseLineup('Trade Hall for Barkley?', week, { ...catalogue, trade: ANALYSIS });
    expect(answer.topic).toBe('trade');
    expect(answer.advice.split('\n')).toEqual([
      ANALYSIS.summary,
      'You would give Breece Hall (186.0, band 160.1 to 214.3) for Saquon Barkley (237.6, band 205.3 to 277.8), rest-of-season medians over weeks 6–17.',
      'For Superflex Sam, the other team: -48.7 to its optimal lineups (band -90.1 to -9.8).',
    ]);
    expect(answer.advice).not.toContain("week 6's numbers");
    expect(numbersNotIn(answer.advice, answer.facts.flatMap(numbersIn))).toEqual([]);
  });

  it("says why when the analyzer refused the trade, and weighs this week alone when it wasn't asked", () => {
    const refused = adviseLineup('Trade Hall for Barkley?', week, {
      ...catalogue,
      trade: { refused: 'Saquon Barkley is not on another roster of Sunday Funday PPR (at its last sync)' },
    });
    expect(refused.advice).toBe(
      "I can't judge this trade: Saquon Barkley is not on another roster of Sunday Funday PPR (at its last sync)",
    );
    const weekOnly = adviseLineup('Trade Hall for Barkley?', week, catalogue);
    expect(weekOnly.advice).toContain('the rest of the season is not in these numbers');
  });
});
