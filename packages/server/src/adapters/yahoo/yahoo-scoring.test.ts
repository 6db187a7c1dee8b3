import { PPR } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { yahooScoring } from './yahoo-scoring.js';

/** Yahoo's default league, as stat modifiers (`stat_id` → points), with `rec` points per catch. */
const yahooDefault = (rec: number): Array<[number, number]> => [
  [4, 0.04],
  [5, 4],
  [6, -1],
  [9, 0.1],
  [10, 6],
  [11, rec],
  [12, 0.1],
  [13, 6],
  [15, 6],
  [16, 2],
  [18, -2],
  [19, 3],
  [20, 3],
  [21, 3],
  [22, 4],
  [23, 5],
  [24, -1],
  [25, -1],
  [26, -1],
  [27, -1],
  [28, -1],
  [29, 1],
  [30, -1],
  [32, 1],
  [33, 2],
  [34, 2],
  [35, 6],
  [36, 2],
  [37, 2],
  [49, 6],
  [50, 10],
  [51, 7],
  [52, 4],
  [53, 1],
  [54, 0],
  [55, -1],
  [56, -4],
];
const modifiers = (pairs: Array<[number, number]>) => pairs.map(([stat_id, value]) => ({ stat_id, value }));

describe("a Yahoo league's stat modifiers as our scoring", () => {
  it("maps Yahoo's default PPR league to our settings, named ppr, with nothing left over", () => {
    const scoring = yahooScoring(modifiers(yahooDefault(1)));
    expect(scoring.format).toBe('ppr');
    expect(scoring.notes).toEqual([]);
    // Yahoo's default takes 1 point per interception thrown and has no D/ST two-point return
    // (stat 82) among its modifiers; everything else is our preset.
    expect(scoring.settings).toEqual({
      ...PPR,
      passing: { ...PPR.passing, interceptions: -1 },
      dst: { ...PPR.dst, twoPointReturns: 0 },
    });
  });

  it('names the format by the offense: half PPR, standard, else custom', () => {
    expect(yahooScoring(modifiers(yahooDefault(0.5))).format).toBe('half-ppr');
    expect(yahooScoring(modifiers(yahooDefault(0))).format).toBe('standard');
    const sixPointPassing = yahooDefault(1).map(([id, value]): [number, number] => [
      id,
      id === 5 ? 6 : value,
    ]);
    expect(yahooScoring(modifiers(sixPointPassing)).format).toBe('custom');
  });

  it('notes every modifier it cannot apply and every bonus, by name', () => {
    const scoring = yahooScoring(
      [
        ...modifiers(yahooDefault(0.5)),
        { stat_id: 81, value: 0.5 },
        { stat_id: 38, value: 1 },
        { stat_id: 999, value: 2 },
        { stat_id: 1000, value: 0 },
        { stat_id: 4, value: 0.04, bonuses: [{ bonus: { target: 300, points: 3 } }] },
      ],
      new Map([[999, 'Fantasy Hat Tricks']]),
    );
    expect(scoring.notes).toEqual([
      'Not counted in projections: points per rushing first down (+0.5).',
      'Not counted in projections: points per solo tackle (IDP) (+1).',
      'Not counted in projections: Fantasy Hat Tricks (+2).',
      'Not counted in projections: a bonus of +3 at 300 passing yards.',
    ]);
  });

  it('keeps points-allowed and yards-allowed tiers in order, with a note when negative yards differ', () => {
    const scoring = yahooScoring(
      modifiers([...yahooDefault(1), [70, 7], [71, 5], [72, 3], [73, 2], [74, 0], [75, -1], [76, -3]]),
    );
    expect(scoring.settings.dst.pointsAllowedTiers.map((tier) => tier.maxPointsAllowed)).toEqual([
      0,
      6,
      13,
      20,
      27,
      34,
      null,
    ]);
    expect(scoring.settings.dst.yardsAllowedTiers).toEqual([
      { maxYardsAllowed: 99, points: 5 },
      { maxYardsAllowed: 199, points: 3 },
      { maxYardsAllowed: 299, points: 2 },
      { maxYardsAllowed: 399, points: 0 },
      { maxYardsAllowed: 499, points: -1 },
      { maxYardsAllowed: null, points: -3 },
    ]);
    expect(scoring.notes).toEqual([
      'Negative yards allowed score as 0-99 yards allowed (+5): the league scores them +7.',
    ]);
  });

  it('says when D/ST return touchdowns score apart from its other touchdowns', () => {
    const pairs = yahooDefault(1).map(([id, value]): [number, number] => [id, id === 49 ? 3 : value]);
    expect(yahooScoring(modifiers(pairs)).notes).toEqual([
      'Kick and punt return touchdowns by the D/ST count 6 each, as its other touchdowns: the league scores them 3.',
    ]);
  });

  it('scores nothing, and says so, for a league without modifiers (categories)', () => {
    const scoring = yahooScoring(undefined);
    expect(scoring.format).toBe('custom');
    expect(scoring.settings.receiving.receptions).toBe(0);
    expect(scoring.settings.dst.pointsAllowedTiers).toEqual([]);
    expect(scoring.notes).toHaveLength(1);
  });
});
