import { describe, expect, it } from 'vitest';
import { ANALYST_QUESTIONS, answerOverview } from './answer-overview.js';
import { TEAM, testWeek } from './test-week.js';

describe('answerOverview', () => {
  it('gives the lineup’s key facts and the questions the analyst can answer', () => {
    const answer = answerOverview(testWeek(TEAM));
    expect(answer.topic).toBe('overview');
    const lines = answer.advice.split('\n');
    expect(lines[0]).toBe(
      "I can't answer that one directly, but here is your week 6: your starters project 99.0 (floor 74.3, ceiling 129.5).",
    );
    expect(lines[1]).toContain('The optimal lineup projects 44.6 more on the median (143.6)');
    expect(lines[2]).toBe(
      'Starters to watch: Christian McCaffrey (RB1, IR (Achilles)), Justin Jefferson (WR1, on a bye) and Tyreek Hill (FLEX, Questionable (Wrist)).',
    );
    expect(lines.slice(-ANALYST_QUESTIONS.length)).toEqual(ANALYST_QUESTIONS.map((q) => `- ${q}`));
    expect(answer.facts[0]).toBe("Starters' total in week 6: floor 74.3, median 99.0, ceiling 129.5");
  });
});
