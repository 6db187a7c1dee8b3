import { BENCH_MAX } from '../constants.js';
import type { RosterPlayer } from '../contract/entities.js';
import { type Roster, rosterPlayers, startersOf } from '../lineup/roster.js';
import { isEligible } from '../positions.js';

/** The problems with a roster: duplicates, ineligible starters, an over-full bench. Empty when legal. */
export function rosterProblems<P extends RosterPlayer>(roster: Roster<P>): string[] {
  const problems: string[] = [];
  const ids = rosterPlayers(roster).map((p) => p._id);
  if (new Set(ids).size !== ids.length) problems.push(`duplicate players: ${ids.join(',')}`);
  for (const { slot, player } of startersOf(roster.lineup)) {
    if (player && !isEligible(player.position, slot)) problems.push(`${player.position} in ${slot}`);
  }
  if (roster.bench.length > BENCH_MAX) problems.push(`bench holds ${roster.bench.length}`);
  return problems;
}

/** The roster's player ids, sorted, to compare who is on a team before and after. */
export function playerIds<P extends RosterPlayer>(roster: Roster<P>): string[] {
  return rosterPlayers(roster)
    .map((p) => p._id)
    .sort();
}
