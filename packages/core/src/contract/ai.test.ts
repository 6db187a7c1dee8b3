import { describe, expect, it } from 'vitest';
import { ZLineupAdviceRequest, ZLineupAdviceResponse } from './ai.js';

const projections = { conservative: 10, median: 14.5, aggressive: 21 };
const context = {
  teamName: 'Gridiron Gang',
  lineup: {
    QB: { name: 'Patrick Mahomes', team: 'KC', projections },
    RB1: { name: 'Bijan Robinson', team: 'ATL', position: 'RB', projections },
    FLEX: null,
  },
  bench: [{ name: 'Sam LaPorta', team: 'DET', position: 'TE', projections }],
  totalProjectedPoints: 98.6,
  week: 5,
};

describe('lineup advice', () => {
  it('round-trips a request and trims the question', () => {
    const parsed = ZLineupAdviceRequest.parse({ question: '  Who should I flex? ', context });
    expect(parsed).toEqual({ question: 'Who should I flex?', context });
  });

  it("refuses an empty question with 'Please enter a question'", () => {
    expect(ZLineupAdviceRequest.safeParse({ question: ' ', context }).error?.issues[0]?.message).toBe(
      'Please enter a question',
    );
  });

  it('refuses slots that do not exist and a bench over 7', () => {
    expect(
      ZLineupAdviceRequest.safeParse({ question: 'q', context: { ...context, lineup: { RB3: null } } })
        .success,
    ).toBe(false);
    const bench = Array.from({ length: 8 }, () => context.bench[0]);
    expect(ZLineupAdviceRequest.safeParse({ question: 'q', context: { ...context, bench } }).success).toBe(
      false,
    );
  });

  it('answers advice, with source, model and time optional', () => {
    expect(ZLineupAdviceResponse.parse({ advice: 'Start Robinson.' })).toEqual({ advice: 'Start Robinson.' });
    const full = {
      advice: 'Start Robinson.',
      source: 'llm',
      model: 'gpt-4o-mini',
      generatedAt: '2025-09-14T17:25:00Z',
    };
    expect(ZLineupAdviceResponse.parse(full)).toEqual(full);
    expect(ZLineupAdviceResponse.safeParse({ advice: 'x', source: 'oracle' }).success).toBe(false);
  });
});
