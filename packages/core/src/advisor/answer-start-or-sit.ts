import type { AdviceChange } from '../contract/ai.js';
import type { ProjectionMode } from '../contract/entities.js';
import type { TeamWeekResponse, WeekPlayer } from '../contract/team-week.js';
import { BENCH, isEligible, STARTING_SLOTS, type StartingSlot } from '../positions.js';
import { type AnalystAdvice, MODE_LABEL, NO_GAIN, paragraphs, placeName, pts } from './advice-text.js';
import { changeOf, movable } from './single-move.js';
import { pickStarter } from './start-or-sit.js';
import { injuryOf, playerFact } from './week-facts.js';
import { nameOf, starts, type WeekEntry, weekEntries } from './week-roster.js';

const side = (entry: WeekEntry) => [entry, entry.week] as const;

/** The stronger of two players in `need` (core's start/sit rule). */
const stronger = (a: WeekEntry, b: WeekEntry, need: ProjectionMode): WeekEntry =>
  pickStarter(side(a), side(b), need).start;

/** The weaker of two players in `need`. */
const weaker = (a: WeekEntry, b: WeekEntry, need: ProjectionMode): WeekEntry =>
  pickStarter(side(a), side(b), need).sit;

/** Players best first by `need`, by repeated start/sit picks (the rule is a total order). */
export function rankPlayers(players: readonly WeekEntry[], need: ProjectionMode): WeekEntry[] {
  return [...players].sort((a, b) => (a === b ? 0 : stronger(a, b, need) === a ? -1 : 1));
}

/**
 * Why a player may not give what his numbers say: he will not play (OUT, a bye) or he is listed
 * Questionable or Doubtful. `undefined` when neither.
 */
export function availabilityNote(entry: { readonly week: WeekPlayer }): string | undefined {
  const name = nameOf(entry);
  const injury = injuryOf(entry);
  if (entry.week.isByeWeek) return `${name} is on a bye and counts ${pts(0)}.`;
  if (entry.week.out) return `${name} is listed ${injury ?? 'Out'}, will not play and counts ${pts(0)}.`;
  if (injury)
    return `${name} is listed ${injury}: check the final injury report before kickoff and have a backup ready.`;
  return undefined;
}

/** Where two compared players stand, and what starting the pick means. */
function placementNote(start: WeekEntry, sit: WeekEntry): string {
  const [a, b] = [nameOf(start), nameOf(sit)];
  if (!STARTING_SLOTS.some((slot) => isEligible(start.position, slot) && isEligible(sit.position, slot)))
    return `${a} (${start.position}) and ${b} (${sit.position}) cannot play the same slot, so both can start.`;
  if (starts(start) && starts(sit)) return `Both already start (${start.place} and ${sit.place}).`;
  if (starts(start)) return `${a} already starts at ${start.place}; keep ${b} on the bench.`;
  if (starts(sit) && isEligible(start.position, sit.place))
    return `Move ${a} from the bench to ${sit.place} and ${b} to the bench.`;
  if (!starts(start) && !starts(sit))
    return `Both are on your bench: ask "Should I start ${a}?" to see whom he would replace.`;
  return `${a} is on your bench and ${b} starts at ${sit.place}.`;
}

/**
 * The move that starts the pick, when it is one move: he is on the bench, the other starts in a slot
 * he may fill, he gains, and neither player's game has kicked off.
 */
function startChange(start: WeekEntry, sit: WeekEntry, margin: number): AdviceChange | undefined {
  if (starts(start) || !starts(sit) || sit.place === BENCH || !isEligible(start.position, sit.place))
    return undefined;
  if (margin < NO_GAIN || !movable(start) || !movable(sit)) return undefined;
  return changeOf({ incoming: start, slot: sit.place, gain: margin });
}

/** The pick between two players, with the numbers compared (`at`: the slot they compete for). */
function compareTwo(
  pair: readonly [WeekEntry, WeekEntry],
  need: ProjectionMode,
  at?: StartingSlot,
): { text: string; change: AdviceChange | undefined } {
  const [first, second] = pair;
  const pick = pickStarter(side(first), side(second), need);
  const [start, sit] = [pick.start, pick.sit];
  const label = MODE_LABEL[need];
  const where = at ? ` at ${at}` : '';
  const [ours, theirs] = pick.points;
  const verdict =
    pick.margin === 0 && ours !== null
      ? `${nameOf(start)} and ${nameOf(sit)} are level on the ${label} (${pts(ours)}); start ${nameOf(start)}${where}, ahead on the other figures.`
      : `Start ${nameOf(start)} over ${nameOf(sit)}${where}: ${label} ${pts(ours)} against ${pts(theirs)}.`;
  return {
    text: paragraphs(verdict, placementNote(start, sit), availabilityNote(sit), availabilityNote(start)),
    change: startChange(start, sit, pick.margin),
  };
}

/**
 * A single named player's natural rival: on the bench, the weakest starter whose slot he could
 * take (or an empty slot he could fill); starting, the strongest bench player who could take his
 * slot.
 */
function rivalOf(
  entry: WeekEntry,
  week: TeamWeekResponse,
  need: ProjectionMode,
): { rival: WeekEntry; slot: StartingSlot } | { emptySlot: StartingSlot } | undefined {
  const entries = weekEntries(week);
  if (entry.place === BENCH) {
    const empty = week.slots.find(({ slot, player }) => !player && isEligible(entry.position, slot));
    if (empty) return { emptySlot: empty.slot };
    const starters = entries.filter((e) => e.place !== BENCH && isEligible(entry.position, e.place));
    const rival = starters.reduce<WeekEntry | undefined>((w, e) => (w ? weaker(w, e, need) : e), undefined);
    return rival && rival.place !== BENCH ? { rival, slot: rival.place } : undefined;
  }
  const slot = entry.place;
  const bench = entries.filter((e) => e.place === BENCH && isEligible(e.position, slot));
  const rival = bench.reduce<WeekEntry | undefined>((b, e) => (b ? stronger(b, e, need) : e), undefined);
  return rival ? { rival, slot } : undefined;
}

/**
 * "Start A or B?": core's start/sit rule (`pickStarter`) in `need` (the median unless the question
 * asks for the floor or the ceiling) between the named players, best first when more than two.
 * One named player is weighed against his natural rival (`rivalOf`). The facts are the compared
 * players'.
 */
export function answerStartOrSit(input: {
  week: TeamWeekResponse;
  named: readonly WeekEntry[];
  need: ProjectionMode;
}): AnalystAdvice {
  const { week, named, need } = input;
  const label = MODE_LABEL[need];
  const only = named[0];
  if (named.length === 1 && only) {
    const found = rivalOf(only, week, need);
    if (!found) {
      const advice = `Start ${nameOf(only)}: no one on your roster competes with him for ${placeName(only.place)}.`;
      return {
        topic: 'startOrSit',
        advice: paragraphs(advice, availabilityNote(only)),
        facts: [playerFact(only)],
      };
    }
    if ('emptySlot' in found) {
      const advice = `Start ${nameOf(only)} at ${found.emptySlot}: the slot is empty, and an empty slot scores nothing.`;
      const gain = only.week.points[need] ?? 0;
      return {
        topic: 'startOrSit',
        advice: paragraphs(advice, availabilityNote(only)),
        facts: [playerFact(only)],
        ...(movable(only) && { change: changeOf({ incoming: only, slot: found.emptySlot, gain }) }),
      };
    }
    const { text, change } = compareTwo([only, found.rival], need, found.slot);
    return {
      topic: 'startOrSit',
      advice: text,
      facts: [playerFact(only), playerFact(found.rival)],
      ...(change && { change }),
    };
  }
  const ranked = rankPlayers(named, need);
  const [first, second] = ranked as [WeekEntry, WeekEntry];
  const facts = named.map(playerFact);
  if (ranked.length === 2) {
    const { text, change } = compareTwo(named as [WeekEntry, WeekEntry], need);
    return { topic: 'startOrSit', advice: text, facts, ...(change && { change }) };
  }
  const order = ranked.map((e) => `${nameOf(e)} ${pts(e.week.points[need])}`).join(', ');
  const { text, change } = compareTwo([first, second], need);
  return {
    topic: 'startOrSit',
    advice: paragraphs(`By the ${label}: ${order}.`, text, ...ranked.slice(2).map(availabilityNote)),
    facts,
    ...(change && { change }),
  };
}
