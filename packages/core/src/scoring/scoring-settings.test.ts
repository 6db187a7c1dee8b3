import { describe, expect, it } from 'vitest';
import { HALF_PPR, PPR, STANDARD } from './presets.js';
import { type ScoringSettings, ZScoringSettings } from './scoring-settings.js';

const issuesOf = (input: unknown) =>
  ZScoringSettings.safeParse(input).error?.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));

/** STANDARD with other D/ST tiers. */
const withTiers = (dst: Partial<ScoringSettings['dst']>) => ({
  ...STANDARD,
  dst: { ...STANDARD.dst, ...dst },
});

describe('ZScoringSettings', () => {
  it('accepts every preset as it is', () => {
    for (const preset of [STANDARD, HALF_PPR, PPR]) expect(ZScoringSettings.parse(preset)).toEqual(preset);
  });

  it('accepts yards-allowed tiers and an empty points-allowed list (tiers off)', () => {
    const settings = withTiers({
      pointsAllowedTiers: [],
      yardsAllowedTiers: [
        { maxYardsAllowed: 99, points: 5 },
        { maxYardsAllowed: 299, points: 0 },
        { maxYardsAllowed: null, points: -3 },
      ],
    });
    expect(ZScoringSettings.parse(settings)).toEqual(settings);
  });

  it('names each missing value', () => {
    const { touchdowns: _, ...passing } = STANDARD.passing;
    const { kicking: __, ...rest } = STANDARD;
    expect(issuesOf({ ...rest, passing })).toEqual([
      { path: 'passing.touchdowns', message: 'is required' },
      { path: 'kicking', message: 'is required' },
    ]);
  });

  it('refuses values that are not finite numbers', () => {
    expect(
      issuesOf({ ...STANDARD, rushing: { yards: '0.1', touchdowns: Number.POSITIVE_INFINITY } }),
    ).toEqual([
      { path: 'rushing.yards', message: 'must be a finite number of points' },
      { path: 'rushing.touchdowns', message: 'must be a finite number of points' },
    ]);
    expect(issuesOf({ ...STANDARD, misc: 2 })).toEqual([{ path: 'misc', message: 'must be an object' }]);
  });

  it('refuses unknown keys, so a typo cannot score 0 silently', () => {
    expect(issuesOf({ ...STANDARD, receiving: { ...STANDARD.receiving, recptions: 1 } })).toEqual([
      { path: 'receiving', message: 'has unknown key "recptions"' },
    ]);
  });

  it('refuses points-allowed tiers out of order, with the tier that breaks it', () => {
    const tiers = [
      { maxPointsAllowed: 0, points: 10 },
      { maxPointsAllowed: 13, points: 4 },
      { maxPointsAllowed: 13, points: 1 },
      { maxPointsAllowed: 6, points: 7 },
    ];
    expect(issuesOf(withTiers({ pointsAllowedTiers: tiers }))).toEqual([
      {
        path: 'dst.pointsAllowedTiers.2.maxPointsAllowed',
        message: 'must be above 13, the tier before (points-allowed tiers go in increasing order)',
      },
      {
        path: 'dst.pointsAllowedTiers.3.maxPointsAllowed',
        message: 'must be above 13, the tier before (points-allowed tiers go in increasing order)',
      },
    ]);
  });

  it('refuses an open-ended tier anywhere but last', () => {
    const tiers = [
      { maxYardsAllowed: null, points: 0 },
      { maxYardsAllowed: 99, points: 5 },
    ];
    expect(issuesOf(withTiers({ yardsAllowedTiers: tiers }))).toEqual([
      {
        path: 'dst.yardsAllowedTiers.0.maxYardsAllowed',
        message: 'may be null (open-ended) only in the last yards-allowed tier',
      },
    ]);
  });

  it('refuses malformed tiers: negative max, missing points, not a list', () => {
    expect(issuesOf(withTiers({ pointsAllowedTiers: [{ maxPointsAllowed: -1, points: 10 }] }))).toEqual([
      { path: 'dst.pointsAllowedTiers.0.maxPointsAllowed', message: 'must be 0 or more' },
    ]);
    expect(issuesOf(withTiers({ pointsAllowedTiers: [{ maxPointsAllowed: 0 }] } as never))).toEqual([
      { path: 'dst.pointsAllowedTiers.0.points', message: 'is required' },
    ]);
    expect(issuesOf(withTiers({ pointsAllowedTiers: { 0: 10 } } as never))).toEqual([
      { path: 'dst.pointsAllowedTiers', message: 'must be a list of tiers' },
    ]);
  });
});
