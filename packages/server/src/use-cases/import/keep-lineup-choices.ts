import {
  getSlot,
  isEligible,
  placeScenario,
  type Roster,
  replaceLineup,
  type ScenarioLoadNote,
  STARTING_SLOTS,
  type StartingSlot,
  setSlot,
} from '@lineup-lab/core';
import type { PlayerRef } from '../../records/team-record.js';

/** A sync's note for a player not placed where the user had him (`host`: the league's host, by name). */
function syncNote(note: ScenarioLoadNote, host: string): string[] {
  const where = note.placedAt === 'BENCH' ? 'placed on the bench' : `placed at ${note.placedAt}`;
  if (note.reason === 'newOnTeam') return [`${note.playerName} joined your roster in ${host}; ${where}.`];
  if (note.reason === 'positionChanged') return [note.message];
  return []; // Dropped players are listed in `dropped`.
}

/**
 * The roster a sync makes, pure: the user's lineup choices kept where still valid (core's
 * `placeScenario`, with the team as the user left it as the "saved" lineup and the league's roster
 * as the team): players gone are taken out, players new go to the bench, then each new player on
 * the bench into a starting slot left empty that he fits (the back who came in a trade takes the
 * traded one's place). When they cannot all be placed (a full bench), the league's own placement
 * is used, said in a note. `host` names the league's host in the notes (`Sleeper`, `ESPN`, `Yahoo`).
 */
export function keepLineupChoices(
  league: Roster<PlayerRef>,
  mine: Roster<PlayerRef>,
  host: string,
): { roster: Roster<PlayerRef>; notes: string[] } {
  const kept = placeScenario(league, mine);
  const placed = kept.ok ? replaceLineup(league, kept.value.placement) : undefined;
  if (!kept.ok || !placed?.ok) {
    return {
      roster: league,
      notes: ["Your lineup could not be kept (the new players do not fit): the league's lineup is used."],
    };
  }
  const newcomers = new Set(
    kept.value.notes.filter((note) => note.reason === 'newOnTeam').map((note) => note.playerId),
  );
  let { lineup, bench } = placed.value;
  const moved = new Map<string, StartingSlot>();
  for (const player of bench) {
    if (!newcomers.has(player._id)) continue;
    const slot = STARTING_SLOTS.find((free) => !getSlot(lineup, free) && isEligible(player.position, free));
    if (!slot) continue;
    lineup = setSlot(lineup, slot, player);
    moved.set(player._id, slot);
  }
  bench = bench.filter((player) => !moved.has(player._id));
  const notes = kept.value.notes.flatMap((note) =>
    syncNote({ ...note, placedAt: moved.get(note.playerId) ?? note.placedAt }, host),
  );
  return { roster: { lineup, bench }, notes };
}
