import {
  type LineupMove,
  type LineupMoveEntry,
  type LineupOf,
  lineupTotal,
  PROJECTION_MODES,
  type ProjectionMode,
  projectedPoints,
  type RankedPlayerWeek,
  type Roster,
  rosterPlayers,
  type ScoringSettings,
} from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import type { PlayerRecord } from '../../records/player-record.js';
import type { PlayerRef } from '../../records/team-record.js';
import {
  type PlayerWeekFacts,
  playerWeekFacts,
  rankedWeekOf,
  readWeekRecords,
  type WeekOfSeason,
} from '../players/player-week.js';
import type { ServiceContext } from '../service-context.js';

/** A team's players in one week: their catalogue records and their week's facts, by player id. */
export interface RosterWeek {
  /** The catalogue record of each player (the team's own reference when the catalogue lost him). */
  record(player: PlayerRef): PlayerRecord;
  facts(player: PlayerRef): PlayerWeekFacts | undefined;
  /** The week as core's projection rules read it. */
  weekOf(player: PlayerRef): RankedPlayerWeek | undefined;
  /** The points a player counts for in `mode` (`null`: no number). */
  pointsIn(mode: ProjectionMode): (player: PlayerRef) => number | null;
  /** A lineup's total in every mode. */
  totals(lineup: LineupOf<PlayerRef>): Record<ProjectionMode, number>;
  /** Moves of the roster's players with each player's name, as the answers show them. */
  named(moves: readonly LineupMove[]): LineupMoveEntry[];
}

/**
 * Which week a roster week is read for, and in what scoring: `scoring` is the team's league scoring
 * the numbers are shown in (`undefined`: the model's own, as stored).
 */
export interface RosterWeekOf {
  at: WeekOfSeason;
  scoring?: ScoringSettings | undefined;
}

/**
 * The week of every player on a roster, with the projections call's numbers (`playerWeekFacts`):
 * three reads in parallel (the catalogue records, the week's predictions and the week's injury
 * records, each one query on `_id`), however many players the team has.
 */
export function readRosterWeek(
  ctx: Pick<ServiceContext, 'store'>,
  roster: Roster<PlayerRef>,
  week: RosterWeekOf,
): Promise<RosterWeek> {
  return readRostersWeek(ctx, [roster], week);
}

/**
 * The week of every player on several rosters (a team and its saved scenarios) in the same three
 * reads; a player on more than one is read once.
 */
export async function readRostersWeek(
  ctx: Pick<ServiceContext, 'store'>,
  rosters: readonly Roster<PlayerRef>[],
  { at, scoring }: RosterWeekOf,
): Promise<RosterWeek> {
  return (await readRostersWeekRecords(ctx, rosters, at)).in(scoring);
}

/**
 * The records of every player on several rosters for a week (the same three reads as
 * `readRostersWeek`), to be read in as many scorings as needed (`in`): teams in different
 * scorings share one read (the dashboard's planning weeks, the admin's lineups).
 */
export interface RostersWeekRecords {
  /** The catalogue record of each player (the team's own reference when the catalogue lost him). */
  record(player: PlayerRef): PlayerRecord;
  in(scoring: ScoringSettings | undefined): RosterWeek;
}

/** Every collection a roster's week is read from: the catalogue, the week's predictions and injury records. */
export const ROSTER_WEEK_READS = [
  COLLECTIONS.players,
  COLLECTIONS.modelPredictions,
  COLLECTIONS.injuryReports,
] as const;

/** Reads the records of every player on `rosters` for week `at` once (see `RostersWeekRecords`). */
export async function readRostersWeekRecords(
  ctx: Pick<ServiceContext, 'store'>,
  rosters: readonly Roster<PlayerRef>[],
  at: WeekOfSeason,
): Promise<RostersWeekRecords> {
  const byId = new Map<string, PlayerRef>();
  for (const player of rosters.flatMap((roster) => rosterPlayers(roster))) {
    if (!byId.has(player._id)) byId.set(player._id, player);
  }
  const ids = [...byId.keys()];
  const [found, records] = await Promise.all([
    ids.length === 0 ? [] : COLLECTIONS.players.of(ctx.store).find({ _id: { $in: ids } }),
    readWeekRecords(ctx, ids, at),
  ]);
  const catalogue = new Map(found.map((record) => [record._id, record]));
  const record = (player: PlayerRef): PlayerRecord => catalogue.get(player._id) ?? player;
  const nameOf = (playerId: string) => {
    const player = byId.get(playerId);
    return player ? record(player).playerName : playerId;
  };
  return {
    record,
    in: (scoring) => {
      // Worked out when first asked: teams in many scorings each count only their own players.
      const facts = new Map<string, PlayerWeekFacts>();
      const factsOf = (player: PlayerRef): PlayerWeekFacts | undefined => {
        const known = byId.get(player._id);
        if (!known) return undefined;
        let found = facts.get(player._id);
        if (!found) {
          found = playerWeekFacts(record(known), records, scoring);
          facts.set(player._id, found);
        }
        return found;
      };
      const weekOf = (player: PlayerRef) => rankedWeekOf(factsOf(player));
      return {
        record,
        facts: factsOf,
        weekOf,
        pointsIn: (mode) => (player) => projectedPoints(weekOf(player), mode),
        totals: (lineup) =>
          Object.fromEntries(
            PROJECTION_MODES.map((mode) => [mode, lineupTotal(lineup, weekOf, mode)]),
          ) as Record<ProjectionMode, number>,
        named: (moves) => moves.map((move) => ({ ...move, playerName: nameOf(move.playerId) })),
      };
    },
  };
}
