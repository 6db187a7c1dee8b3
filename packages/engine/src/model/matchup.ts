import type { Matchup } from '@lineup-lab/core';

/** Defence rankings (1 = allows the fewest points) from which a matchup is favourable, and up to which it is not. */
export const MATCHUP_RANKS = { favorableFrom: 23, unfavorableTo: 10 } as const;

/**
 * The matchup of a week from the opponent's ranking against the position: the 10 stingiest defences
 * are unfavourable, the 10 most generous favourable, the rest neutral.
 */
export function matchupOf(defenseRanking: number): Matchup {
  if (defenseRanking >= MATCHUP_RANKS.favorableFrom) return 'favorable';
  if (defenseRanking <= MATCHUP_RANKS.unfavorableTo) return 'unfavorable';
  return 'neutral';
}
