import type { StatLineInput } from '@lineup-lab/core';
import { EARLIER_SEASON_WEIGHT, HALF_LIFE_GAMES, LOOKBACK_GAMES } from './player-features.js';
import type { PlayerGame } from './player-history.js';

/** The tiers' inputs: averaged over the games that have the number, absent when none has it. */
const TIER_STATS = new Set(['pointsAllowed', 'yardsAllowed']);

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The player's expected stat line for a week: the recency-weighted mean of his stat lines in the
 * weeks he took part in before it (`games[0 … before − 1]`, this season and the one before), with
 * the weights of the model's `ewma_*` features (half-life 3 games, an earlier season's games × 0.6,
 * at most 24 games). Each stat is rounded to hundredths, and stats whose mean is 0 are left out
 * (a sparse core `StatLineInput`, where a missing stat counts 0). `null` when he took part in no
 * earlier week of the window. What a projection's points are made of, stat by stat: scoring it in
 * two scorings tells how far apart the scorings put the player (core's `projectionsInScoring`).
 * @example expectedStatLine({ games, before: 5, season: 2024 }) // { receptions: 5.4, receivingYards: 61.2, … }
 */
export function expectedStatLine(input: {
  games: readonly PlayerGame[];
  before: number;
  season: number;
}): StatLineInput | null {
  const sums = new Map<string, number>();
  const tierWeights = new Map<string, number>();
  let weightSum = 0;
  let seen = 0;
  for (let i = input.before - 1; i >= 0 && seen < LOOKBACK_GAMES; i -= 1) {
    const game = input.games[i];
    if (!game) continue;
    if (game.season < input.season - 1) break;
    if (!game.active) continue;
    const weight =
      0.5 ** (seen / HALF_LIFE_GAMES) * (game.season === input.season ? 1 : EARLIER_SEASON_WEIGHT);
    weightSum += weight;
    for (const [stat, value] of Object.entries(game.line)) {
      if (typeof value !== 'number') continue;
      const tier = TIER_STATS.has(stat);
      if (value === 0 && !tier) continue;
      sums.set(stat, (sums.get(stat) ?? 0) + weight * value);
      if (tier) tierWeights.set(stat, (tierWeights.get(stat) ?? 0) + weight);
    }
    seen += 1;
  }
  if (weightSum === 0) return null;
  const line: Record<string, number> = {};
  for (const [stat, sum] of sums) {
    const tierWeight = tierWeights.get(stat);
    const mean = round2(sum / (tierWeight ?? weightSum));
    if (mean !== 0 || tierWeight !== undefined) line[stat] = mean;
  }
  return line as StatLineInput;
}
