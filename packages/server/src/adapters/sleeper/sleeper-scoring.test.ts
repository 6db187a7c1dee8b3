import { fantasyPoints, PPR } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { PPR_LEAGUE, SUPERFLEX_LEAGUE } from '../../../test/support/sleeper-fixtures.js';
import { sleeperScoring } from './sleeper-scoring.js';

describe('sleeperScoring', () => {
  it("reads Sleeper's default PPR league as PPR, keeping its −1 per interception", () => {
    const scoring = sleeperScoring(PPR_LEAGUE.scoring_settings);
    expect(scoring.format).toBe('ppr');
    expect(scoring.settings.passing).toEqual({ ...PPR.passing, interceptions: -1 });
    expect(scoring.settings.receiving).toEqual(PPR.receiving);
    // Settings the league leaves out score 0, as on Sleeper.
    expect(scoring.settings.misc.returnTouchdowns).toBe(0);
    expect(scoring.notes).toEqual(['Not counted in projections: points per forced fumble (D/ST) (+1).']);
  });

  it('reads a custom league exactly, and names every setting it cannot count', () => {
    const scoring = sleeperScoring(SUPERFLEX_LEAGUE.scoring_settings);
    expect(scoring.format).toBe('custom');
    expect(scoring.settings.passing).toEqual({ yards: 0.04, touchdowns: 6, interceptions: -2 });
    expect(scoring.settings.receiving.receptions).toBe(0.5);
    expect(scoring.notes).toContain(
      'Not counted in projections: a bonus per reception by a TE (TE premium) (+0.5).',
    );
  });

  it('scores a known stat line as Sleeper would with the mapped settings', () => {
    const { settings } = sleeperScoring({ pass_yd: 0.04, pass_td: 6, pass_int: -2, rec: 1, rec_yd: 0.1 });
    const line = {
      passingYards: 300,
      passingTouchdowns: 2,
      passingInterceptions: 1,
      receptions: 4,
      receivingYards: 40,
    };
    // 300 × 0.04 + 2 × 6 − 2 + 4 × 1 + 40 × 0.1 = 12 + 12 − 2 + 4 + 4
    expect(fantasyPoints(line, settings)).toBeCloseTo(30, 9);
  });

  it('treats a setting the league leaves out as 0, and fgmiss as every distance not set', () => {
    const { settings, format } = sleeperScoring({ fgmiss: -1, fgmiss_50p: 0, xpm: 1 });
    expect(format).toBe('custom');
    expect(settings.kicking.fgMissed0To19).toBe(-1);
    expect(settings.kicking.fgMissed50Plus).toBe(0);
    expect(settings.passing.touchdowns).toBe(0);
    expect(settings.dst.pointsAllowedTiers).toEqual([]);
  });

  it('notes two-point conversions scored differently by kind, and unknown settings by key', () => {
    const { notes, settings } = sleeperScoring({ pass_2pt: 1, rush_2pt: 2, rec_2pt: 2, idp_tkl_solo: 1.5 });
    expect(settings.misc.twoPointConversions).toBe(2);
    expect(notes).toEqual([
      'Two-point conversions count 2 each: the league scores passing ones 1, rushing 2 and receiving 2.',
      'Not counted in projections: the setting idp_tkl_solo (+1.5).',
    ]);
  });

  it('reads yards-allowed tiers when the league has them', () => {
    const { settings } = sleeperScoring({ yds_allow_0_100: 5, yds_allow_550p: -7 });
    expect(settings.dst.yardsAllowedTiers?.[0]).toEqual({ maxYardsAllowed: 99, points: 5 });
    expect(settings.dst.yardsAllowedTiers?.at(-1)).toEqual({ maxYardsAllowed: null, points: -7 });
  });
});
