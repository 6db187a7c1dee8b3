import { describe, expect, it } from 'vitest';
import { leagueStatusText, rosterPositionsText } from './import-labels.js';

describe('rosterPositionsText', () => {
  it('counts each position in the order it first appears', () => {
    expect(
      rosterPositionsText(['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX', 'SUPER_FLEX', 'BN', 'BN', 'BN', 'IR']),
    ).toBe('QB, 2 RB, 2 WR, TE, FLEX, SUPER_FLEX, 3 BN, IR');
    expect(rosterPositionsText(['BN', 'QB', 'BN'])).toBe('2 BN, QB');
    expect(rosterPositionsText([])).toBe('');
  });
});

describe('leagueStatusText', () => {
  it("reads a host's status with spaces", () => {
    expect(leagueStatusText('in_season')).toBe('in season');
    expect(leagueStatusText('pre_draft')).toBe('pre draft');
    expect(leagueStatusText('complete')).toBe('complete');
  });
});
