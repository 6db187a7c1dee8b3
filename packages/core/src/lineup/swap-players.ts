import type { RosterPlayer } from '../contract/entities.js';
import { fail, type Result } from '../errors.js';
import { BENCH } from '../positions.js';
import { LINEUP_MESSAGES } from './messages.js';
import { movePlayer } from './move-player.js';
import { locatePlayer, type Roster } from './roster.js';

/** Puts a bench player into a starter's slot; the starter takes the bench player's place. */
export function swapPlayers<P extends RosterPlayer>(
  roster: Roster<P>,
  command: { readonly benchPlayerId: string; readonly starterPlayerId: string },
): Result<Roster<P>> {
  const bench = locatePlayer(roster, command.benchPlayerId);
  const starter = locatePlayer(roster, command.starterPlayerId);
  if (!bench) return fail('PLAYER_NOT_ON_TEAM', LINEUP_MESSAGES.notOnTeam(command.benchPlayerId));
  if (!starter) return fail('PLAYER_NOT_ON_TEAM', LINEUP_MESSAGES.notOnTeam(command.starterPlayerId));
  if (bench.place !== BENCH) {
    return fail('PLAYER_NOT_AT_POSITION', LINEUP_MESSAGES.notAt(command.benchPlayerId, BENCH, bench.place));
  }
  if (starter.place === BENCH) {
    return fail('PLAYER_NOT_AT_POSITION', LINEUP_MESSAGES.notStarter(command.starterPlayerId));
  }
  return movePlayer(roster, { playerId: command.benchPlayerId, from: BENCH, to: starter.place });
}
