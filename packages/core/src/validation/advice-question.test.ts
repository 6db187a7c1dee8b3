import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateAdviceQuestion } from './advice-question.js';

describe('AI advisor question', () => {
  it("refuses an empty, blank or missing question with 'Please enter a question'", () => {
    for (const input of ['', '  ', '\n', undefined, null]) {
      expect(validateAdviceQuestion(input)).toEqual({ ok: false, message: 'Please enter a question' });
    }
  });

  it('property: whitespace-only questions are always refused', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), (question) => {
        expect(validateAdviceQuestion(question)).toEqual({ ok: false, message: 'Please enter a question' });
      }),
    );
  });

  it('gives the trimmed question, up to 1000 characters', () => {
    expect(validateAdviceQuestion('  Start Kelce or Andrews?  ')).toEqual({
      ok: true,
      value: 'Start Kelce or Andrews?',
    });
    expect(validateAdviceQuestion('q'.repeat(1000)).ok).toBe(true);
    expect(validateAdviceQuestion('q'.repeat(1001))).toEqual({
      ok: false,
      message: 'Question must be at most 1000 characters',
    });
  });
});
