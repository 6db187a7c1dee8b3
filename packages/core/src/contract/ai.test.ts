import { describe, expect, it } from 'vitest';
import { ADVICE_FALLBACK_REASONS, ADVICE_TOPICS, ZLineupAdviceRequest, ZLineupAdviceResponse } from './ai.js';

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

const answer = {
  advice: 'Start Robinson.',
  source: 'analyst',
  generatedAt: '2025-09-14T17:25:00Z',
  topic: 'startOrSit',
  facts: ['RB1 Bijan Robinson (ATL) vs NO: floor 10.0, median 14.5, ceiling 21.0'],
};

describe('lineup advice', () => {
  it('round-trips a request with the spec context, trims the question and leaves the mode to the team (none sent, none parsed)', () => {
    const parsed = ZLineupAdviceRequest.parse({ question: '  Who should I flex? ', context });
    expect(parsed).toEqual({ question: 'Who should I flex?', context });
  });

  it('needs only the team and the week: lineup, bench and total are optional (the server ignores them)', () => {
    const parsed = ZLineupAdviceRequest.parse({
      question: 'Is my lineup optimal?',
      context: { teamName: 'Gridiron Gang', week: 6, mode: 'aggressive' },
    });
    expect(parsed.context).toEqual({ teamName: 'Gridiron Gang', week: 6, mode: 'aggressive' });
    expect(ZLineupAdviceRequest.safeParse({ question: 'q', context: { week: 6 } }).success).toBe(false);
    expect(ZLineupAdviceRequest.safeParse({ question: 'q', context: { teamName: 'A' } }).success).toBe(false);
    expect(
      ZLineupAdviceRequest.safeParse({ question: 'q', context: { teamName: 'A', week: 6, mode: 'wild' } })
        .success,
    ).toBe(false);
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

  it('answers advice with its source, time, topic and facts; the model and the fallback reason optional', () => {
    expect(ZLineupAdviceResponse.parse(answer)).toEqual(answer);
    const full = { ...answer, source: 'llm', model: 'gpt-4o-mini' };
    expect(ZLineupAdviceResponse.parse(full)).toEqual(full);
    const fellBack = { ...answer, fallbackReason: 'ungrounded' };
    expect(ZLineupAdviceResponse.parse(fellBack)).toEqual(fellBack);
  });

  it('refuses an unknown source, topic or fallback reason, and an answer without facts or time', () => {
    const bad = (patch: Record<string, unknown>) => ZLineupAdviceResponse.safeParse({ ...answer, ...patch });
    expect(bad({ source: 'oracle' }).success).toBe(false);
    expect(bad({ topic: 'trades' }).success).toBe(false);
    expect(bad({ fallbackReason: 'bored' }).success).toBe(false);
    expect(bad({ facts: undefined }).success).toBe(false);
    expect(bad({ generatedAt: undefined }).success).toBe(false);
    expect(bad({ source: undefined }).success).toBe(false);
  });

  it('lists the topics and the fallback reasons', () => {
    expect(ADVICE_TOPICS).toEqual([
      'startOrSit',
      'flex',
      'floorOrCeiling',
      'injuriesAndByes',
      'optimal',
      'pickup',
      'trade',
      'overview',
    ]);
    expect(ADVICE_FALLBACK_REASONS).toEqual(['timeout', 'error', 'ungrounded']);
  });
});
