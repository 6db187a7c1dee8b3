import { describe, expect, it } from 'vitest';
import { answerFloorOrCeiling } from './answer-floor-or-ceiling.js';
import { numbersIn } from './numbers-in.js';
import { TEAM, testWeek } from './test-week.js';

const week = testWeek(TEAM);

describe('answerFloorOrCeiling', () => {
  it('gives an underdog the one move that raises the ceiling most, ready to apply, each figure a player’s own', () => {
    const answer = answerFloorOrCeiling({ week, need: 'aggressive' });
    expect(answer.topic).toBe('floorOrCeiling');
    // Jefferson is on a bye (0): A.J. Brown's 26.9 is the biggest one-swap gain on the ceiling.
    expect(answer.advice).toBe(
      'As the underdog, play for the ceiling: start A.J. Brown at WR1 for Justin Jefferson: ceiling 26.9 against 0.0 (+26.9).',
    );
    expect(answer.change).toEqual({
      playerId: 'p-ajbrown',
      playerName: 'A.J. Brown',
      from: 'BENCH',
      to: 'WR1',
      gain: 26.9,
    });
    // No team ceiling: no sum of the starters' ceilings (129.5) nor of a best lineup is stated.
    expect(numbersIn(answer.advice)).not.toContain(129.5);
    expect(answer.facts.join('\n')).not.toMatch(/lineup|total/i);
    expect(answer.facts[0]).toBe(
      'Best single move for the ceiling: A.J. Brown at WR1 for Justin Jefferson, +26.9',
    );
  });

  it('gives a favourite the one move that raises the floor most', () => {
    const answer = answerFloorOrCeiling({ week, need: 'conservative' });
    expect(answer.advice).toBe(
      'As the favourite, protect the floor: start Bijan Robinson at RB1 for Christian McCaffrey: floor 15.3 against 0.0 (+15.3).',
    );
    expect(answer.change).toMatchObject({ playerId: 'p-bijan', from: 'BENCH', to: 'RB1' });
  });

  it('gives both (and no change to apply) when the question does not say which, and says when no move helps', () => {
    const both = answerFloorOrCeiling({ week, need: undefined });
    expect(both.advice.split('\n')).toHaveLength(2);
    expect(both.advice).toContain('If you are the underdog');
    expect(both.advice).toContain('If you are the favourite');
    expect(both.change).toBeUndefined();
    const small = testWeek([
      { place: 'QB', id: 'qb', name: 'Only Quarterback', team: 'KC', position: 'QB', figures: [10, 20, 30] },
    ]);
    const none = answerFloorOrCeiling({ week: small, need: 'aggressive' });
    expect(none.advice).toBe(
      'As the underdog, play for the ceiling: no bench player has a higher ceiling than the starter he could replace.',
    );
    expect(none.change).toBeUndefined();
  });
});
