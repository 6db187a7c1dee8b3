import { describe, expect, it } from 'vitest';
import { answerInjuriesAndByes } from './answer-injuries-and-byes.js';
import { TEAM, testWeek } from './test-week.js';

describe('answerInjuriesAndByes', () => {
  it('names the starters who will not play with a healthy replacement each, those listed, and the bench', () => {
    const answer = answerInjuriesAndByes(testWeek(TEAM));
    expect(answer.topic).toBe('injuriesAndByes');
    expect(answer.advice.split('\n')).toEqual([
      'Starters who will not play, each counting 0.0: Christian McCaffrey (RB1, IR (Achilles)) and Justin Jefferson (WR1, on a bye).',
      'At RB1, start Bijan Robinson instead (median 19.6).',
      "At WR1, start Ja'Marr Chase instead (median 19.8).",
      'Listed but may play: Tyreek Hill (FLEX, Questionable (Wrist), median 15.1). Check the final report before kickoff.',
      'On the bench: Mark Andrews (Out (Ankle)) and Derrick Henry (Doubtful (Knee)).',
    ]);
    expect(answer.facts).toContain('Better option at RB1: Bijan Robinson, median 19.6 (+19.6)');
  });

  it('uses each bench player once, and says when no healthy one can take a slot', () => {
    const week = testWeek([
      {
        place: 'RB1',
        id: 'a',
        name: 'Able Runner',
        team: 'KC',
        position: 'RB',
        figures: [1, 2, 3],
        injury: ['Out', 'Knee'],
      },
      {
        place: 'RB2',
        id: 'b',
        name: 'Baker Runner',
        team: 'KC',
        position: 'RB',
        figures: [1, 2, 3],
        bye: true,
      },
      { place: 'BENCH', id: 'c', name: 'Carter Runner', team: 'KC', position: 'RB', figures: [5, 6, 7] },
    ]);
    const lines = answerInjuriesAndByes(week).advice.split('\n');
    expect(lines).toContain('At RB1, start Carter Runner instead (median 6.0).');
    expect(lines).toContain('No healthy bench player can take RB2: look for one with the player search.');
  });

  it('says when no one is injured or on a bye', () => {
    const week = testWeek([
      { place: 'QB', id: 'qb', name: 'Only Quarterback', team: 'KC', position: 'QB', figures: [1, 2, 3] },
    ]);
    expect(answerInjuriesAndByes(week).advice).toBe('No one on your team is injured or on a bye this week.');
  });
});
