import { describe, expect, it } from 'vitest';
import { answerFloorOrCeiling } from './answer-floor-or-ceiling.js';
import { TEAM, testWeek } from './test-week.js';

const week = testWeek(TEAM);

describe('answerFloorOrCeiling', () => {
  it('gives an underdog the starters’ ceiling and the highest-ceiling lineup (the optimiser on the ceilings)', () => {
    const answer = answerFloorOrCeiling({ week, need: 'aggressive' });
    expect(answer.topic).toBe('floorOrCeiling');
    expect(answer.advice).toContain(
      "As the underdog, play for the ceiling: your starters' ceiling is 129.5 (median 99.0). The highest-ceiling lineup reaches 192.5, starting Lamar Jackson at QB for Jalen Hurts;",
    );
    expect(answer.advice).toContain('A.J. Brown at WR1 for Justin Jefferson');
    expect(answer.facts).toContain('Highest-ceiling lineup: 192.5, 63.0 more than 129.5');
  });

  it('gives a favourite the starters’ floor and the highest-floor lineup', () => {
    const answer = answerFloorOrCeiling({ week, need: 'conservative' });
    expect(answer.advice).toContain(
      "As the favourite, protect the floor: your starters' floor is 74.3 (median 99.0). The highest-floor lineup reaches 110.5",
    );
    expect(answer.advice).toContain('Amon-Ra St. Brown at WR2 for CeeDee Lamb');
    expect(answer.advice).not.toContain('Lamar Jackson');
    expect(answer.facts).toContain('Highest-floor lineup: 110.5, 36.2 more than 74.3');
  });

  it('gives both when the question does not say which, and says when the lineup already is the best', () => {
    const both = answerFloorOrCeiling({ week, need: undefined });
    expect(both.advice.split('\n')).toHaveLength(2);
    expect(both.advice).toContain('If you are the underdog');
    expect(both.advice).toContain('If you are the favourite');
    const small = testWeek([
      { place: 'QB', id: 'qb', name: 'Only Quarterback', team: 'KC', position: 'QB', figures: [10, 20, 30] },
    ]);
    expect(answerFloorOrCeiling({ week: small, need: 'aggressive' }).advice).toBe(
      "As the underdog, play for the ceiling: your starters' ceiling is 30.0 (median 20.0). No lineup of your players has a higher ceiling.",
    );
  });
});
