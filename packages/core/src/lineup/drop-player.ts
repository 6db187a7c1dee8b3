import type { RosterPlayer } from '../contract/entities.js';
import { fail, ok, type Result } from '../errors.js';
import { BENCH } from '../positions.js';
import { LINEUP_MESSAGES } from './messages.js';
import { locatePlayer, type Roster } from './roster.js';

/** Removes a bench player from the team. Starters must be moved to the bench first. */
export function dropPlayer<P extends RosterPlayer>(roster: Roster<P>, playerId: string): Result<Roster<P>> {
  const found = locatePlayer(roster, playerId);
  if (!found) return fail('PLAYER_NOT_ON_TEAM', LINEUP_MESSAGES.notOnTeam(playerId));
  if (found.place !== BENCH) return fail('NOT_ON_BENCH', LINEUP_MESSAGES.notOnBench(playerId));
  return ok({ lineup: roster.lineup, bench: roster.bench.filter((p) => p._id !== playerId) });
}
