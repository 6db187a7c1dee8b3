import { describe, expect, it } from 'vitest';
import { answerOptimal } from './answer-optimal.js';
import { TEAM, testWeek } from './test-week.js';

describe('answerOptimal', () => {
  it('gives the optimal total, the gain and the slots it fills otherwise', () => {
    const answer = answerOptimal(testWeek(TEAM));
    expect(answer.topic).toBe('optimal');
    expect(answer.advice.split('\n')).toEqual([
      'Not yet: the optimal lineup projects 143.6 on the median, 44.6 more than yours (99.0).',
      '- Start Lamar Jackson at QB for Jalen Hurts.',
      '- Start Bijan Robinson at RB1 for Christian McCaffrey.',
      '- Start Derrick Henry at RB2 for Breece Hall.',
      "- Start Ja'Marr Chase at WR1 for Justin Jefferson.",
      '- Start A.J. Brown at FLEX for Tyreek Hill.',
      'Optimize makes these changes in one step.',
    ]);
    expect(answer.facts.slice(0, 2)).toEqual([
      "Starters' total in week 6: floor 74.3, median 99.0, ceiling 129.5",
      'Optimal lineup (median): 143.6, 44.6 more than 99.0',
    ]);
  });

  it('answers in the week’s mode, and yes when nothing scores more', () => {
    expect(answerOptimal(testWeek(TEAM, 'aggressive')).advice).toContain(
      'the optimal lineup projects 192.5 on the ceiling, 63.0 more than yours (129.5)',
    );
    const week = testWeek([
      { place: 'QB', id: 'qb', name: 'Only Quarterback', team: 'KC', position: 'QB', figures: [10, 20, 30] },
    ]);
    expect(answerOptimal(week).advice).toBe(
      'Yes: no legal lineup of your players projects more on the median than yours, 20.0.',
    );
  });
});
