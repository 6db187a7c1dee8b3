import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fantasyPoints } from './fantasy-points.js';
import { HALF_PPR, PPR, STANDARD } from './presets.js';
import type { ScoringSettings } from './scoring-settings.js';

/** Points as a whole number of hundredths, so sums compare exactly. */
const hundredths = (points: number): number => Math.round(points * 100);

/** Every offensive stat, and the settings value a unit of it scores. */
const OFFENSE = {
  passingYards: (s) => s.passing.yards,
  passingTouchdowns: (s) => s.passing.touchdowns,
  passingInterceptions: (s) => s.passing.interceptions,
  passingTwoPointConversions: (s) => s.misc.twoPointConversions,
  rushingYards: (s) => s.rushing.yards,
  rushingTouchdowns: (s) => s.rushing.touchdowns,
  rushingTwoPointConversions: (s) => s.misc.twoPointConversions,
  receptions: (s) => s.receiving.receptions,
  receivingYards: (s) => s.receiving.yards,
  receivingTouchdowns: (s) => s.receiving.touchdowns,
  receivingTwoPointConversions: (s) => s.misc.twoPointConversions,
  fumblesLost: (s) => s.misc.fumblesLost,
  returnTouchdowns: (s) => s.misc.returnTouchdowns,
} satisfies Record<string, (settings: ScoringSettings) => number>;
type OffenseField = keyof typeof OFFENSE;
const OFFENSE_FIELDS = Object.keys(OFFENSE) as OffenseField[];
const isYards = (field: string) => field.endsWith('Yards');

/** A whole-stat offensive line as games produce them (yards may be negative). */
const arbOffenseLine: fc.Arbitrary<Record<OffenseField, number>> = fc.record({
  passingYards: fc.integer({ min: -20, max: 550 }),
  passingTouchdowns: fc.nat(7),
  passingInterceptions: fc.nat(5),
  passingTwoPointConversions: fc.nat(2),
  rushingYards: fc.integer({ min: -20, max: 300 }),
  rushingTouchdowns: fc.nat(5),
  rushingTwoPointConversions: fc.nat(2),
  receptions: fc.nat(20),
  receivingYards: fc.integer({ min: -20, max: 300 }),
  receivingTouchdowns: fc.nat(5),
  receivingTwoPointConversions: fc.nat(2),
  fumblesLost: fc.nat(3),
  returnTouchdowns: fc.nat(2),
});

/** A points value in whole hundredths (−10.00 … 10.00), so that whole stats score exact hundredths. */
const arbValue = fc.integer({ min: -1000, max: 1000 }).map((h) => h / 100);

/** Custom settings whose offensive values are random hundredths; kicking and D/ST from the preset. */
const arbSettings: fc.Arbitrary<ScoringSettings> = fc
  .record({
    passing: fc.record({ yards: arbValue, touchdowns: arbValue, interceptions: arbValue }),
    rushing: fc.record({ yards: arbValue, touchdowns: arbValue }),
    receiving: fc.record({ receptions: arbValue, yards: arbValue, touchdowns: arbValue }),
    misc: fc.record({ fumblesLost: arbValue, twoPointConversions: arbValue, returnTouchdowns: arbValue }),
  })
  .map((offense) => ({ ...STANDARD, ...offense }));

describe('fantasyPoints properties', () => {
  it('PPR − standard = receptions, exactly to the hundredth', () => {
    fc.assert(
      fc.property(arbOffenseLine, (line) => {
        expect(hundredths(fantasyPoints(line, PPR)) - hundredths(fantasyPoints(line, STANDARD))).toBe(
          line.receptions * 100,
        );
      }),
    );
  });

  it('half-PPR sits halfway between standard and PPR', () => {
    fc.assert(
      fc.property(arbOffenseLine, (line) => {
        const standard = hundredths(fantasyPoints(line, STANDARD));
        const ppr = hundredths(fantasyPoints(line, PPR));
        expect(2 * hundredths(fantasyPoints(line, HALF_PPR))).toBe(standard + ppr);
      }),
    );
  });

  it('is linear in each offensive stat: k more of it add k × its value (presets and custom)', () => {
    const arbAnySettings = fc.oneof(fc.constantFrom(STANDARD, HALF_PPR, PPR), arbSettings);
    fc.assert(
      fc.property(
        arbOffenseLine,
        arbAnySettings,
        fc.constantFrom(...OFFENSE_FIELDS),
        fc.integer({ min: 1, max: 60 }),
        (line, settings, field, k) => {
          const unitValue = OFFENSE[field](settings);
          const more = { ...line, [field]: line[field] + k };
          const gained =
            hundredths(fantasyPoints(more, settings)) - hundredths(fantasyPoints(line, settings));
          expect(gained).toBe(Math.round(k * unitValue * 100));
          if (!isYards(field)) expect(gained).toBe(k * hundredths(unitValue));
        },
      ),
    );
  });

  it('is additive over stat lines (no interaction between stats)', () => {
    fc.assert(
      fc.property(arbOffenseLine, arbOffenseLine, arbSettings, (a, b, settings) => {
        const sum = Object.fromEntries(OFFENSE_FIELDS.map((field) => [field, a[field] + b[field]]));
        expect(hundredths(fantasyPoints(sum, settings))).toBe(
          hundredths(fantasyPoints(a, settings)) + hundredths(fantasyPoints(b, settings)),
        );
      }),
    );
  });

  it('never gives a D/ST more for allowing more points (presets)', () => {
    fc.assert(
      fc.property(fc.nat(70), fc.nat(70), (x, y) => {
        const [low, high] = x <= y ? [x, y] : [y, x];
        expect(fantasyPoints({ pointsAllowed: low }, STANDARD)).toBeGreaterThanOrEqual(
          fantasyPoints({ pointsAllowed: high }, STANDARD),
        );
      }),
    );
  });
});
