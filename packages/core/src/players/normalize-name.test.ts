import { describe, expect, it } from 'vitest';
import { normalizeName } from './normalize-name.js';

describe('normalizeName', () => {
  it('lower-cases and drops punctuation, accents and generational suffixes', () => {
    expect(normalizeName('Odell Beckham Jr.')).toBe('odell beckham');
    expect(normalizeName("D'Andre Swift")).toBe('dandre swift');
    expect(normalizeName('A.J. Brown')).toBe('aj brown');
    expect(normalizeName('Michael Pittman Jr')).toBe('michael pittman');
    expect(normalizeName('Kenneth Walker III')).toBe('kenneth walker');
    expect(normalizeName('Amon-Ra St. Brown')).toBe('amon ra st brown');
    expect(normalizeName('Jaxon Smith-Njigba')).toBe('jaxon smith njigba');
    expect(normalizeName('Zoë  Müller ')).toBe('zoe muller');
  });

  it('keeps a one-word name even when it looks like a suffix', () => {
    expect(normalizeName('V')).toBe('v');
  });
});
