import { describe, expect, it } from 'vitest';
import { planningLabel, scoringNote } from './labels.js';

describe('planningLabel', () => {
  it('names the week, the mode and the scoring as the dashboard card shows them', () => {
    expect(planningLabel({ week: 12, mode: 'median', format: 'half-ppr' })).toBe(
      'Week 12 · Median · Half-PPR',
    );
    expect(planningLabel({ week: 1, mode: 'aggressive', format: 'ppr' })).toBe('Week 1 · Aggressive · PPR');
    expect(planningLabel({ week: 6, mode: 'conservative', format: 'standard' })).toBe(
      'Week 6 · Conservative · Standard',
    );
  });
});

describe('scoringNote', () => {
  it("says when an imported team is counted in another scoring than its league's, and only then", () => {
    const league = { id: 'l1', name: 'Sunday Funday', format: 'ppr' as const };
    expect(scoringNote({ format: 'half-ppr', league, chosen: true })).toBe(
      'League scores PPR; counted here in Half-PPR',
    );
    expect(scoringNote({ format: 'ppr', league, chosen: false })).toBeNull();
    expect(scoringNote({ format: 'ppr', league: null, chosen: true })).toBeNull();
    expect(scoringNote({ format: 'ppr', league: { id: 'l1', name: 'Old' } })).toBeNull();
  });
});
