import { HALF_PPR, PPR } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { type EspnScoringItem, espnScoring } from './espn-scoring.js';

const item = (statId: number, points: number, pointsOverrides?: Record<string, number>): EspnScoringItem => ({
  statId,
  points,
  ...(pointsOverrides && { pointsOverrides }),
});
const dst = (statId: number, points: number) => item(statId, 0, { '16': points });

/** ESPN's default scoring items as a captured 2026 league has them, `reception` points a catch. */
const espnDefaults = (reception: number): EspnScoringItem[] => [
  item(3, 0.04),
  item(4, 4),
  item(19, 2),
  item(20, -2),
  item(24, 0.1),
  item(25, 6),
  item(26, 2),
  item(42, 0.1),
  item(43, 6),
  item(44, 2),
  item(53, reception),
  item(63, 6),
  item(72, -2),
  item(77, 4),
  item(80, 3),
  item(85, -1),
  item(86, 1),
  dst(89, 5),
  dst(90, 4),
  dst(91, 3),
  dst(92, 1),
  item(93, 6, { '16': 6 }),
  dst(95, 2),
  dst(96, 2),
  dst(97, 2),
  dst(98, 2),
  dst(99, 1),
  item(101, 6, { '16': 6 }),
  item(102, 6, { '16': 6 }),
  item(103, 6, { '16': 6 }),
  item(104, 6, { '16': 6 }),
  dst(123, -1),
  dst(124, -3),
  dst(125, -5),
  dst(128, 5),
  dst(129, 3),
  dst(130, 2),
  dst(132, -1),
  dst(133, -3),
  dst(134, -5),
  dst(135, -6),
  dst(136, -7),
  item(198, 5),
  item(201, 6),
  item(206, 2, { '16': 2 }),
  item(209, 1, { '16': 1 }),
];

describe('espnScoring', () => {
  it("maps ESPN's default PPR scoring item by item, the D/ST's from its slot overrides", () => {
    const { format, settings, notes } = espnScoring(espnDefaults(1));
    expect(format).toBe('ppr');
    expect(settings.passing).toEqual(PPR.passing);
    expect(settings.rushing).toEqual(PPR.rushing);
    expect(settings.receiving).toEqual(PPR.receiving);
    expect(settings.misc).toEqual({ fumblesLost: -2, twoPointConversions: 2, returnTouchdowns: 6 });
    expect(settings.kicking).toEqual({
      patMade: 1,
      patMissed: 0,
      fgMade0To19: 3,
      fgMade20To29: 3,
      fgMade30To39: 3,
      fgMade40To49: 4,
      fgMade50Plus: 5,
      fgMissed0To19: -1,
      fgMissed20To29: -1,
      fgMissed30To39: -1,
      fgMissed40To49: -1,
      fgMissed50Plus: -1,
    });
    expect(settings.dst).toEqual({
      sacks: 1,
      interceptions: 2,
      fumbleRecoveries: 2,
      touchdowns: 6,
      safeties: 2,
      blockedKicks: 2,
      twoPointReturns: 2,
      pointsAllowedTiers: [
        { maxPointsAllowed: 0, points: 5 },
        { maxPointsAllowed: 6, points: 4 },
        { maxPointsAllowed: 13, points: 3 },
        { maxPointsAllowed: 17, points: 1 },
        { maxPointsAllowed: 21, points: 0 },
        { maxPointsAllowed: 27, points: 0 },
        { maxPointsAllowed: 34, points: -1 },
        { maxPointsAllowed: 45, points: -3 },
        { maxPointsAllowed: null, points: -5 },
      ],
      yardsAllowedTiers: [
        { maxYardsAllowed: 99, points: 5 },
        { maxYardsAllowed: 199, points: 3 },
        { maxYardsAllowed: 299, points: 2 },
        { maxYardsAllowed: 349, points: 0 },
        { maxYardsAllowed: 399, points: -1 },
        { maxYardsAllowed: 449, points: -3 },
        { maxYardsAllowed: 499, points: -5 },
        { maxYardsAllowed: 549, points: -6 },
        { maxYardsAllowed: null, points: -7 },
      ],
    });
    expect(notes).toEqual([
      'Field goals of 60+ yards made score +6 in the league (50–59 yards: +5); projections count +5 for every one of 50+ yards.',
      'Not counted in projections: points per one-point safety (+1).',
    ]);
  });

  it('names the format by the offense: half a point a catch is half-PPR, none is standard', () => {
    expect(espnScoring(espnDefaults(0.5))).toMatchObject({
      format: 'half-ppr',
      settings: { receiving: HALF_PPR.receiving },
    });
    expect(espnScoring(espnDefaults(0)).format).toBe('standard');
    expect(espnScoring([...espnDefaults(1).filter((one) => one.statId !== 4), item(4, 6)]).format).toBe(
      'custom',
    );
  });

  it('adds up the items a play counts in: a made 45-yard field goal is FG 40–49, attempted and total made', () => {
    const { settings, notes } = espnScoring([
      item(80, 3),
      item(77, 4),
      item(74, 5),
      item(82, -2),
      item(83, 0.5),
      item(84, 0.25),
      item(85, -1),
      item(86, 1),
      item(87, 0.5),
      item(88, -1),
    ]);
    expect(settings.kicking).toMatchObject({
      patMade: 1.5,
      patMissed: -0.5,
      fgMade0To19: 3.75,
      fgMade40To49: 4.75,
      fgMade50Plus: 5.75,
      fgMissed30To39: -2.75,
      fgMissed40To49: -0.75,
      fgMissed50Plus: -0.75,
    });
    // ESPN's older 50+ items count 60+ kicks too: nothing to say.
    expect(notes).toEqual([]);
  });

  it('reads older leagues whose D/ST items carry their points without overrides, and leaves tiers off when none score', () => {
    const { settings, notes } = espnScoring([item(53, 1), item(99, 1), item(95, 2), item(98, 2)]);
    expect(settings.dst).toEqual({
      sacks: 1,
      interceptions: 2,
      fumbleRecoveries: 0,
      touchdowns: 0,
      safeties: 2,
      blockedKicks: 0,
      twoPointReturns: 0,
      pointsAllowedTiers: [],
    });
    expect(notes).toEqual([]);
  });

  it('counts yards scored per whole block as points a yard, and says so', () => {
    const { settings, notes } = espnScoring([item(8, 1), item(28, 1), item(24, 0.05), item(55, 1)]);
    expect(settings.passing.yards).toBe(0.04);
    expect(settings.rushing.yards).toBe(0.15);
    expect(settings.receiving.receptions).toBe(0.1);
    expect(notes).toEqual([
      'Passing yards: the league scores +1 per whole 25 yards, counted as +0.04 a yard.',
      'Rushing yards: the league scores +1 per whole 10 yards, counted as +0.1 a yard.',
      'Receptions: the league scores +1 per 10 receptions, counted as +0.1 a reception.',
    ]);
  });

  it('names every item it cannot apply: bonuses, a TE premium, IDP, per-completion points, unknown items', () => {
    const { format, notes } = espnScoring([
      ...espnDefaults(0.5).filter((one) => ![53, 99].includes(one.statId)),
      item(53, 0.5, { '6': 1 }),
      item(99, 2, { '16': 1 }),
      item(17, 3),
      item(1, 0.2),
      item(109, 1),
      item(999, 2),
      item(0, 0),
    ]);
    expect(format).toBe('half-ppr');
    expect(notes).toEqual([
      'Field goals of 60+ yards made score +6 in the league (50–59 yards: +5); projections count +5 for every one of 50+ yards.',
      'Not counted in projections: points per one-point safety (+1).',
      "Not counted in projections: points per reception for a player in ESPN's TE slot (+1 instead of +0.5), a TE premium.",
      'Not counted in projections: points per sack by individual defensive players (IDP) (+2).',
      'Not counted in projections: a bonus for a 300–399 yard passing game (+3).',
      'Not counted in projections: points per completion (+0.2).',
      'Not counted in projections: points per tackle (IDP) (+1).',
      'Not counted in projections: ESPN scoring item 999 (+2).',
    ]);
  });

  it('takes one value where ours has one and ESPN several, and says what each scored', () => {
    const { settings, notes } = espnScoring([
      item(19, 1),
      item(26, 2),
      item(44, 2),
      item(101, 6, { '16': 6 }),
      item(102, 4, { '16': 6 }),
      dst(103, 6),
      dst(104, 6),
      dst(93, 3),
    ]);
    expect(settings.misc).toEqual({ fumblesLost: 0, twoPointConversions: 2, returnTouchdowns: 6 });
    expect(settings.dst.touchdowns).toBe(6);
    expect(notes).toEqual([
      'Two-point conversions count 2 each: the league scores passing ones 1, rushing 2 and receiving 2.',
      'Return touchdowns count 6 each: the league scores kickoff returns 6, punt returns 4 and fumbles recovered for a touchdown 0.',
      'D/ST touchdowns count 6 each: the league scores interception returns 6, fumble returns 6, kickoff returns 6, punt returns 6 and blocked-kick returns 3.',
    ]);
  });
});
