import { describe, expect, it } from 'vitest';
import {
  actualTotal,
  bandVerdict,
  countedActual,
  gameOfTeam,
  gameState,
  type ScoredGame,
  sumPoints,
} from './game-results.js';

const KC_BUF: ScoredGame = {
  homeTeam: 'KC',
  awayTeam: 'BUF',
  kickoff: '2025-10-12T17:00:00.000Z',
  homeScore: null,
  awayScore: null,
};
const SCORED: ScoredGame = { ...KC_BUF, homeScore: 27, awayScore: 20 };
const BEFORE = new Date('2025-10-12T16:59:59.000Z');
const AT_KICKOFF = new Date('2025-10-12T17:00:00.000Z');

describe('bandVerdict', () => {
  it('is below under the floor, above over the ceiling, within between them, both bounds included', () => {
    const band = { conservative: 12.5, aggressive: 21.5 };
    expect(bandVerdict(12.49, band)).toBe('below');
    expect(bandVerdict(12.5, band)).toBe('within');
    expect(bandVerdict(17, band)).toBe('within');
    expect(bandVerdict(21.5, band)).toBe('within');
    expect(bandVerdict(21.51, band)).toBe('above');
  });

  it('has no verdict without both bounds', () => {
    expect(bandVerdict(10, { conservative: null, aggressive: 20 })).toBeNull();
    expect(bandVerdict(10, { conservative: 5, aggressive: null })).toBeNull();
  });
});

describe('gameState', () => {
  it('is not-started before kickoff, in-progress from kickoff without a score, final with one', () => {
    expect(gameState(KC_BUF, BEFORE, { bye: false })).toBe('not-started');
    expect(gameState(KC_BUF, AT_KICKOFF, { bye: false })).toBe('in-progress');
    expect(gameState(SCORED, AT_KICKOFF, { bye: false })).toBe('final');
  });

  it('goes by the time: a score seen before its kickoff is still a game to come', () => {
    expect(gameState(SCORED, BEFORE, { bye: false })).toBe('not-started');
  });

  it('is bye without a game in a bye week, unknown without a game otherwise', () => {
    expect(gameState(undefined, AT_KICKOFF, { bye: true })).toBe('bye');
    expect(gameState(undefined, AT_KICKOFF, { bye: false })).toBe('unknown');
  });

  it('finds a team’s game home or away, the earliest of two', () => {
    const later = { ...KC_BUF, homeTeam: 'NYJ', kickoff: '2025-10-13T00:15:00.000Z' };
    expect(gameOfTeam('BUF', [later, KC_BUF])).toBe(KC_BUF);
    expect(gameOfTeam('KC', [KC_BUF])).toBe(KC_BUF);
    expect(gameOfTeam('PHI', [KC_BUF])).toBeUndefined();
  });
});

describe('actualTotal', () => {
  const projected = { conservative: 40, aggressive: 60 };

  it('sums final starters, counts bye and OUT 0, and waits for games to come or in progress', () => {
    const total = actualTotal(
      [
        { state: 'final', actual: 21.34, out: false },
        { state: 'final', actual: 12.1, out: false },
        { state: 'bye', actual: 0, out: false },
        { state: 'in-progress', actual: null, out: false },
        { state: 'not-started', actual: null, out: false },
      ],
      projected,
    );
    // 21.34 + 12.1 = 33.44; bye settled; two still to come.
    expect(total).toEqual({ points: 33.44, final: 3, starters: 5, complete: false, band: null });
  });

  it('once every starter is settled, gives the band of the total against the lineup’s', () => {
    const starters = [
      { state: 'final' as const, actual: 20.2, out: false },
      { state: 'final' as const, actual: 19.9, out: false },
      { state: 'final' as const, actual: 30, out: true }, // ruled OUT: counts 0
      { state: 'unknown' as const, actual: null, out: false }, // no game: 0
    ];
    // 20.2 + 19.9 = 40.1: within 40–60.
    expect(actualTotal(starters, projected)).toEqual({
      points: 40.1,
      final: 4,
      starters: 4,
      complete: true,
      band: 'within',
    });
    expect(actualTotal(starters, { conservative: 45, aggressive: 60 }).band).toBe('below');
    expect(actualTotal(starters, { conservative: 20, aggressive: 40 }).band).toBe('above');
  });

  it('settles an OUT starter once his game has kicked off, not before', () => {
    expect(actualTotal([{ state: 'in-progress', actual: null, out: true }], projected).complete).toBe(true);
    expect(actualTotal([{ state: 'not-started', actual: null, out: true }], projected).complete).toBe(false);
  });

  it('counts only final points of a player who plays', () => {
    expect(countedActual({ state: 'final', actual: 8.5, out: false })).toBe(8.5);
    expect(countedActual({ state: 'final', actual: null, out: false })).toBe(0);
    expect(countedActual({ state: 'in-progress', actual: null, out: false })).toBe(0);
  });

  it('sums without float noise', () => {
    expect(sumPoints([0.1, 0.2])).toBe(0.3);
    expect(sumPoints([27.14, 11.05, -2])).toBe(36.19);
  });
});
