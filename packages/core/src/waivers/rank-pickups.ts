import { BENCH_MAX } from '../constants.js';
import type { ProjectionMode, RosterPlayer } from '../contract/entities.js';
import { bestEmptySlot } from '../lineup/add-player.js';
import { compareIds, type Roster, rosterPlayers } from '../lineup/roster.js';
import { optimalLineup } from '../optimizer/optimal-lineup.js';
import type { StartingSlot } from '../positions.js';
import { optimalIn, pointsIn, type SeasonWeek, slotIn, withBenched, withoutPlayer } from './season-weeks.js';

/** The team a pickup is weighed for: its roster, the weeks left, the mode its lineups are decided in. */
export interface PickupTeam<P extends RosterPlayer> {
  readonly roster: Roster<P>;
  /** The weeks left, the week users plan for first (its locked players kept where they stand). */
  readonly weeks: readonly SeasonWeek<P>[];
  readonly mode: ProjectionMode;
  /** The team's players who may not be dropped now: their game of the week under way has kicked off. */
  readonly undroppable: ReadonlySet<string>;
}

/** What adding a free agent does to the team. */
export interface PickupEvaluation<P extends RosterPlayer> {
  readonly player: P;
  /** The player to release to make room (`null`: the roster has room for him). */
  readonly drop: P | null;
  /** The optimal total of the first week with him, less without. */
  readonly weekGain: number;
  /** The same summed over every week left (the first included). */
  readonly seasonGain: number;
  /** Where he starts in the first week's optimal lineup (`null`: on the bench, or not yet on the team). */
  readonly slot: StartingSlot | null;
  /** In how many of the weeks left he starts in the optimal lineup, counting points (not 0 for a bye or out). */
  readonly startsIn: number;
  /** His game of the first week has kicked off: he joins once it is over (that week unchanged). */
  readonly joinsAfterThisWeek: boolean;
}

/** How picks are ordered: by the rest-of-season gain, then this week's (`season`), or the other way round. */
export type PickupSort = 'season' | 'week';

/** How many picks, in which order, and which candidates may only join after the first week. */
export interface RankPickupsOptions {
  readonly limit: number;
  readonly sort?: PickupSort;
  /** Candidates whose game of the first week has kicked off. */
  readonly lateJoiners?: ReadonlySet<string>;
}

/** Below this, two gains are level (they are shown with one decimal). */
const LEVEL = 1e-9;

/** Whether the roster takes one more player of that position without a drop (an empty slot he fits, or bench room). */
export function hasRoomFor<P extends RosterPlayer>(roster: Roster<P>, player: P): boolean {
  return bestEmptySlot(roster.lineup, player.position) !== undefined || roster.bench.length < BENCH_MAX;
}

/** Orders two evaluations (or bounds) by the sort's keys, the larger first. */
function byGain(sort: PickupSort) {
  const keys = (e: { weekGain: number; seasonGain: number }) =>
    sort === 'week' ? [e.weekGain, e.seasonGain] : [e.seasonGain, e.weekGain];
  return (a: { weekGain: number; seasonGain: number }, b: { weekGain: number; seasonGain: number }) => {
    const [a1 = 0, a2 = 0] = keys(a);
    const [b1 = 0, b2 = 0] = keys(b);
    return Math.abs(b1 - a1) > LEVEL ? b1 - a1 : Math.abs(b2 - a2) > LEVEL ? b2 - a2 : 0;
  };
}

/**
 * The best pickups for a team among `candidates` (free agents, none on the team), best first, at
 * most `limit`: for each, what adding him does to the team's optimal lineup (core's optimiser, in
 * the team's mode, each week's locked players kept where they stand) in the first week and summed
 * over every week left, with the player to drop when the roster has no room for him: of the team's
 * players who may be dropped (never one whose game has kicked off), the one whose release leaves
 * the highest rest-of-season total with the pickup (ties: the one whose release costs the team as it
 * stands least, then the one projected the fewest median points over the weeks left, then a bench
 * player, then the id). A candidate whose game of the first week has kicked off (`lateJoiners`) cannot join
 * before it is over: that week counts unchanged for him.
 *
 * Exact, and fast by a bound: adding a player without dropping anyone, every number clamped at 0,
 * gives at least what any pickup with a drop gives (the optimum of a larger set of players cannot be
 * lower, and clamping only raises it). Candidates are looked at in the order of that bound, and once
 * `limit` picks are found, a candidate whose bound cannot beat the last of them is not evaluated
 * (`evaluated` says how many were); a candidate's drops are tried in their order of preference
 * until one reaches his bound (usually the first: a player the team does not start).
 */
export function rankPickups<P extends RosterPlayer>(
  team: PickupTeam<P>,
  candidates: readonly P[],
  options: RankPickupsOptions,
): { picks: PickupEvaluation<P>[]; evaluated: number } {
  const order = byGain(options.sort ?? 'season');
  const late = options.lateJoiners ?? new Set<string>();
  const weighing = weighingOf(team);
  const bounds = candidates.map((player) => ({ player, ...weighing.bound(player, late.has(player._id)) }));
  bounds.sort((a, b) => order(a, b) || compareIds(a.player, b.player));
  const picks: PickupEvaluation<P>[] = [];
  let evaluated = 0;
  for (const bound of bounds) {
    const last = picks[options.limit - 1];
    if (last && order(bound, last) > 0) break;
    evaluated += 1;
    const pick = evaluatePickup(team, bound.player, weighing, { late: late.has(bound.player._id), bound });
    if (!pick) continue;
    picks.push(pick);
    picks.sort((a, b) => order(a, b) || compareIds(a.player, b.player));
    picks.splice(options.limit);
  }
  return { picks, evaluated };
}

/**
 * What adding one player does, as `rankPickups` weighs each: with `dropId`, releasing that player
 * for him (when he is on the team and may be dropped: a question that names whom to drop), else
 * with the best drop when the roster has no room. `late`: his game of the first week has kicked
 * off. `null` when no one may be dropped to make room.
 */
export function weighPickup<P extends RosterPlayer>(
  team: PickupTeam<P>,
  player: P,
  options: { dropId?: string | undefined; late?: boolean } = {},
): PickupEvaluation<P> | null {
  const weighing = weighingOf(team);
  const late = options.late ?? false;
  const named = weighing.drops.find((p) => p._id === options.dropId);
  if (!named) return evaluatePickup(team, player, weighing, { late, bound: weighing.bound(player, late) });
  const after = withBenched(withoutPlayer(team.roster, named._id), [player]);
  return weighRoster(team, after, { base: weighing.base, late, player, drop: named });
}

/** What is worked out once per team to weigh its pickups. */
interface Weighing<P extends RosterPlayer> {
  /** The optimal total of each week as the team stands. */
  readonly base: readonly number[];
  /**
   * The players who may be dropped, in the order a drop is preferred among equal gains: the one
   * whose release costs the team as it stands least over the weeks left, then the one projected
   * the fewest median points, then a bench player, then by id.
   */
  readonly drops: readonly P[];
  /** The gains of adding him with no drop, every number clamped at 0: what no pickup of him beats. */
  bound(player: P, late: boolean): { weekGain: number; seasonGain: number };
}

function weighingOf<P extends RosterPlayer>(team: PickupTeam<P>): Weighing<P> {
  const { roster, weeks, mode } = team;
  const base = weeks.map((week) => optimalIn(roster, week, mode).total);
  const seasonBase = base.reduce((sum, total) => sum + total, 0);
  const benched = new Set(roster.bench.map((p) => p._id));
  const drops = rosterPlayers(roster)
    .filter((player) => !team.undroppable.has(player._id))
    .map((player) => {
      const without = withoutPlayer(roster, player._id);
      const left = weeks.reduce((sum, week) => sum + optimalIn(without, week, mode).total, 0);
      const worth = weeks.reduce((sum, week) => sum + (week.numbersOf(player)?.median ?? 0), 0);
      return { player, cost: seasonBase - left, worth };
    })
    .sort(
      (a, b) =>
        a.cost - b.cost ||
        a.worth - b.worth ||
        Number(benched.has(b.player._id)) - Number(benched.has(a.player._id)) ||
        compareIds(a.player, b.player),
    )
    .map(({ player }) => player);
  const clamped = weeks.map((week) => {
    const points = pointsIn(week, mode);
    return (player: P) => Math.max(0, points(player) ?? 0);
  });
  return {
    base,
    drops,
    bound: (player, late) => {
      const added = withBenched(roster, [player]);
      const gains = weeks.map((week, i) => {
        if (i === 0 && late) return 0;
        const locked = week.locked ? { locked: week.locked } : {};
        return optimalLineup(added, clamped[i] ?? (() => 0), locked).total - (base[i] ?? 0);
      });
      return { weekGain: gains[0] ?? 0, seasonGain: gains.reduce((sum, gain) => sum + gain, 0) };
    },
  };
}

/**
 * What adding one player does, with the best drop when one is needed (`null`: none may be
 * dropped): the drops are weighed in their order of preference, and the first that reaches the
 * player's bound is the answer (none can do better, and it is preferred among those as good).
 */
function evaluatePickup<P extends RosterPlayer>(
  team: PickupTeam<P>,
  player: P,
  weighing: Weighing<P>,
  at: { late: boolean; bound: { seasonGain: number } },
): PickupEvaluation<P> | null {
  const { roster } = team;
  const weigh = (drop: P | null) => {
    const kept = drop ? withoutPlayer(roster, drop._id) : roster;
    return weighRoster(team, withBenched(kept, [player]), {
      base: weighing.base,
      late: at.late,
      player,
      drop,
    });
  };
  if (hasRoomFor(roster, player)) return weigh(null);
  let best: PickupEvaluation<P> | null = null;
  for (const drop of weighing.drops) {
    const pick = weigh(drop);
    if (!best || pick.seasonGain > best.seasonGain + LEVEL) best = pick;
    if (best.seasonGain >= at.bound.seasonGain - LEVEL) break;
  }
  return best;
}

/** The gains of a roster with the pickup against the team's as it stands, week by week. */
function weighRoster<P extends RosterPlayer>(
  team: PickupTeam<P>,
  after: Roster<P>,
  at: { base: readonly number[]; late: boolean; player: P; drop: P | null },
): PickupEvaluation<P> {
  let seasonGain = 0;
  let weekGain = 0;
  let startsIn = 0;
  let slot: StartingSlot | null = null;
  team.weeks.forEach((week, i) => {
    if (i === 0 && at.late) return;
    const best = optimalIn(after, week, team.mode);
    const gain = best.total - (at.base[i] ?? 0);
    const starting = slotIn(best.lineup, at.player._id);
    seasonGain += gain;
    if (starting && (pointsIn(week, team.mode)(at.player) ?? 0) > 0) startsIn += 1;
    if (i === 0) {
      weekGain = gain;
      slot = starting;
    }
  });
  return {
    player: at.player,
    drop: at.drop,
    weekGain,
    seasonGain,
    slot,
    startsIn,
    joinsAfterThisWeek: at.late,
  };
}
