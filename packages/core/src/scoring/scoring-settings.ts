import { z } from '../zod.js';
import { requiredOr, strictSection } from './schema-messages.js';

/** Points per unit of a stat (per yard, per touchdown …): required, finite, negative for penalties. */
const perUnit = () => z.number(requiredOr('must be a finite number of points'));

/** The threshold of a tier: 0 or more, or `null` for an open-ended last tier. */
const tierMax = () =>
  z.nullable(
    z
      .number(requiredOr('must be a number, or null for an open-ended last tier'))
      .check(z.nonnegative({ error: 'must be 0 or more' })),
  );

/**
 * Refuses tier lists a league could not mean: thresholds must increase, and only the last tier may be
 * open-ended (`null`).
 */
function checkTierOrder<T>(maxOf: (tier: T) => number | null, key: string, what: string) {
  return (tiers: readonly T[], ctx: z.core.$RefinementCtx<readonly T[]>): void => {
    let previous = Number.NEGATIVE_INFINITY;
    tiers.forEach((tier, index) => {
      const max = maxOf(tier);
      if (max === null) {
        if (index !== tiers.length - 1) {
          ctx.addIssue({
            code: 'custom',
            path: [index, key],
            message: `may be null (open-ended) only in the last ${what} tier`,
          });
        }
        return;
      }
      if (max <= previous) {
        ctx.addIssue({
          code: 'custom',
          path: [index, key],
          message: `must be above ${previous}, the tier before (${what} tiers go in increasing order)`,
        });
      }
      previous = max;
    });
  };
}

/**
 * One points-allowed tier: a D/ST that allowed at most `maxPointsAllowed` points (inclusive) scores `points`.
 * `maxPointsAllowed: null` means "and above" and may only be the last tier (JSON has no Infinity).
 * @example { maxPointsAllowed: 6, points: 7 } // 1–6 points allowed, when the tier before ends at 0
 */
export const ZPointsAllowedTier = z.lazy(() =>
  strictSection({ maxPointsAllowed: tierMax(), points: perUnit() }),
);
/** See `ZPointsAllowedTier`. */
export type PointsAllowedTier = z.infer<typeof ZPointsAllowedTier>;

/** One yards-allowed tier, read the same way as `ZPointsAllowedTier`. */
export const ZYardsAllowedTier = z.lazy(() =>
  strictSection({ maxYardsAllowed: tierMax(), points: perUnit() }),
);
/** See `ZYardsAllowedTier`. */
export type YardsAllowedTier = z.infer<typeof ZYardsAllowedTier>;

const ZPointsAllowedTiers = z.lazy(() =>
  z
    .array(ZPointsAllowedTier, requiredOr('must be a list of tiers'))
    .check(
      z.superRefine(
        checkTierOrder(
          (tier: PointsAllowedTier) => tier.maxPointsAllowed,
          'maxPointsAllowed',
          'points-allowed',
        ),
      ),
    ),
);

const ZYardsAllowedTiers = z.lazy(() =>
  z
    .array(ZYardsAllowedTier, requiredOr('must be a list of tiers'))
    .check(
      z.superRefine(
        checkTierOrder((tier: YardsAllowedTier) => tier.maxYardsAllowed, 'maxYardsAllowed', 'yards-allowed'),
      ),
    ),
);

/**
 * A league's scoring rules: points per unit of each stat of a `StatLine`, grouped as a settings screen
 * groups them. Every value is required (start from a preset and change what differs), and unknown keys are
 * refused so that a typo cannot silently score 0.
 *
 * Tiers: the first tier whose max is at or above the D/ST's points (or yards) allowed gives its points;
 * when the value is above every tier's max (no open-ended tier), or is unknown, the tiers add 0. An empty
 * list turns the tiers off. `yardsAllowedTiers` is optional.
 *
 * `misc.twoPointConversions` applies to passing, rushing and receiving two-point conversions alike.
 * @example
 * const custom = ZScoringSettings.parse({ ...PPR, receiving: { ...PPR.receiving, receptions: 0.25 } });
 */
export const ZScoringSettings = z.lazy(() =>
  strictSection({
    passing: strictSection({ yards: perUnit(), touchdowns: perUnit(), interceptions: perUnit() }),
    rushing: strictSection({ yards: perUnit(), touchdowns: perUnit() }),
    receiving: strictSection({ receptions: perUnit(), yards: perUnit(), touchdowns: perUnit() }),
    misc: strictSection({
      fumblesLost: perUnit(),
      twoPointConversions: perUnit(),
      returnTouchdowns: perUnit(),
    }),
    kicking: strictSection({
      patMade: perUnit(),
      patMissed: perUnit(),
      fgMade0To19: perUnit(),
      fgMade20To29: perUnit(),
      fgMade30To39: perUnit(),
      fgMade40To49: perUnit(),
      fgMade50Plus: perUnit(),
      fgMissed0To19: perUnit(),
      fgMissed20To29: perUnit(),
      fgMissed30To39: perUnit(),
      fgMissed40To49: perUnit(),
      fgMissed50Plus: perUnit(),
    }),
    dst: strictSection({
      sacks: perUnit(),
      interceptions: perUnit(),
      fumbleRecoveries: perUnit(),
      touchdowns: perUnit(),
      safeties: perUnit(),
      blockedKicks: perUnit(),
      twoPointReturns: perUnit(),
      pointsAllowedTiers: ZPointsAllowedTiers,
      yardsAllowedTiers: z.optional(ZYardsAllowedTiers),
    }),
  }),
);

/** A league's scoring rules; see `ZScoringSettings`. */
export type ScoringSettings = z.infer<typeof ZScoringSettings>;
