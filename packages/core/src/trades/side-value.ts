/** A rest-of-season total with its band (`null`: no number). */
export interface SeasonTotal {
  readonly floor: number | null;
  readonly median: number | null;
  readonly ceiling: number | null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The rest-of-season value of one side of a trade: the sum of its players' medians, with the band
 * of the sum, the players taken as independent (widths below and above added in quadrature:
 * different players' weeks do not move together the way one player's do). `null` numbers when a
 * player has none.
 * @example sideValue([{ floor: 80, median: 100, ceiling: 125 }, { floor: 40, median: 55, ceiling: 75 }])
 * // { floor: 130, median: 155, ceiling: 187.02 }
 */
export function sideValue(players: readonly SeasonTotal[]): SeasonTotal {
  let median = 0;
  let below = 0;
  let above = 0;
  for (const player of players) {
    if (player.median === null || player.floor === null || player.ceiling === null) {
      return { floor: null, median: null, ceiling: null };
    }
    median += player.median;
    below += (player.median - player.floor) ** 2;
    above += (player.ceiling - player.median) ** 2;
  }
  return {
    floor: round2(median - Math.sqrt(below)),
    median: round2(median),
    ceiling: round2(median + Math.sqrt(above)),
  };
}
