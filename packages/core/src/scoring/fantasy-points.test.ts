import { describe, expect, it } from 'vitest';
import { fantasyPoints } from './fantasy-points.js';
import { HALF_PPR, PPR, STANDARD } from './presets.js';
import type { ScoringSettings } from './scoring-settings.js';
import { type StatLineInput, ZStatLine } from './stat-line.js';

describe('fantasyPoints: kicking bands (presets)', () => {
  const made: [keyof StatLineInput, number][] = [
    ['fgMade0To19', 3],
    ['fgMade20To29', 3],
    ['fgMade30To39', 3],
    ['fgMade40To49', 4],
    ['fgMade50Plus', 5],
  ];
  const missed: (keyof StatLineInput)[] = [
    'fgMissed0To19',
    'fgMissed20To29',
    'fgMissed30To39',
    'fgMissed40To49',
    'fgMissed50Plus',
  ];

  for (const [band, points] of made) {
    it(`scores ${points} per field goal made in ${band}`, () => {
      expect(fantasyPoints({ [band]: 1 }, STANDARD)).toBe(points);
      expect(fantasyPoints({ [band]: 2 }, PPR)).toBe(2 * points);
    });
  }

  for (const band of missed) {
    it(`takes 1 off per field goal missed in ${band}`, () => {
      expect(fantasyPoints({ [band]: 1 }, STANDARD)).toBe(-1);
    });
  }

  it('scores PATs 1 made, −1 missed', () => {
    expect(fantasyPoints({ patMade: 4, patMissed: 1 }, HALF_PPR)).toBe(3);
  });
});

describe('fantasyPoints: points-allowed tiers at every boundary (presets)', () => {
  const boundaries: [pointsAllowed: number, points: number][] = [
    [0, 10],
    [1, 7],
    [6, 7],
    [7, 4],
    [13, 4],
    [14, 1],
    [20, 1],
    [21, 0],
    [27, 0],
    [28, -1],
    [34, -1],
    [35, -4],
    [59, -4],
  ];
  for (const [pointsAllowed, points] of boundaries) {
    it(`gives ${points} for ${pointsAllowed} points allowed`, () => {
      expect(fantasyPoints({ pointsAllowed }, STANDARD)).toBe(points);
    });
  }

  it('gives nothing for points allowed when the number is unknown', () => {
    expect(fantasyPoints({ dstSacks: 2 }, STANDARD)).toBe(2);
    expect(fantasyPoints({ dstSacks: 2, pointsAllowed: null }, STANDARD)).toBe(2);
    expect(fantasyPoints(ZStatLine.parse({ dstSacks: 2 }), STANDARD)).toBe(2);
  });

  it('ignores yards allowed when the settings have no yards-allowed tiers', () => {
    expect(fantasyPoints({ pointsAllowed: 0, yardsAllowed: 600 }, STANDARD)).toBe(10);
  });
});

describe('fantasyPoints: custom settings', () => {
  /** A six-point-passing-TD league with tight tiers and punished short misses. */
  const custom: ScoringSettings = {
    passing: { yards: 0.05, touchdowns: 6, interceptions: -3 },
    rushing: { yards: 0.1, touchdowns: 6 },
    receiving: { receptions: 0.25, yards: 0.1, touchdowns: 6 },
    misc: { fumblesLost: -1, twoPointConversions: 1, returnTouchdowns: 0 },
    kicking: {
      ...STANDARD.kicking,
      fgMade50Plus: 6,
      fgMissed0To19: -3,
      fgMissed20To29: -2,
      fgMissed50Plus: 0,
    },
    dst: {
      ...STANDARD.dst,
      sacks: 1.5,
      pointsAllowedTiers: [
        { maxPointsAllowed: 0, points: 12 },
        { maxPointsAllowed: 10, points: 5 },
      ],
      yardsAllowedTiers: [
        { maxYardsAllowed: 199, points: 5 },
        { maxYardsAllowed: 349, points: 0 },
        { maxYardsAllowed: null, points: -2 },
      ],
    },
  };

  it('scores offense with its own values', () => {
    // 300 × 0.05 + 2 × 6 − 3 + 1 (2-pt) − 1 (fumble) + 0 (return TD) = 24
    const qb = {
      passingYards: 300,
      passingTouchdowns: 2,
      passingInterceptions: 1,
      passingTwoPointConversions: 1,
      fumblesLost: 1,
      returnTouchdowns: 1,
    };
    expect(fantasyPoints(qb, custom)).toBe(24);
    // 7 × 0.25 + 9.8 = 11.55
    expect(fantasyPoints({ receptions: 7, receivingYards: 98 }, custom)).toBe(11.55);
  });

  it('scores kicking bands with its own values', () => {
    expect(
      fantasyPoints({ fgMade50Plus: 2, fgMissed50Plus: 1, fgMissed0To19: 1, fgMissed20To29: 1 }, custom),
    ).toBe(7);
  });

  it('applies the first tier whose max is at or above the value, and 0 above every bounded tier', () => {
    expect(fantasyPoints({ pointsAllowed: 0 }, custom)).toBe(12);
    expect(fantasyPoints({ pointsAllowed: 10 }, custom)).toBe(5);
    expect(fantasyPoints({ pointsAllowed: 11 }, custom)).toBe(0);
  });

  it('adds yards-allowed tiers when the line has the number', () => {
    // 3 sacks × 1.5 + 5 (10 points allowed) + yards tier
    expect(fantasyPoints({ dstSacks: 3, pointsAllowed: 10, yardsAllowed: 199 }, custom)).toBe(14.5);
    expect(fantasyPoints({ dstSacks: 3, pointsAllowed: 10, yardsAllowed: 200 }, custom)).toBe(9.5);
    expect(fantasyPoints({ dstSacks: 3, pointsAllowed: 10, yardsAllowed: 412 }, custom)).toBe(7.5);
    expect(fantasyPoints({ dstSacks: 3, pointsAllowed: 10 }, custom)).toBe(9.5);
  });

  it('scores nothing when every value is 0', () => {
    const zero = JSON.parse(JSON.stringify(custom), (_, value) => (typeof value === 'number' ? 0 : value));
    expect(fantasyPoints({ passingYards: 320, receptions: 9, dstSacks: 4, pointsAllowed: 0 }, zero)).toBe(0);
  });
});

describe('fantasyPoints: rounding', () => {
  it('rounds to hundredths without float noise', () => {
    // 0.04 × 466 + … is 27.139999999999997 in doubles
    expect(
      fantasyPoints(
        { passingYards: 466, passingTouchdowns: 3, passingInterceptions: 1, rushingYards: 5, fumblesLost: 1 },
        STANDARD,
      ),
    ).toBe(27.14);
    expect(fantasyPoints({ rushingYards: 1, receivingYards: 2 }, STANDARD)).toBe(0.3);
  });

  it('rounds half-hundredths away from zero, on both sides of zero', () => {
    const perYard = { ...STANDARD, rushing: { yards: 0.005, touchdowns: 6 } };
    expect(fantasyPoints({ rushingYards: 201 }, perYard)).toBe(1.01);
    expect(fantasyPoints({ rushingYards: -201 }, perYard)).toBe(-1.01);
    expect(
      fantasyPoints({ rushingYards: -1 }, { ...STANDARD, rushing: { yards: 0.001, touchdowns: 6 } }),
    ).toBe(0);
    expect(
      Object.is(
        fantasyPoints({ rushingYards: -1 }, { ...STANDARD, rushing: { yards: 0.001, touchdowns: 6 } }),
        0,
      ),
    ).toBe(true);
  });

  it('scores a projected line with fractional counts', () => {
    // 0.6 × 6 + 72.4 × 0.1 + 4.3 × 0.5 = 3.6 + 7.24 + 2.15
    expect(fantasyPoints({ rushingTouchdowns: 0.6, rushingYards: 72.4, receptions: 4.3 }, HALF_PPR)).toBe(
      12.99,
    );
  });
});
