import { describe, expect, it } from 'vitest';
import { answerStartOrSit } from './answer-start-or-sit.js';
import { TEAM, testWeek } from './test-week.js';
import { weekEntries } from './week-roster.js';

const week = testWeek(TEAM);
const entry = (id: string) =>
  weekEntries(week).find((e) => e._id === id) as NonNullable<ReturnType<typeof weekEntries>[number]>;
const ask = (ids: string[], need: 'median' | 'conservative' | 'aggressive' = 'median') =>
  answerStartOrSit({ week, named: ids.map(entry), need });

describe('answerStartOrSit', () => {
  it('starts the higher median, citing both numbers, where each stands and the injury to watch', () => {
    const answer = ask(['p-chase', 'p-hill']);
    expect(answer.topic).toBe('startOrSit');
    expect(answer.advice).toContain("Start Ja'Marr Chase over Tyreek Hill: median 19.8 against 15.1.");
    expect(answer.advice).toContain(
      "Move Ja'Marr Chase from the bench to FLEX and Tyreek Hill to the bench.",
    );
    expect(answer.advice).toContain('Tyreek Hill is listed Questionable (Wrist)');
    expect(answer.facts).toEqual([
      "Bench Ja'Marr Chase (CIN WR) vs NYJ: floor 15.1, median 19.8, ceiling 25.5",
      'FLEX Tyreek Hill (MIA WR) at NYJ: floor 10.7, median 15.1, ceiling 20.6; Questionable (Wrist)',
    ]);
  });

  it('picks the big ceiling for an underdog and the safe floor for a favourite (pickStarter)', () => {
    expect(ask(['p-hall', 'p-ajbrown'], 'aggressive').advice).toContain(
      'Start A.J. Brown over Breece Hall: ceiling 26.9 against 20.7.',
    );
    expect(ask(['p-hall', 'p-ajbrown'], 'conservative').advice).toContain(
      'Start Breece Hall over A.J. Brown: floor 12.1 against 9.0.',
    );
  });

  it('never starts a player on a bye or OUT, and says why he counts 0', () => {
    const answer = ask(['p-jefferson', 'p-lamb']);
    expect(answer.advice).toContain('Start CeeDee Lamb over Justin Jefferson: median 17.9 against 0.0.');
    expect(answer.advice).toContain('Justin Jefferson is on a bye and counts 0.0.');
  });

  it('weighs one named bench player against the weakest starter whose slot he could take', () => {
    const answer = ask(['p-bijan']);
    expect(answer.advice).toContain(
      'Start Bijan Robinson over Christian McCaffrey at RB1: median 19.6 against 0.0.',
    );
    expect(answer.advice).toContain(
      'Christian McCaffrey is listed IR (Achilles), will not play and counts 0.0.',
    );
  });

  it('weighs one named starter against the best bench player who could take his slot', () => {
    expect(ask(['p-lamb']).advice).toContain(
      "Start Ja'Marr Chase over CeeDee Lamb at WR2: median 19.8 against 17.9.",
    );
    expect(ask(['p-elliott']).advice).toBe(
      'Start Jake Elliott: no one on your roster competes with him for K.',
    );
  });

  it('ranks three named players by the need', () => {
    const answer = ask(['p-hall', 'p-bijan', 'p-henry']);
    expect(answer.advice.split('\n')[0]).toBe(
      'By the median: Bijan Robinson 19.6, Derrick Henry 18.7, Breece Hall 15.9.',
    );
    expect(answer.advice).toContain('Start Bijan Robinson over Derrick Henry: median 19.6 against 18.7.');
    expect(answer.facts).toHaveLength(3);
  });

  it('says when two players cannot play the same slot', () => {
    expect(ask(['p-hurts', 'p-elliott']).advice).toContain(
      'Jalen Hurts (QB) and Jake Elliott (K) cannot play the same slot, so both can start.',
    );
  });
});
