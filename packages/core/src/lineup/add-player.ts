import { BENCH_MAX } from '../constants.js';
import type { RosterPlayer } from '../contract/entities.js';
import { fail, ok, type Result } from '../errors.js';
import { LINEUP_MESSAGES } from './messages.js';
import { locatePlayer, type Roster } from './roster.js';

/** Adds a player to the bench. Refused when the player is already on the team or the bench is full. */
export function addPlayer<P extends RosterPlayer>(roster: Roster<P>, player: P): Result<Roster<P>> {
  if (locatePlayer(roster, player._id)) {
    return fail('PLAYER_ALREADY_ON_TEAM', LINEUP_MESSAGES.alreadyOnTeam(player._id));
  }
  if (roster.bench.length >= BENCH_MAX) return fail('BENCH_FULL', LINEUP_MESSAGES.benchFull());
  return ok({ lineup: roster.lineup, bench: [...roster.bench, player] });
}
