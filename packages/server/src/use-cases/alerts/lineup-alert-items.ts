import {
  type InjuryStatus,
  isEligible,
  type Position,
  type Roster,
  STARTING_SLOTS,
  type StartingSlot,
  startersOf,
} from '@lineup-lab/core';
import type { LineupAlertStatus } from '../../records/lineup-alert-record.js';

/** A player as an alert names him. */
export interface AlertPlayer {
  readonly _id: string;
  readonly playerName: string;
  readonly teamName: string;
  readonly position: Position;
}

/** What an alert needs to know of a player in the planning week. */
export interface AlertFacts {
  /** The designation that counts that week (`null`: active). */
  readonly status: InjuryStatus | null;
  /** His NFL team has no game that week. */
  readonly bye: boolean;
  /** The injury's body part, when the report names one. */
  readonly bodyPart: string | null;
  /** What he counts for in the team's mode and scoring (0 on a bye or out; `null`: no number). */
  readonly points: number | null;
  /** His game has kicked off: he stays where he is, and no alert is sent about him. */
  readonly locked: boolean;
}

/** A bench player who can take a starter's place, and what he counts for. */
interface Replacement {
  readonly player: AlertPlayer;
  readonly points: number;
}

/** One starter a lineup alert names: his slot, why, and the best legal replacement (or none). */
export interface LineupAlertItem {
  readonly slot: StartingSlot;
  readonly player: AlertPlayer;
  readonly status: LineupAlertStatus;
  readonly bodyPart: string | null;
  readonly replacement: Replacement | null;
}

/**
 * Why a starter is worth an alert: on a bye (whatever his injury report says: he cannot play), else
 * his designation (any: Questionable, Doubtful, Out, IR, PUP, NFI, Suspended); `null` when neither.
 */
export function alertStatusOf(facts: Pick<AlertFacts, 'status' | 'bye'>): LineupAlertStatus | null {
  return facts.bye ? 'bye' : facts.status;
}

/**
 * Whether a bench player may be named as a replacement: his game not kicked off, not on a bye, no
 * designation at all (the better-options rule: a Questionable player is not suggested), and a
 * number in the team's mode.
 */
const available = (facts: AlertFacts): facts is AlertFacts & { points: number } =>
  !facts.locked && !facts.bye && facts.status === null && facts.points !== null;

/**
 * The best legal replacement of each slot, from the bench: a player eligible for the slot and
 * available (see `available`), with the most points in the team's mode; ties to the lower id. Slots
 * are served in display order (QB, RB1 … FLEX, D/ST, K), each taking a player no earlier slot took,
 * so that two starters out never name the same replacement and the dedicated slots choose before
 * FLEX, which takes any RB, WR or TE. `null` for a slot no bench player can fill.
 */
export function chooseReplacements(
  slots: readonly StartingSlot[],
  bench: ReadonlyArray<{ player: AlertPlayer; facts: AlertFacts }>,
): Map<StartingSlot, Replacement | null> {
  const candidates = bench
    .flatMap(({ player, facts }) => (available(facts) ? [{ player, points: facts.points }] : []))
    .sort((a, b) => b.points - a.points || (a.player._id < b.player._id ? -1 : 1));
  const taken = new Set<string>();
  const chosen = new Map<StartingSlot, Replacement | null>();
  const wanted = new Set(slots);
  for (const slot of STARTING_SLOTS.filter((one) => wanted.has(one))) {
    const best = candidates.find(({ player }) => !taken.has(player._id) && isEligible(player.position, slot));
    if (best) taken.add(best.player._id);
    chosen.set(slot, best ?? null);
  }
  return chosen;
}

/**
 * What a lineup alert about a team says: every starter on a bye or with a designation in the
 * planning week whose game has not kicked off (a locked starter cannot be changed, so he is not
 * named), in slot order, each with the best legal replacement from the bench
 * (`chooseReplacements`). Empty when no starter is worth an alert.
 * @example
 * lineupAlertItems(roster, factsOf)
 * // [{ slot: 'WR1', player: chase, status: 'Out', bodyPart: 'Hamstring',
 * //    replacement: { player: lamb, points: 17.9 } }]
 */
export function lineupAlertItems<P extends AlertPlayer>(
  roster: Roster<P>,
  factsOf: (player: P) => AlertFacts,
): LineupAlertItem[] {
  const named = startersOf(roster.lineup).flatMap(({ slot, player }) => {
    if (!player) return [];
    const facts = factsOf(player);
    const status = facts.locked ? null : alertStatusOf(facts);
    return status ? [{ slot, player, status, bodyPart: facts.bye ? null : facts.bodyPart }] : [];
  });
  if (named.length === 0) return [];
  const replacements = chooseReplacements(
    named.map(({ slot }) => slot),
    roster.bench.map((player) => ({ player, facts: factsOf(player) })),
  );
  return named.map((item) => ({ ...item, replacement: replacements.get(item.slot) ?? null }));
}
