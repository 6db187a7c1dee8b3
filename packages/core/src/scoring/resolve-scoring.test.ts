import { describe, expect, it } from 'vitest';
import { HALF_PPR, PPR, type ScoringFormat, STANDARD } from './presets.js';
import { resolveScoring } from './resolve-scoring.js';

describe('resolveScoring', () => {
  it('returns the preset of a preset format, ignoring any custom object', () => {
    expect(resolveScoring('standard')).toEqual({ ok: true, value: STANDARD });
    expect(resolveScoring('half-ppr')).toEqual({ ok: true, value: HALF_PPR });
    expect(resolveScoring('ppr', { nonsense: true })).toEqual({ ok: true, value: PPR });
  });

  it('returns validated custom settings', () => {
    const custom = { ...PPR, receiving: { ...PPR.receiving, receptions: 0.25 } };
    const resolved = resolveScoring('custom', custom);
    expect(resolved).toEqual({ ok: true, value: custom });
  });

  it('refuses custom format without settings', () => {
    expect(resolveScoring('custom')).toEqual({
      ok: false,
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Custom scoring needs its settings',
        issues: [{ path: 'custom', message: 'is required' }],
      },
    });
  });

  it('refuses bad custom settings with the first problem in the message and all of them in issues', () => {
    const { touchdowns: _, ...passing } = STANDARD.passing;
    const bad = { ...STANDARD, passing, receiving: { ...STANDARD.receiving, recptions: 1 }, misc: null };
    expect(resolveScoring('custom', bad)).toEqual({
      ok: false,
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Invalid custom scoring: passing.touchdowns is required (and 2 more)',
        issues: [
          { path: 'passing.touchdowns', message: 'is required' },
          { path: 'receiving', message: 'has unknown key "recptions"' },
          { path: 'misc', message: 'must be an object' },
        ],
      },
    });
  });

  it('names the whole object when custom settings are not an object', () => {
    const resolved = resolveScoring('custom', 'ppr');
    expect(resolved.ok ? null : resolved.error.message).toBe(
      'Invalid custom scoring: settings must be an object',
    );
  });

  it('refuses an unknown format that slipped past the types', () => {
    const resolved = resolveScoring('dynasty' as ScoringFormat);
    expect(resolved.ok ? null : resolved.error.message).toBe(
      'Unknown scoring format "dynasty": expected one of standard, half-ppr, ppr, custom',
    );
    expect(resolveScoring('toString' as ScoringFormat).ok).toBe(false);
  });
});
