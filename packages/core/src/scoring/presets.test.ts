import { describe, expect, it } from 'vitest';
import { fantasyPoints } from './fantasy-points.js';
import { HALF_PPR, PPR, SCORING_FORMATS, SCORING_PRESETS, STANDARD, ZScoringFormat } from './presets.js';
import type { StatLineInput } from './stat-line.js';

/** Hand-computed lines and their points under standard, half-PPR and PPR. */
const cases: { name: string; line: StatLineInput; points: [standard: number, half: number, ppr: number] }[] =
  [
    {
      // 466 × 0.04 + 3 × 4 − 2 + 5 × 0.1 − 2 = 18.64 + 12 − 2 + 0.5 − 2
      name: 'a quarterback (Tua Tagovailoa, 2023 wk 1)',
      line: {
        passingYards: 466,
        passingTouchdowns: 3,
        passingInterceptions: 1,
        rushingYards: 5,
        fumblesLost: 1,
      },
      points: [27.14, 27.14, 27.14],
    },
    {
      // 215 × 0.1 + 2 × 6 = 33.5, plus 11 × 0.5 or 11 × 1
      name: 'a receiver (Tyreek Hill, 2023 wk 1)',
      line: { receptions: 11, receivingYards: 215, receivingTouchdowns: 2 },
      points: [33.5, 39, 44.5],
    },
    {
      // 8.7 + 6 + 3.1 + 2 (2-pt run) − 2 (fumble lost) = 17.8, plus 4 × 0.5 or 4 × 1
      name: 'a running back with a two-point run and a lost fumble',
      line: {
        rushingYards: 87,
        rushingTouchdowns: 1,
        rushingTwoPointConversions: 1,
        receptions: 4,
        receivingYards: 31,
        fumblesLost: 1,
      },
      points: [17.8, 19.8, 21.8],
    },
    {
      // 4 + 6 (return TD) = 10, plus receptions; a thrown 2-pt counts 2 as well
      name: 'a receiver with a punt-return touchdown and a two-point pass',
      line: { receptions: 3, receivingYards: 40, returnTouchdowns: 1, passingTwoPointConversions: 1 },
      points: [12, 13.5, 15],
    },
    {
      // −0.3 (rush) − 0.2 (rec) + 0.04 (pass) − 2 (INT) − 2 (fumble) = −4.46 (no receptions)
      name: 'a negative day (losses, an interception and a lost fumble)',
      line: {
        rushingYards: -3,
        receivingYards: -2,
        passingYards: 1,
        passingInterceptions: 1,
        fumblesLost: 1,
      },
      points: [-4.46, -4.46, -4.46],
    },
    {
      // PAT 3 − 1, FG 25 + 38 = 3 + 3, 45 = 4, 52 = 5, missed 48 = −1
      name: 'a kicker',
      line: {
        patMade: 3,
        patMissed: 1,
        fgMade20To29: 1,
        fgMade30To39: 1,
        fgMade40To49: 1,
        fgMade50Plus: 1,
        fgMissed40To49: 1,
      },
      points: [16, 16, 16],
    },
    {
      // 4 sacks + 2 × 2 INT + 2 fumble rec + 6 TD + 2 block + 4 (13 points allowed)
      name: 'a team defense',
      line: {
        dstSacks: 4,
        dstInterceptions: 2,
        dstFumbleRecoveries: 1,
        dstTouchdowns: 1,
        dstBlockedKicks: 1,
        pointsAllowed: 13,
      },
      points: [22, 22, 22],
    },
    {
      // 2 safeties + a 2-pt return = 6, 38 points allowed = −4
      name: 'a team defense that was run over',
      line: { dstSafeties: 2, dstTwoPointReturns: 1, pointsAllowed: 38, yardsAllowed: 510 },
      points: [2, 2, 2],
    },
  ];

describe('presets', () => {
  for (const { name, line, points } of cases) {
    it(`score ${name}`, () => {
      expect([
        fantasyPoints(line, STANDARD),
        fantasyPoints(line, HALF_PPR),
        fantasyPoints(line, PPR),
      ]).toEqual(points);
    });
  }

  it('differ only in points per reception', () => {
    expect(STANDARD.receiving.receptions).toBe(0);
    expect(HALF_PPR).toEqual({ ...STANDARD, receiving: { ...STANDARD.receiving, receptions: 0.5 } });
    expect(PPR).toEqual({ ...STANDARD, receiving: { ...STANDARD.receiving, receptions: 1 } });
  });

  it('are listed by format name, and every format but custom has one', () => {
    expect(SCORING_PRESETS).toEqual({ standard: STANDARD, 'half-ppr': HALF_PPR, ppr: PPR });
    expect(SCORING_FORMATS.filter((format) => format !== 'custom')).toEqual(Object.keys(SCORING_PRESETS));
    expect(ZScoringFormat.options).toEqual(['standard', 'half-ppr', 'ppr', 'custom']);
    expect(ZScoringFormat.safeParse('dynasty').success).toBe(false);
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(STANDARD.dst.pointsAllowedTiers[0])).toBe(true);
    expect(() => {
      (PPR.receiving as { receptions: number }).receptions = 2;
    }).toThrow(TypeError);
    expect(PPR.receiving.receptions).toBe(1);
  });
});
