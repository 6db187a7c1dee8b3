import { HALF_PPR } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { CUSTOM_FIELDS, customDraftFrom, customSettings } from './custom-scoring.js';

describe('custom scoring', () => {
  it('starts from the preset the team is counted in', () => {
    expect(customDraftFrom('ppr')).toEqual({
      passingYards: '0.04',
      passingTouchdowns: '4',
      interceptions: '-2',
      yards: '0.1',
      touchdowns: '6',
      receptions: '1',
      fumblesLost: '-2',
    });
    expect(customDraftFrom('custom').receptions).toBe('0.5');
    expect(CUSTOM_FIELDS).toHaveLength(7);
  });

  it('sets the seven common values on Half-PPR’s other settings', () => {
    const result = customSettings({
      ...customDraftFrom('half-ppr'),
      passingTouchdowns: '6',
      receptions: ' 0.25 ',
      yards: '0.2',
      touchdowns: '7',
      fumblesLost: '-1',
    });
    if (!result.ok) throw new Error('refused');
    expect(result.settings.passing).toEqual({ yards: 0.04, touchdowns: 6, interceptions: -2 });
    expect(result.settings.rushing).toEqual({ yards: 0.2, touchdowns: 7 });
    expect(result.settings.receiving).toEqual({ receptions: 0.25, yards: 0.2, touchdowns: 7 });
    expect(result.settings.misc).toEqual({ ...HALF_PPR.misc, fumblesLost: -1 });
    expect(result.settings.kicking).toEqual(HALF_PPR.kicking);
  });

  it('refuses blanks, non-numbers and values out of range, field by field', () => {
    const result = customSettings({
      ...customDraftFrom('standard'),
      passingYards: '',
      receptions: 'one',
      touchdowns: '60',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        passingYards: 'Enter a number',
        receptions: 'Enter a number',
        touchdowns: 'Enter a number from −20 to 20',
      },
    });
  });
});
