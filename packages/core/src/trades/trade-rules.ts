/** Most players on each side of a trade. */
export const TRADE_SIDE_MAX = 3;

/** What a trade does to the team, in a word. */
export const TRADE_VERDICTS = ['helps', 'even', 'hurts'] as const;
export type TradeVerdict = (typeof TRADE_VERDICTS)[number];

/**
 * When a trade is even: its change to the team's optimal totals over the weeks left (the median)
 * is within `bandShare` of the width of that change's P10–P90 band, and never less than
 * `minPoints` either way. A change that small is noise beside what the weeks may bring: 10% of
 * the band is about a quarter of a standard deviation of the change (the band is 2.56 of them).
 */
export const TRADE_EVEN = { bandShare: 0.1, minPoints: 1 } as const;

/** The refusals of a trade request, as the user reads them. */
export const TRADE_MESSAGES = {
  sideEmpty: (side: 'give' | 'get') =>
    side === 'give' ? 'Give at least one of your players' : 'Ask for at least one player in return',
  sideTooLong: (side: 'give' | 'get') =>
    `A trade ${side === 'give' ? 'gives' : 'gets'} at most ${TRADE_SIDE_MAX} players`,
  bothSides: (name: string) => `${name} is on both sides of the trade`,
  twice: (name: string) => `${name} is named twice`,
  notInCatalogue: (id: string) => `No player '${id}' in the player catalogue`,
  notOnTeam: (name: string, team: string) => `${name} is not on ${team}`,
  alreadyOnTeam: (name: string, team: string) => `${name} is already on ${team}`,
  notInLeague: (name: string, league: string) =>
    `${name} is not on another roster of ${league} (at its last sync): pick him up from the waiver list instead`,
  severalTeams: (league: string) =>
    `The players you would receive are on different teams of ${league}: a trade is with one team`,
} as const;

/** The band the verdict reads: the change's median and its P10–P90. */
export interface ChangeBand {
  readonly floor: number;
  readonly median: number;
  readonly ceiling: number;
}

/**
 * The verdict on a team's change from a trade, and the threshold it was read against
 * (`TRADE_EVEN`): `helps` above the threshold, `hurts` below minus it, else `even`.
 * @example tradeVerdict({ floor: -10, median: 6, ceiling: 30 }) // { verdict: 'helps', threshold: 4 }
 */
export function tradeVerdict(change: ChangeBand): { verdict: TradeVerdict; threshold: number } {
  const threshold = Math.max(TRADE_EVEN.minPoints, TRADE_EVEN.bandShare * (change.ceiling - change.floor));
  const verdict = change.median > threshold ? 'helps' : change.median < -threshold ? 'hurts' : 'even';
  return { verdict, threshold };
}
