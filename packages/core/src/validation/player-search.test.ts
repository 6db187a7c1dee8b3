import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSearchable, validatePlayerSearch } from './player-search.js';

const HINT = 'Type at least 2 characters to search';

describe('player search text', () => {
  it('refuses fewer than 2 characters after trimming with the hint', () => {
    for (const input of ['', 'a', ' a ', '   ', undefined]) {
      expect(validatePlayerSearch(input)).toEqual({ ok: false, message: HINT });
    }
  });

  it('accepts 2 characters and gives the trimmed text', () => {
    expect(validatePlayerSearch('Ja')).toEqual({ ok: true, value: 'Ja' });
    expect(validatePlayerSearch('  mahomes ')).toEqual({ ok: true, value: 'mahomes' });
  });

  it('caps the text at 100 characters', () => {
    expect(validatePlayerSearch('s'.repeat(100)).ok).toBe(true);
    expect(validatePlayerSearch('s'.repeat(101))).toEqual({
      ok: false,
      message: 'Search must be at most 100 characters',
    });
  });

  it('property: isSearchable agrees with the rule for any text up to 100 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (text) => {
        expect(isSearchable(text)).toBe(validatePlayerSearch(text).ok);
      }),
    );
  });
});
