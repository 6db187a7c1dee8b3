import type { ScoringSettings } from './scoring-settings.js';
import type { StatLineInput } from './stat-line.js';

/**
 * Rounds points to hundredths, half away from zero, without float noise: 27.139999999999997 → 27.14.
 * The tiny nudge puts values that are a half-cent in decimal (1.005 held as 1.00499…) on the intended side.
 */
function roundToHundredths(points: number): number {
  const hundredths = Math.round(Math.abs(points) * 100 + 1e-7);
  if (hundredths === 0) return 0;
  return (points < 0 ? -hundredths : hundredths) / 100;
}

/**
 * Fantasy points a stat line scores under `settings`, rounded to 2 decimals. Missing stats count 0, so a
 * partial line may be passed as it is (a parsed `StatLine` works too). Points- and yards-allowed tiers
 * count only when the line has the number: the first tier whose max is at or above it gives its points,
 * and a value above every tier scores 0 there.
 *
 * Pure and allocation-free; the input is not validated (parse with `ZStatLine` at the edge).
 * @example
 * fantasyPoints({ receptions: 11, receivingYards: 215, receivingTouchdowns: 2 }, PPR); // 44.5
 * fantasyPoints({ dstSacks: 3, dstInterceptions: 1, pointsAllowed: 10 }, STANDARD); // 3 + 2 + 4 = 9
 */
export function fantasyPoints(line: StatLineInput, settings: ScoringSettings): number {
  const { passing, rushing, receiving, misc, kicking, dst } = settings;
  let points =
    (line.passingYards ?? 0) * passing.yards +
    (line.passingTouchdowns ?? 0) * passing.touchdowns +
    (line.passingInterceptions ?? 0) * passing.interceptions +
    (line.rushingYards ?? 0) * rushing.yards +
    (line.rushingTouchdowns ?? 0) * rushing.touchdowns +
    (line.receptions ?? 0) * receiving.receptions +
    (line.receivingYards ?? 0) * receiving.yards +
    (line.receivingTouchdowns ?? 0) * receiving.touchdowns +
    ((line.passingTwoPointConversions ?? 0) +
      (line.rushingTwoPointConversions ?? 0) +
      (line.receivingTwoPointConversions ?? 0)) *
      misc.twoPointConversions +
    (line.fumblesLost ?? 0) * misc.fumblesLost +
    (line.returnTouchdowns ?? 0) * misc.returnTouchdowns +
    (line.patMade ?? 0) * kicking.patMade +
    (line.patMissed ?? 0) * kicking.patMissed +
    (line.fgMade0To19 ?? 0) * kicking.fgMade0To19 +
    (line.fgMade20To29 ?? 0) * kicking.fgMade20To29 +
    (line.fgMade30To39 ?? 0) * kicking.fgMade30To39 +
    (line.fgMade40To49 ?? 0) * kicking.fgMade40To49 +
    (line.fgMade50Plus ?? 0) * kicking.fgMade50Plus +
    (line.fgMissed0To19 ?? 0) * kicking.fgMissed0To19 +
    (line.fgMissed20To29 ?? 0) * kicking.fgMissed20To29 +
    (line.fgMissed30To39 ?? 0) * kicking.fgMissed30To39 +
    (line.fgMissed40To49 ?? 0) * kicking.fgMissed40To49 +
    (line.fgMissed50Plus ?? 0) * kicking.fgMissed50Plus +
    (line.dstSacks ?? 0) * dst.sacks +
    (line.dstInterceptions ?? 0) * dst.interceptions +
    (line.dstFumbleRecoveries ?? 0) * dst.fumbleRecoveries +
    (line.dstTouchdowns ?? 0) * dst.touchdowns +
    (line.dstSafeties ?? 0) * dst.safeties +
    (line.dstBlockedKicks ?? 0) * dst.blockedKicks +
    (line.dstTwoPointReturns ?? 0) * dst.twoPointReturns;

  const { pointsAllowed, yardsAllowed } = line;
  if (typeof pointsAllowed === 'number') {
    for (const tier of dst.pointsAllowedTiers) {
      if (tier.maxPointsAllowed === null || pointsAllowed <= tier.maxPointsAllowed) {
        points += tier.points;
        break;
      }
    }
  }
  if (typeof yardsAllowed === 'number' && dst.yardsAllowedTiers) {
    for (const tier of dst.yardsAllowedTiers) {
      if (tier.maxYardsAllowed === null || yardsAllowed <= tier.maxYardsAllowed) {
        points += tier.points;
        break;
      }
    }
  }
  return roundToHundredths(points);
}
