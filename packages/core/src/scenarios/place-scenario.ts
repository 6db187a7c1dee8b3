import { BENCH_MAX } from '../constants.js';
import { emptyLineup, type LineupOf, type RosterPlayer } from '../contract/entities.js';
import type { ScenarioLoadNote } from '../contract/scenarios.js';
import { type DomainError, fail, ok, type Result } from '../errors.js';
import type { Placement } from '../lineup/replace-lineup.js';
import { getSlot, type Roster, rosterPlayers, setSlot, startersOf } from '../lineup/roster.js';
import { BENCH, isEligible, STARTING_SLOTS, type StartingSlot } from '../positions.js';

/** A player as a scenario or a team names him: id, position and a name to report him by. */
export interface NamedPlayer extends RosterPlayer {
  readonly playerName: string;
}

/** A placement for the team as it stands, and a note for every player not placed as saved. */
export interface ScenarioPlacement {
  readonly placement: Placement;
  readonly notes: readonly ScenarioLoadNote[];
}

/**
 * How a saved scenario applies to the team as it now stands (scenario load): each saved starter
 * the team still has goes back to his slot, each saved bench player to the bench, in order. What
 * changed since the save is placed and reported, never silently:
 * - a player the team no longer has is left out (`notOnTeam`; his slot stays empty);
 * - a starter whose position the slot no longer accepts goes to the bench (`positionChanged`);
 * - a player the team gained after the save goes to the bench (`newOnTeam`).
 * Those moved to the bench go to an empty slot they fit when the bench is full; when there is
 * none either, the scenario cannot be loaded (`BENCH_FULL`). The placement names every player of
 * the team once, so core's `replaceLineup` accepts it.
 * @example placeScenario(rosterOf(team), scenario) // { placement, notes: [{ reason: 'notOnTeam', … }] }
 */
export function placeScenario<P extends NamedPlayer>(
  roster: Roster<P>,
  scenario: Roster<NamedPlayer>,
): Result<ScenarioPlacement, DomainError<'BENCH_FULL'>> {
  const onTeam = new Map(rosterPlayers(roster).map((player) => [player._id, player]));
  const placed = new Set<string>();
  const notes: ScenarioLoadNote[] = [];
  const waiting: Array<{ player: P; reason: 'positionChanged' | 'newOnTeam'; from?: StartingSlot }> = [];
  const gone = (saved: NamedPlayer, slot?: StartingSlot) =>
    notes.push({
      playerId: saved._id,
      playerName: saved.playerName,
      reason: 'notOnTeam',
      placedAt: null,
      message: `${saved.playerName} is no longer on the team${slot ? `; ${slot} is left empty` : ''}.`,
    });

  let lineup: LineupOf<P> = emptyLineup<P>();
  for (const { slot, player: saved } of startersOf(scenario.lineup)) {
    if (!saved) continue;
    const player = onTeam.get(saved._id);
    if (!player || placed.has(player._id)) {
      if (!player) gone(saved, slot);
      continue;
    }
    placed.add(player._id);
    if (isEligible(player.position, slot)) lineup = setSlot(lineup, slot, player);
    else waiting.push({ player, reason: 'positionChanged', from: slot });
  }
  const bench: P[] = [];
  for (const saved of scenario.bench) {
    const player = onTeam.get(saved._id);
    if (!player) gone(saved);
    else if (!placed.has(player._id)) {
      placed.add(player._id);
      bench.push(player);
    }
  }
  for (const player of onTeam.values()) {
    if (!placed.has(player._id)) waiting.push({ player, reason: 'newOnTeam' });
  }

  for (const { player, reason, from } of waiting) {
    const slot =
      bench.length < BENCH_MAX
        ? BENCH
        : STARTING_SLOTS.find((free) => !getSlot(lineup, free) && isEligible(player.position, free));
    if (!slot) {
      return fail(
        'BENCH_FULL',
        `This scenario cannot be loaded: the bench is full and no empty slot fits ${player.playerName}. ` +
          'Drop or move a player first.',
      );
    }
    if (slot === BENCH) bench.push(player);
    else lineup = setSlot(lineup, slot, player);
    const where = slot === BENCH ? 'placed on the bench' : `placed at ${slot}`;
    notes.push({
      playerId: player._id,
      playerName: player.playerName,
      reason,
      placedAt: slot,
      message:
        reason === 'positionChanged'
          ? `${player.playerName} is now a ${player.position}, which ${from} does not accept; ${where}.`
          : `${player.playerName} joined the team after this scenario was saved; ${where}.`,
    });
  }
  return ok({ placement: { lineup, bench }, notes });
}
