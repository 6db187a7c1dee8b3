import { BENCH_MAX } from '../constants.js';
import type { ProjectionMode, RosterPlayer } from '../contract/entities.js';
import { compareIds, type Roster, rosterPlayers } from '../lineup/roster.js';
import { STARTING_SLOTS } from '../positions.js';
import { optimalIn, type SeasonWeek, withBenched, withoutPlayer } from '../waivers/season-weeks.js';
import { type LineupChange, lineupChange } from './lineup-change.js';

/** A team's side of a trade: its roster, the weeks left, and how its lineups are decided. */
export interface TradeTeam<P extends RosterPlayer> {
  readonly roster: Roster<P>;
  readonly weeks: readonly SeasonWeek<P>[];
  readonly mode: ProjectionMode;
  /**
   * Most players the team may hold (ours: the nine starting slots and `BENCH_MAX` on the bench);
   * `null`: no limit known (another team of the league, whose host keeps its own).
   */
  readonly capacity: number | null;
}

/** The most players one of our teams holds: every starting slot and a full bench. */
export const TEAM_CAPACITY = STARTING_SLOTS.length + BENCH_MAX;

/** What a trade does to one team: its optimal lineups over the weeks left, and whom it must release. */
export interface TradeEffectOf<P extends RosterPlayer> extends LineupChange {
  /** Players released to stay within `capacity` (more received than given). */
  readonly drops: readonly P[];
}

/**
 * What a trade does to a team: `give` (ids of its players) leave, `get` join, and when that takes
 * the team over its `capacity`, the players whose release costs least (over the weeks left, in its
 * mode) go too, one at a time, never one received nor one whose game has kicked off. Then
 * `lineupChange` of the roster before and after, with the band of the change.
 */
export function tradeEffect<P extends RosterPlayer>(
  team: TradeTeam<P>,
  trade: { give: readonly string[]; get: readonly P[] },
  correlation: number,
): TradeEffectOf<P> {
  let after = withBenched(
    trade.give.reduce((roster, id) => withoutPlayer(roster, id), team.roster),
    trade.get,
  );
  const received = new Set(trade.get.map((player) => player._id));
  const locked = team.weeks[0]?.locked ?? new Set<string>();
  const drops: P[] = [];
  const seasonTotal = (roster: Roster<P>) =>
    team.weeks.reduce((sum, week) => sum + optimalIn(roster, week, team.mode).total, 0);
  while (team.capacity !== null && rosterPlayers(after).length > team.capacity) {
    const options = rosterPlayers(after)
      .filter((player) => !received.has(player._id) && !locked.has(player._id))
      .map((player) => ({ player, left: seasonTotal(withoutPlayer(after, player._id)) }))
      .sort((a, b) => b.left - a.left || compareIds(a.player, b.player));
    const [cheapest] = options;
    if (!cheapest) break;
    drops.push(cheapest.player);
    after = withoutPlayer(after, cheapest.player._id);
  }
  return { ...lineupChange(team.roster, after, { ...team, correlation }), drops };
}
