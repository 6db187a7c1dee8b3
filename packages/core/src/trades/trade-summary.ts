import { formatPoints } from '../projections/points.js';
import { signedPoints } from '../waivers/pickup-reason.js';
import type { ChangeBand, TradeVerdict } from './trade-rules.js';

const VERDICT_WORDS: Readonly<Record<TradeVerdict, string>> = {
  helps: 'helps',
  even: 'is even',
  hurts: 'hurts',
};

/**
 * The verdict in a sentence, with its numbers: the change to the team's optimal totals over the
 * weeks left, its band, and the threshold the verdict reads it against.
 * @example
 * tradeSummary({ verdict: 'helps', change: { floor: -3.2, median: 12.4, ceiling: 29.9 }, threshold: 3.3, weeks: [6, 17] })
 * // 'The trade helps: +12.4 to your optimal lineups over weeks 6–17 (band -3.2 to +29.9), beyond the ±3.3 the verdict calls even.'
 */
export function tradeSummary(input: {
  verdict: TradeVerdict;
  change: ChangeBand;
  threshold: number;
  weeks: readonly number[];
}): string {
  const { verdict, change, threshold, weeks } = input;
  const [first] = weeks;
  const last = weeks.at(-1);
  if (first === undefined || last === undefined) {
    return 'No week of the regular season is left: the trade changes nothing this season.';
  }
  const span = first === last ? `week ${first}` : `weeks ${first}–${last}`;
  return (
    `The trade ${VERDICT_WORDS[verdict]}: ${signedPoints(change.median)} to your optimal lineups over ${span} ` +
    `(band ${signedPoints(change.floor)} to ${signedPoints(change.ceiling)}), ${verdict === 'even' ? 'within' : 'beyond'} the ±${formatPoints(threshold)} the verdict calls even.`
  );
}
