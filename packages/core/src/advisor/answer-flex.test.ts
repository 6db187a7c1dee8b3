import { describe, expect, it } from 'vitest';
import { answerFlex } from './answer-flex.js';
import { TEAM, testWeek } from './test-week.js';
import { weekEntries } from './week-roster.js';

const week = testWeek(TEAM);
const entry = (id: string) =>
  weekEntries(week).find((e) => e._id === id) as ReturnType<typeof weekEntries>[number];

describe('answerFlex', () => {
  it('puts the best RB, WR or TE of the bench at FLEX when he beats the FLEX starter, naming the next best', () => {
    const answer = answerFlex({ week, named: [], need: 'median' });
    expect(answer.topic).toBe('flex');
    expect(answer.advice).toBe(
      "Put Ja'Marr Chase at FLEX instead of Tyreek Hill: median 19.8 against 15.1. Next: Bijan Robinson 19.6, Derrick Henry 18.7.",
    );
    expect(answer.facts[0]).toBe(
      'FLEX Tyreek Hill (MIA WR) at NYJ: floor 10.7, median 15.1, ceiling 20.6; Questionable (Wrist)',
    );
  });

  it('ranks by the ceiling for an underdog', () => {
    expect(answerFlex({ week, named: [], need: 'aggressive' }).advice).toContain(
      'Put A.J. Brown at FLEX instead of Tyreek Hill: ceiling 26.9 against 20.6.',
    );
  });

  it('keeps the FLEX starter when no one on the bench beats him, and weighs only the named players when given', () => {
    const answer = answerFlex({ week, named: [entry('p-hill'), entry('p-stbrown')], need: 'median' });
    expect(answer.advice).toBe(
      'Put Amon-Ra St. Brown at FLEX instead of Tyreek Hill: median 16.0 against 15.1.',
    );
    const floor = answerFlex({ week, named: [entry('p-hill'), entry('p-ajbrown')], need: 'conservative' });
    expect(floor.advice).toContain('Keep Tyreek Hill at FLEX: floor 10.7, ahead of A.J. Brown 9.0.');
  });

  it('says when no one can play FLEX', () => {
    const empty = testWeek([
      { place: 'QB', id: 'qb', name: 'Only Quarterback', team: 'KC', position: 'QB', figures: [1, 2, 3] },
    ]);
    expect(answerFlex({ week: empty, named: [], need: 'median' }).advice).toContain(
      'You have no RB, WR or TE',
    );
  });
});
