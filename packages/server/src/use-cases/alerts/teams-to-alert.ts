import { LINEUP_KEYS } from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import type { Filter } from '../../ports/store.js';
import type { TeamRecord } from '../../records/team-record.js';
import type { ServiceContext } from '../service-context.js';

/** Where a stored team's starters are: each key of its active lineup (the store looks inside the RB and WR pairs). */
const STARTER_PATHS = LINEUP_KEYS.map((key) => `lineups.0.${key}`);

/** A filter on a dotted path of a team: its value is one of `values`. */
const among = (path: `${string}.${string}`, values: readonly string[]) =>
  ({ [path]: { $in: [...values] } }) as Filter<TeamRecord>;

/** What the teams to look at are found by: the players whose news it is, and the NFL teams on a bye. */
interface AlertSearch {
  season: number;
  week: number;
  /** Players whose injury report of the week changed (or who are on a bye that week). */
  playerIds: readonly string[];
  /** NFL teams on a bye that week by the schedule: teams starting one of their players. */
  byeTeams: readonly string[];
}

/**
 * The teams a lineup alert may be about: those that start one of `playerIds` (or a player of an
 * NFL team on a bye), and those whose alert record of the week names one of `playerIds` (a starter
 * told about before, whose news may now be that he is fine: his record is updated, no mail). Two
 * reads: the teams (by their starters' ids and NFL teams, one filter) and the week's alert records
 * (on their week index), then the teams of those records not found already (by `_id`).
 *
 * Cost: the embedded store indexes top-level fields only, so the first read looks at every team (in
 * memory; the server README, "Lineup alerts", gives the time measured at the benchmark's numbers of
 * teams); MongoDB does the same without an index on the lineup paths. Injury writes are an
 * administrator's edit or an import, a few a day, never a user's request.
 */
export async function teamsToAlert(
  ctx: Pick<ServiceContext, 'store'>,
  search: AlertSearch,
): Promise<TeamRecord[]> {
  const { season, week, playerIds, byeTeams } = search;
  const clauses: Filter<TeamRecord>[] = [
    ...(playerIds.length > 0 ? STARTER_PATHS.map((path) => among(`${path}._id`, playerIds)) : []),
    ...(byeTeams.length > 0 ? STARTER_PATHS.map((path) => among(`${path}.teamName`, byeTeams)) : []),
  ];
  if (clauses.length === 0) return [];
  const teams = COLLECTIONS.teams.of(ctx.store);
  const [starting, alerted] = await Promise.all([
    teams.find({ $or: clauses }),
    playerIds.length === 0
      ? []
      : COLLECTIONS.lineupAlerts
          .of(ctx.store)
          .find({ season, week, 'alerted.playerId': { $in: [...playerIds] } }, { projection: { teamId: 1 } }),
  ]);
  const found = new Set(starting.map((team) => team._id));
  const more = [...new Set(alerted.map((record) => record.teamId))].filter((id) => !found.has(id));
  return more.length === 0 ? starting : [...starting, ...(await teams.find({ _id: { $in: more } }))];
}
