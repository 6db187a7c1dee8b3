import { ARCHETYPES, type Archetype, type InjuryStatus, POSITIONS, type Position } from '@lineup-lab/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickShowcase, SHOWCASE_SIZE, type ShowcasePrediction, showcaseReason } from './pick-showcase.js';

/** TEST DATA: a synthetic prediction (names and numbers made up). */
function prediction(
  id: string,
  team: string,
  position: Position,
  [conservative, median, aggressive]: [number, number, number],
  archetype: Archetype | null,
  extra: Partial<ShowcasePrediction> = {},
): ShowcasePrediction {
  return {
    player_id: id,
    player_name: `Player ${id}`,
    position,
    team,
    opponent_team: 'OPP',
    archetype,
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

describe('pickShowcase', () => {
  it('answers the three cards in order, each from its own archetype, best median first', () => {
    const { cards } = pickShowcase([
      prediction('a1', 'KC', 'QB', [6, 20, 40], 'aggressive'),
      prediction('c1', 'BUF', 'QB', [18, 21, 24], 'conservative'),
      prediction('b1', 'PHI', 'RB', [9, 15, 24], 'balanced'),
      prediction('c2', 'DAL', 'WR', [12, 14, 16], 'conservative'),
      prediction('x1', 'SF', 'TE', [9, 15, 24], null),
    ]);
    expect(cards.map((card) => card.archetype)).toEqual(['conservative', 'balanced', 'aggressive']);
    expect(cards.map(names)).toEqual([['Player c1', 'Player c2'], ['Player b1'], ['Player a1']]);
    expect(cards[0]?.players[0]).toEqual({
      playerName: 'Player c1',
      position: 'QB',
      teamName: 'BUF',
      projections: { conservative: 18, median: 21, aggressive: 24 },
      reason: 'Narrow range: 18.0–24.0 points, median 21.0',
    });
  });

  it('leaves out players on a bye, ruled out, or without numbers; a questionable one plays', () => {
    const { cards } = pickShowcase([
      prediction('bye', 'KC', 'QB', [18, 30, 34], 'conservative', { is_bye: true }),
      prediction('out', 'BUF', 'QB', [18, 29, 34], 'conservative', { injury: 'Out' }),
      prediction('ir', 'PHI', 'RB', [18, 28, 34], 'conservative', { injury: 'IR' }),
      prediction('none', 'DAL', 'WR', [18, 27, 34], 'conservative', { median: null }),
      prediction('zero', 'NYG', 'K', [0, 0, 0], 'conservative'),
      prediction('q', 'SF', 'TE', [10, 12, 14], 'conservative', { injury: 'Questionable' }),
    ]);
    expect(names(cards[0])).toEqual(['Player q']);
  });

  it('takes the four best medians, each NFL team once and each position once while it can', () => {
    const { cards } = pickShowcase([
      prediction('qb1', 'KC', 'QB', [20, 25, 29], 'conservative'),
      prediction('qb2', 'BUF', 'QB', [20, 24, 28], 'conservative'),
      prediction('qb3', 'PHI', 'QB', [20, 23, 27], 'conservative'),
      prediction('rb-kc', 'KC', 'RB', [17, 20, 23], 'conservative'),
      prediction('rb1', 'SF', 'RB', [15, 18, 21], 'conservative'),
      prediction('wr1', 'MIA', 'WR', [13, 16, 19], 'conservative'),
      prediction('te1', 'DET', 'TE', [8, 9, 10], 'conservative'),
    ]);
    // QB, RB, WR, TE once each (the Chiefs' RB is the Chiefs' second player): variety before a
    // fourth-best median.
    expect(names(cards[0])).toEqual(['Player qb1', 'Player rb1', 'Player wr1', 'Player te1']);
  });

  it('repeats a position, then a team, only when the card would be short otherwise', () => {
    const positions = pickShowcase([
      prediction('qb1', 'KC', 'QB', [20, 25, 29], 'balanced'),
      prediction('qb2', 'BUF', 'QB', [20, 24, 28], 'balanced'),
      prediction('qb3', 'PHI', 'QB', [20, 23, 27], 'balanced'),
      prediction('qb4', 'KC', 'QB', [20, 22, 27], 'balanced'),
      prediction('rb1', 'SF', 'RB', [15, 18, 21], 'balanced'),
    ]);
    expect(names(positions.cards[1])).toEqual(['Player qb1', 'Player qb2', 'Player qb3', 'Player rb1']);

    const teams = pickShowcase([
      prediction('kc1', 'KC', 'QB', [3, 25, 45], 'aggressive'),
      prediction('kc2', 'KC', 'RB', [3, 21, 45], 'aggressive'),
      prediction('kc3', 'KC', 'WR', [3, 20, 45], 'aggressive'),
      prediction('buf', 'BUF', 'QB', [3, 19, 45], 'aggressive'),
      prediction('kc4', 'KC', 'TE', [3, 9, 45], 'aggressive'),
    ]);
    expect(names(teams.cards[2])).toEqual(['Player kc1', 'Player kc2', 'Player kc3', 'Player buf']);
  });

  it('answers the ids it picked, and three empty cards without predictions', () => {
    const { playerIds } = pickShowcase([
      prediction('c', 'KC', 'QB', [18, 21, 24], 'conservative'),
      prediction('a', 'BUF', 'QB', [2, 18, 34], 'aggressive'),
    ]);
    expect(playerIds).toEqual(['c', 'a']);
    expect(pickShowcase([]).cards).toEqual([
      { archetype: 'conservative', players: [] },
      { archetype: 'balanced', players: [] },
      { archetype: 'aggressive', players: [] },
    ]);
  });

  const predictionArb = fc
    .record({
      id: fc.uuid(),
      team: fc.constantFrom('KC', 'BUF', 'PHI', 'SF', 'DAL', 'MIA'),
      position: fc.constantFrom(...POSITIONS),
      low: fc.float({ min: 0, max: 20, noNaN: true }),
      spread: fc.float({ min: 0, max: 20, noNaN: true }),
      archetype: fc.option(fc.constantFrom(...ARCHETYPES)),
      injury: fc.option(fc.constantFrom<InjuryStatus>('Out', 'Questionable', 'IR')),
      bye: fc.boolean(),
    })
    .map((r) =>
      prediction(r.id, r.team, r.position, [r.low, r.low + r.spread, r.low + 2 * r.spread], r.archetype, {
        injury: r.injury,
        is_bye: r.bye,
      }),
    );

  it('never picks more than four, nor anyone twice, and no one it passed over for new team and position beats its last pick', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(predictionArb, { selector: (p) => p.player_id, maxLength: 40 }),
        (predictions) => {
          const { cards, playerIds } = pickShowcase(predictions);
          expect(new Set(playerIds).size).toBe(playerIds.length);
          for (const card of cards) {
            const picked = predictions.filter((p) =>
              card.players.some((s) => s.playerName === p.player_name),
            );
            const eligible = predictions.filter(
              (p) =>
                p.archetype === card.archetype &&
                !p.is_bye &&
                p.injury !== 'Out' &&
                p.injury !== 'IR' &&
                (p.median ?? 0) > 0,
            );
            expect(card.players.length).toBe(Math.min(SHOWCASE_SIZE, eligible.length));
            expect(picked.every((p) => eligible.includes(p))).toBe(true);
            const medians = card.players.map((player) => player.projections.median ?? 0);
            expect(medians).toEqual([...medians].sort((a, b) => b - a));
            const lowest = Math.min(...medians);
            for (const other of eligible.filter((p) => !picked.includes(p))) {
              const fresh = picked.every((p) => p.team !== other.team && p.position !== other.position);
              if (fresh) expect(other.median ?? 0).toBeLessThanOrEqual(lowest);
            }
            if (new Set(eligible.map((p) => p.team)).size >= SHOWCASE_SIZE) {
              expect(new Set(picked.map((p) => p.team)).size).toBe(picked.length);
            }
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

describe('showcaseReason', () => {
  const band = { conservative: 11.2, median: 14.14, aggressive: 16.8 };

  it('says what makes the player fit the card, from the numbers (one decimal)', () => {
    expect(showcaseReason('conservative', band)).toBe('Narrow range: 11.2–16.8 points, median 14.1');
    expect(showcaseReason('aggressive', { conservative: 4.08, median: 12, aggressive: 24.5 })).toBe(
      'Boom-or-bust: ceiling 24.5 vs floor 4.1',
    );
    expect(showcaseReason('balanced', { conservative: 8, median: 15.3, aggressive: 24 })).toBe(
      'Balanced range around a 15.3-point median',
    );
  });

  it('adds the matchup when it is favourable or tough, and only then', () => {
    expect(showcaseReason('conservative', band, { favorability: 'favorable', opponent: 'DAL' })).toBe(
      'Narrow range: 11.2–16.8 points, median 14.1; favorable matchup vs DAL',
    );
    expect(showcaseReason('balanced', band, { favorability: 'unfavorable', opponent: 'BAL' })).toBe(
      'Balanced range around a 14.1-point median; tough matchup vs BAL',
    );
    expect(showcaseReason('balanced', band, { favorability: 'neutral', opponent: 'BAL' })).toBe(
      'Balanced range around a 14.1-point median',
    );
    expect(showcaseReason('balanced', band, { favorability: 'favorable', opponent: null })).toBe(
      'Balanced range around a 14.1-point median',
    );
  });
});
