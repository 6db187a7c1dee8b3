import { z } from '../zod.js';
import type { ScoringSettings } from './scoring-settings.js';

/** The scoring formats a league can pick: three presets, or its own settings. */
export const SCORING_FORMATS = ['standard', 'half-ppr', 'ppr', 'custom'] as const;
/** A scoring format: `'standard' | 'half-ppr' | 'ppr' | 'custom'`. */
export const ZScoringFormat = z.enum(SCORING_FORMATS);
/** See `ZScoringFormat`. */
export type ScoringFormat = z.infer<typeof ZScoringFormat>;
/** A format that names a preset (every format but `'custom'`). */
export type ScoringPreset = Exclude<ScoringFormat, 'custom'>;

/** Freezes an object and everything in it, so a shared preset cannot be changed by a caller. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** Builds a preset that differs from the others only in points per reception. */
function preset(pointsPerReception: number): ScoringSettings {
  return deepFreeze({
    passing: { yards: 0.04, touchdowns: 4, interceptions: -2 },
    rushing: { yards: 0.1, touchdowns: 6 },
    receiving: { receptions: pointsPerReception, yards: 0.1, touchdowns: 6 },
    misc: { fumblesLost: -2, twoPointConversions: 2, returnTouchdowns: 6 },
    kicking: {
      patMade: 1,
      patMissed: -1,
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
    },
    dst: {
      sacks: 1,
      interceptions: 2,
      fumbleRecoveries: 2,
      touchdowns: 6,
      safeties: 2,
      blockedKicks: 2,
      twoPointReturns: 2,
      pointsAllowedTiers: [
        { maxPointsAllowed: 0, points: 10 },
        { maxPointsAllowed: 6, points: 7 },
        { maxPointsAllowed: 13, points: 4 },
        { maxPointsAllowed: 20, points: 1 },
        { maxPointsAllowed: 27, points: 0 },
        { maxPointsAllowed: 34, points: -1 },
        { maxPointsAllowed: null, points: -4 },
      ],
    },
  });
}

/**
 * Standard (non-PPR) scoring, the common ESPN/Sleeper defaults:
 * - offense: 0.04 per passing yard (1 per 25), 4 per passing TD, −2 per interception thrown, 0.1 per rushing
 *   or receiving yard, 6 per rushing or receiving TD, 0 per reception, 2 per two-point conversion (passing,
 *   rushing or receiving), −2 per fumble lost, 6 per return TD. This is exactly nflverse's `fantasy_points`.
 * - kicking: PAT made 1, PAT missed −1; field goal made 3 up to 39 yards, 4 for 40–49, 5 for 50+;
 *   every missed field goal −1 whatever the distance (ESPN's default; Sleeper's is the same).
 * - D/ST: sack 1, interception 2, fumble recovery 2, TD 6, safety 2, blocked kick 2, two-point return 2;
 *   points allowed 0 → 10, 1–6 → 7, 7–13 → 4, 14–20 → 1, 21–27 → 0, 28–34 → −1, 35+ → −4;
 *   no yards-allowed tiers.
 *
 * Presets are deeply frozen; copy before changing:
 * `{ ...STANDARD, misc: { ...STANDARD.misc, fumblesLost: -1 } }`.
 */
export const STANDARD: ScoringSettings = preset(0);

/** `STANDARD` with 0.5 points per reception. */
export const HALF_PPR: ScoringSettings = preset(0.5);

/** `STANDARD` with 1 point per reception: exactly nflverse's `fantasy_points_ppr` on offense. */
export const PPR: ScoringSettings = preset(1);

/**
 * The presets by format name.
 * @example SCORING_PRESETS['half-ppr'].receiving.receptions // 0.5
 */
export const SCORING_PRESETS: Readonly<Record<ScoringPreset, ScoringSettings>> = Object.freeze({
  standard: STANDARD,
  'half-ppr': HALF_PPR,
  ppr: PPR,
});
