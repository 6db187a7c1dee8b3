import { HALF_PPR, PPR, STANDARD } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { presetOf } from './scoring-preset.js';

describe('presetOf', () => {
  it('names each preset, and nothing for settings that differ', () => {
    expect(presetOf({ ...PPR, passing: { ...PPR.passing, interceptions: -1 } })).toBe('ppr');
    expect(presetOf(STANDARD)).toBe('standard');
    expect(presetOf(HALF_PPR)).toBe('half-ppr');
    expect(presetOf(PPR)).toBe('ppr');
    expect(presetOf({ ...PPR, receiving: { ...PPR.receiving, receptions: 0.25 } })).toBeUndefined();
    expect(presetOf({ ...PPR, passing: { ...PPR.passing, touchdowns: 6 } })).toBeUndefined();
    expect(presetOf({ ...PPR, kicking: { ...PPR.kicking, fgMade50Plus: 6 } })).toBe('ppr');
  });
});
