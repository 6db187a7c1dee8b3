import { type InjuryStatus, POSITIONS, type Position } from '@lineup-lab/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bandOf,
  likelyStarters,
  pickShowcase,
  type Ranked,
  SHOWCASE_RANKING,
  SHOWCASE_SIZE,
  type ShowcasePrediction,
  showcaseReason,
} from './pick-showcase.js';

/** TEST DATA: a synthetic prediction (names and numbers made up). */
function prediction(
  id: string,
  team: string,
  position: Position,
  [conservative, median, aggressive]: [number, number, number],
  extra: Partial<ShowcasePrediction> = {},
): ShowcasePrediction {
  return {
    player_id: id,
    player_name: `Player ${id}`,
    position,
    team,
    opponent_team: 'OPP',
    matchup_favorability: 'neutral',
    conservative,
    median,
    aggressive,
    injury: null,
    is_bye: false,
    ...extra,
  };
}

const names = (card: { players: readonly { playerName: string }[] } | undefined) =>
  card?.players.map((player) => player.playerName);

const TEAMS = ['KC', 'BUF', 'PHI', 'SF', 'DAL', 'MIA', 'DET', 'BAL', 'CIN', 'GB', 'LAR', 'HOU'];

describe('pickShowcase', () => {
  it('ranks by the band for the median: the narrowest conservative, the widest aggressive, the middle balanced', () => {
    const { cards } = pickShowcase([
      prediction('w1', 'KC', 'QB', [2, 20, 42], { matchup_favorability: 'favorable' }), // 2.00
      prediction('n1', 'BUF', 'QB', [18, 21, 24]), // 0.29
      prediction('m1', 'PHI', 'RB', [9, 15, 24]), // 1.00
      prediction('n2', 'DAL', 'WR', [12, 14, 16]), // 0.29
      prediction('m2', 'SF', 'TE', [5, 10, 15]), // 1.00
      prediction('w2', 'MIA', 'K', [1, 8, 17]), // 2.00
    ]);
    expect(cards.map((card) => card.archetype)).toEqual(['conservative', 'balanced', 'aggressive']);
    expect(cards.map((card) => card.ranking)).toEqual([
      SHOWCASE_RANKING.conservative,
      SHOWCASE_RANKING.balanced,
      SHOWCASE_RANKING.aggressive,
    ]);
    // Six starters: four narrowest first; the two widest of the rest; nobody left for balanced.
    expect(cards.map(names)).toEqual([
      ['Player n1', 'Player n2', 'Player m1', 'Player m2'],
      [],
      ['Player w1', 'Player w2'],
    ]);
    expect(cards[2]?.players[0]).toEqual({
      playerName: 'Player w1',
      position: 'QB',
      teamName: 'KC',
      projections: { conservative: 2, median: 20, aggressive: 42 },
      reason: 'Ceiling 42.0 vs floor 2.0: a range 200% of the 20.0 median; favorable matchup vs OPP',
    });
  });

  it('fills the balanced card with the bands closest to the typical starter’s', () => {
    const spreads = [0.1, 0.2, 0.3, 0.4, 0.9, 1.0, 1.1, 1.2, 2.0, 2.1, 2.2, 2.3];
    const { cards } = pickShowcase(
      spreads.map((spread, i) =>
        prediction(`p${i}`, TEAMS[i] as string, POSITIONS[i % 6] as Position, [
          10,
          10 + spread * 5,
          10 + spread * 10,
        ]),
      ),
    );
    expect(names(cards[0])).toEqual(['Player p0', 'Player p1', 'Player p2', 'Player p3']);
    expect(names(cards[2])).toEqual(['Player p11', 'Player p10', 'Player p9', 'Player p8']);
    expect(names(cards[1])).toEqual(['Player p5', 'Player p6', 'Player p4', 'Player p7']);
  });

  it('leaves out players on a bye, ruled out, or without numbers; a questionable one plays', () => {
    const { cards, playerIds } = pickShowcase([
      prediction('bye', 'KC', 'QB', [18, 30, 34], { is_bye: true }),
      prediction('out', 'BUF', 'QB', [18, 29, 34], { injury: 'Out' }),
      prediction('ir', 'PHI', 'RB', [18, 28, 34], { injury: 'IR' }),
      prediction('none', 'DAL', 'WR', [18, 27, 34], { median: null }),
      prediction('zero', 'NYG', 'K', [0, 0, 0]),
      prediction('q', 'SF', 'TE', [10, 12, 14], { injury: 'Questionable' }),
    ]);
    expect(names(cards[0])).toEqual(['Player q']);
    expect(playerIds).toEqual(['q']);
  });

  it('takes each NFL team once and each position once while it can, then a position again, then a team', () => {
    const narrow = (id: string, team: string, position: Position, spread: number) =>
      prediction(id, team, position, [20 - spread, 20, 20 + spread]);
    const { cards } = pickShowcase([
      narrow('qb1', 'KC', 'QB', 1),
      narrow('qb2', 'BUF', 'QB', 2),
      narrow('rb-kc', 'KC', 'RB', 3),
      narrow('rb1', 'SF', 'RB', 4),
      narrow('wr1', 'MIA', 'WR', 5),
      narrow('te1', 'DET', 'TE', 6),
    ]);
    expect(names(cards[0])).toEqual(['Player qb1', 'Player rb1', 'Player wr1', 'Player te1']);

    const sameTeam = pickShowcase([
      narrow('kc1', 'KC', 'QB', 1),
      narrow('kc2', 'KC', 'RB', 2),
      narrow('kc3', 'KC', 'WR', 3),
      narrow('buf', 'BUF', 'QB', 4),
    ]);
    expect(names(sameTeam.cards[0])).toEqual(['Player kc1', 'Player kc2', 'Player kc3', 'Player buf']);
  });

  it('answers three empty cards, each with its ranking, without predictions', () => {
    expect(pickShowcase([])).toEqual({
      cards: [
        { archetype: 'conservative', ranking: SHOWCASE_RANKING.conservative, players: [] },
        { archetype: 'balanced', ranking: SHOWCASE_RANKING.balanced, players: [] },
        { archetype: 'aggressive', ranking: SHOWCASE_RANKING.aggressive, players: [] },
      ],
      playerIds: [],
    });
  });

  const predictionArb = fc
    .record({
      id: fc.uuid(),
      team: fc.constantFrom(...TEAMS),
      position: fc.constantFrom(...POSITIONS),
      low: fc.float({ min: 0, max: 20, noNaN: true }),
      up: fc.float({ min: Math.fround(0.1), max: 20, noNaN: true }),
      wide: fc.float({ min: 0, max: 20, noNaN: true }),
      injury: fc.option(fc.constantFrom<InjuryStatus>('Out', 'Questionable', 'IR')),
      bye: fc.boolean(),
    })
    .map((r) =>
      prediction(r.id, r.team, r.position, [r.low, r.low + r.up, r.low + r.up + r.wide], {
        injury: r.injury,
        is_bye: r.bye,
      }),
    );
  const startersOf = (predictions: readonly ShowcasePrediction[]) =>
    likelyStarters(predictions.map(bandOf).filter((p): p is Ranked => p !== null));
  const pickedOf = (
    starters: readonly Ranked[],
    card: { players: readonly { playerName: string }[] } | undefined,
  ) => starters.filter((s) => card?.players.some((p) => p.playerName === s.player_name));

  it('is full whenever twelve likely starters play, with no player on two cards, starters only', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(predictionArb, { selector: (p) => p.player_id, maxLength: 80 }),
        (predictions) => {
          const { cards, playerIds } = pickShowcase(predictions);
          const starters = startersOf(predictions).map((p) => p.player_id);
          expect(new Set(playerIds).size).toBe(playerIds.length);
          expect(playerIds.every((id) => starters.includes(id))).toBe(true);
          expect(playerIds).toHaveLength(Math.min(3 * SHOWCASE_SIZE, starters.length));
          if (starters.length >= 3 * SHOWCASE_SIZE) {
            for (const card of cards) expect(card.players).toHaveLength(SHOWCASE_SIZE);
          }
        },
      ),
    );
  });

  it('passes no starter over for a worse fit unless the card gains a new team or position by it', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(predictionArb, { selector: (p) => p.player_id, maxLength: 60 }),
        (predictions) => {
          const { cards } = pickShowcase(predictions);
          const starters = startersOf(predictions);
          const conservative = pickedOf(starters, cards[0]);
          const aggressive = pickedOf(starters, cards[2]);
          const fresh = (picked: readonly Ranked[], other: Ranked) =>
            !picked.includes(other) &&
            picked.every((p) => p.team !== other.team && p.position !== other.position);
          if (conservative.length > 0) {
            const widest = Math.max(...conservative.map((p) => p.spread));
            for (const other of starters.filter((o) => fresh(conservative, o)))
              expect(other.spread).toBeGreaterThanOrEqual(widest);
          }
          if (aggressive.length > 0) {
            const narrowest = Math.min(...aggressive.map((p) => p.spread));
            for (const other of starters.filter((o) => !conservative.includes(o) && fresh(aggressive, o)))
              expect(other.spread).toBeLessThanOrEqual(narrowest);
          }
        },
      ),
    );
  });

  it('gives the same cards whatever the order of the predictions', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(predictionArb, { selector: (p) => p.player_id, maxLength: 30 }),
        (predictions) => {
          expect(pickShowcase([...predictions].reverse())).toEqual(pickShowcase(predictions));
        },
      ),
    );
  });
});

describe('likelyStarters', () => {
  const ranked = (id: string, position: Position, median: number) =>
    bandOf(prediction(id, 'KC', position, [median - 1, median, median + 1])) as Ranked;

  it("fills a twelve-team league's slots by median: 12 QB, 24 RB, 24 WR, 12 TE, 12 K, 12 D/ST, then 12 FLEX", () => {
    const pool = [
      ...Array.from({ length: 20 }, (_, i) => ranked(`qb${i}`, 'QB', 30 - i)),
      ...Array.from({ length: 40 }, (_, i) => ranked(`rb${i}`, 'RB', 25 - i / 2)),
      ...Array.from({ length: 40 }, (_, i) => ranked(`wr${i}`, 'WR', 24.9 - i / 2)),
      ...Array.from({ length: 20 }, (_, i) => ranked(`te${i}`, 'TE', 12 - i / 4)),
      ...Array.from({ length: 15 }, (_, i) => ranked(`k${i}`, 'K', 9 - i / 10)),
    ];
    const starters = likelyStarters(pool);
    const count = (position: Position) => starters.filter((p) => p.position === position).length;
    expect(count('QB')).toBe(12);
    expect(count('K')).toBe(12);
    expect(count('RB') + count('WR') + count('TE')).toBe(24 + 24 + 12 + 12);
    // The FLEX slots go to the best RB, WR and TE left: here RBs and WRs.
    expect(count('TE')).toBe(12);
    expect(starters.map((p) => p.player_id)).not.toContain('qb12');
  });
});

describe('showcaseReason', () => {
  const band = { conservative: 11.2, median: 14.14, aggressive: 16.8 };

  it('gives the floor, the ceiling and how wide the band is for the median (one decimal)', () => {
    expect(showcaseReason('conservative', band)).toBe(
      'Floor 11.2, ceiling 16.8: a range 40% of the 14.1 median',
    );
    expect(showcaseReason('aggressive', { conservative: 4.08, median: 12, aggressive: 24.5 })).toBe(
      'Ceiling 24.5 vs floor 4.1: a range 170% of the 12.0 median',
    );
  });

  it('adds the matchup when it is favourable or tough, and only then', () => {
    expect(showcaseReason('conservative', band, { favorability: 'favorable', opponent: 'DAL' })).toBe(
      'Floor 11.2, ceiling 16.8: a range 40% of the 14.1 median; favorable matchup vs DAL',
    );
    expect(showcaseReason('balanced', band, { favorability: 'unfavorable', opponent: 'BAL' })).toBe(
      'Floor 11.2, ceiling 16.8: a range 40% of the 14.1 median; tough matchup vs BAL',
    );
    expect(showcaseReason('balanced', band, { favorability: 'neutral', opponent: 'BAL' })).toBe(
      'Floor 11.2, ceiling 16.8: a range 40% of the 14.1 median',
    );
  });
});
