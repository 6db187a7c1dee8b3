import type { ProjectionMode } from '../contract/entities.js';
import type { TeamWeekResponse, WeekBetterOption, WeekPlayer } from '../contract/team-week.js';
import { BENCH, type StartingSlot } from '../positions.js';
import { MODE_LABEL, NO_GAIN, pts } from './advice-text.js';
import { nameOf, type WeekEntry, weekEntries } from './week-roster.js';

/**
 * The injury a player is listed with, as the facts name it: the designation and the body part,
 * e.g. "Questionable (Wrist)"; `null` when active.
 */
export function injuryOf(entry: { readonly week: WeekPlayer }): string | null {
  const { injuryStatus, injury } = entry.week;
  if (!injuryStatus) return null;
  return injury?.bodyPart ? `${injuryStatus} (${injury.bodyPart})` : injuryStatus;
}

/**
 * One player's grounded fact: where he stands, his NFL team and position, the opponent, and the
 * floor, median and ceiling he counts for this week, or why he counts 0 (a bye, an OUT
 * designation), and any injury designation.
 * @example
 * playerFact(hill) // 'FLEX Tyreek Hill (MIA WR) at NYJ: floor 10.7, median 15.1, ceiling 20.6; Questionable (Wrist)'
 */
export function playerFact(entry: WeekEntry): string {
  return labelledFact(entry.place === BENCH ? 'Bench' : entry.place, entry);
}

/**
 * A player's grounded fact under a one-word label (where he stands on the team, or what he is to
 * it: "Available", "Rostered", "Catalogue"), as `playerFact` says it.
 */
export function labelledFact(label: string, entry: { readonly week: WeekPlayer }): string {
  const { week } = entry;
  const { player } = week;
  const who = `${label} ${player.playerName} (${player.teamName} ${player.position})`;
  if (week.isByeWeek) return `${who}: on a bye, counts ${pts(0)}`;
  const game = week.opponent ? ` ${week.isHomeGame === false ? 'at' : 'vs'} ${week.opponent}` : '';
  const injury = injuryOf(entry);
  if (week.out) return `${who}${game}: ${injury ?? 'Out'}, will not play, counts ${pts(0)}`;
  const { conservative, median, aggressive } = week.points;
  const numbers =
    median === null
      ? 'no projection'
      : `floor ${pts(conservative)}, median ${pts(median)}, ceiling ${pts(aggressive)}`;
  return `${who}${game}: ${numbers}${injury ? `; ${injury}` : ''}`;
}

/** The starters' totals in every mode. */
export function totalsFact(week: TeamWeekResponse): string {
  const { conservative, median, aggressive } = week.totals.current;
  return `Starters' total in week ${week.week}: floor ${pts(conservative)}, median ${pts(median)}, ceiling ${pts(aggressive)}`;
}

/** A starting slot whose player another lineup changes: who comes in, and who stands there now. */
export interface SlotChange {
  readonly slot: StartingSlot;
  readonly incoming: WeekEntry;
  readonly outgoing: WeekEntry | null;
}

/**
 * The slots a target lineup (slot → player id, as the week's `optimal.lineup`) fills with another
 * player than now, in slot order. What the lineup ends up as, whatever order the moves take.
 */
export function lineupChanges(
  week: TeamWeekResponse,
  target: ReadonlyArray<{ slot: StartingSlot; playerId: string | null }>,
): SlotChange[] {
  const entries = weekEntries(week);
  const byId = new Map(entries.map((e) => [e._id, e]));
  const inSlot = new Map(entries.map((e) => [e.place, e]));
  return target.flatMap(({ slot, playerId }) => {
    const incoming = playerId === null ? undefined : byId.get(playerId);
    const outgoing = inSlot.get(slot) ?? null;
    return incoming && incoming !== outgoing ? [{ slot, incoming, outgoing }] : [];
  });
}

/** A change as a fact: "Optimal lineup (median) at QB: Lamar Jackson (now Jalen Hurts)". */
function changeFact(lineup: string, change: SlotChange): string {
  const now = change.outgoing ? nameOf(change.outgoing) : 'empty';
  return `${lineup} at ${change.slot}: ${nameOf(change.incoming)} (now ${now})`;
}

/** A change as the advice says it: "Lamar Jackson at QB for Jalen Hurts". */
export function changeWords(change: SlotChange): string {
  const instead = change.outgoing ? ` for ${nameOf(change.outgoing)}` : '';
  return `${nameOf(change.incoming)} at ${change.slot}${instead}`;
}

/** The lineup's total and, when another lineup scores more, its total, gain and changed slots. */
function bestLineupFacts(input: {
  lineup: string;
  current: number;
  total: number;
  gain: number;
  changes: readonly SlotChange[];
}): string[] {
  const { lineup, current, total, gain, changes } = input;
  if (gain < NO_GAIN) return [`${lineup}: your starters, ${pts(current)}`];
  return [
    `${lineup}: ${pts(total)}, ${pts(gain)} more than ${pts(current)}`,
    ...changes.map((change) => changeFact(lineup, change)),
  ];
}

/** The optimal lineup in the week's mode (the optimiser's): the total, the gain and the changed slots. */
export function optimalFacts(week: TeamWeekResponse): string[] {
  return bestLineupFacts({
    lineup: `Optimal lineup (${MODE_LABEL[week.mode]})`,
    current: week.totals.current[week.mode],
    total: week.totals.optimal[week.mode],
    gain: week.optimal.gain,
    changes: lineupChanges(week, week.optimal.lineup),
  });
}

/** A better option for a slot (spec §5), with the points in the week's mode and the improvement. */
export function betterOptionFact(slot: StartingSlot, option: WeekBetterOption, mode: ProjectionMode): string {
  return `Better option at ${slot}: ${option.playerName}, ${MODE_LABEL[mode]} ${pts(option.points)} (+${pts(option.improvement)})`;
}

/**
 * Every grounded fact of a team's week, what a chat model is given: the totals, whether the lineup
 * is optimal (else its gain and moves), each slot (its player, or empty), the bench and the better
 * options. Every number the analyst states is one of these facts' numbers.
 */
export function weekFacts(week: TeamWeekResponse): string[] {
  const entries = weekEntries(week);
  const inSlot = new Map(entries.map((entry) => [entry.place, entry]));
  return [
    totalsFact(week),
    ...optimalFacts(week),
    ...week.slots.map(({ slot }) => {
      const entry = inSlot.get(slot);
      return entry ? playerFact(entry) : `${slot}: empty`;
    }),
    ...entries.filter((entry) => entry.place === BENCH).map(playerFact),
    ...week.slots.flatMap(({ slot, betterOptions }) =>
      betterOptions.map((option) => betterOptionFact(slot, option, week.mode)),
    ),
  ];
}
