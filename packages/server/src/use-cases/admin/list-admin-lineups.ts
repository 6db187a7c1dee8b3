import {
  type AdminLineup,
  type AdminLineupsQuery,
  type AdminLineupsResponse,
  ORPHANED_OWNER,
  STARTING_SLOTS,
  scheduleIndex,
  seasonClock,
} from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import type { TeamRecord } from '../../records/team-record.js';
import type { ServiceContext } from '../service-context.js';
import { stampedCache } from '../stamped-cache.js';
import { type PlannedTeam, planningWeeks } from '../teams/planning-weeks.js';
import { containsText, pageOf, sortTable, timeKey } from './admin-table.js';
import { isActiveTeam, startersFilled } from './team-activity.js';

/** A team as the list reads every one: what searching and sorting need. */
type ListedTeam = Pick<TeamRecord, '_id' | 'teamName' | 'ownerId' | 'createdAt'> & PlannedTeam;

/**
 * The matching teams' ids in table order, by sort, order and search, under the change stamps of
 * `teams`, and of `users` when the owners' emails count (a search, the `user` sort) and `players`
 * when the projections do (`totalPoints`). At most 8 listings of one id per matching team each
 * (under 1 MB at 10,000 teams).
 */
const LISTINGS = stampedCache<readonly string[]>({ entries: 8 });

/**
 * `GET /api/admin/lineups` (admin): the teams matching `search` (a case-insensitive substring, as
 * text, of the team's name, of the owner shown — their email, their id without one, or ORPHANED —
 * or of the owner's id; '' keeps every team), sorted by `sort` in `order` (`createdAt` descending,
 * newest first, by default; ties by name, then id) and cut to page `page` of `limit` rows; `total`
 * is how many match. Each with
 * - `user`: the owner's email (their id when the identity gave no email), `'ORPHANED'` when the
 *   owner's user record no longer exists;
 * - `isActive`: at least one starter (`isActiveTeam`); `isComplete`: all nine starting slots filled;
 *   `benchCount`: players on the bench;
 * - `totalPoints`: the planning week's total of the starters in the team's own mode and scoring,
 *   as the dashboard's team card shows it (`planningWeeks`: OUT and bye count 0; an empty slot or a
 *   player without a number adds nothing), rounded to 2 decimals;
 * - `weekCreated`: the regular-season week under way when the team was created, by the season
 *   clock over the stored schedule (`seasonClock` at `createdAt`); `null` outside the regular season
 *   (pre-season, playoffs, off-season) or without a schedule.
 *
 * The matching teams in table order are kept (`LISTINGS`) while what they were read from does not
 * change: a request then only slices its page. To build that listing every team is read for the few
 * fields searching and sorting need (a projection; sorting by `totalPoints` reads every team's
 * lineups and their starters' projections), the owners' emails only when a search or the `user`
 * sort needs them. Only the page's teams, owners, starters and the schedule are read on every request.
 */
export async function listAdminLineups(
  ctx: ServiceContext,
  query: AdminLineupsQuery,
): Promise<AdminLineupsResponse> {
  const search = query.search.toLowerCase();
  const everyOwner = search !== '' || query.sort === 'user';
  const byPoints = query.sort === 'totalPoints';
  const listing = await LISTINGS.read(
    ctx.store,
    {
      key: `${query.sort} ${query.order} ${search}`,
      collections: [
        COLLECTIONS.teams,
        ...(everyOwner ? [COLLECTIONS.users] : []),
        ...(byPoints ? [COLLECTIONS.players, COLLECTIONS.injuryReports] : []),
      ],
    },
    () => sortedTeamIds(ctx, { ...query, search }),
  );
  const page = pageOf(listing, query);
  const ids = page.rows;
  const teamsOf = COLLECTIONS.teams.of(ctx.store);
  const usersOf = COLLECTIONS.users.of(ctx.store);
  const found = ids.length === 0 ? [] : await teamsOf.find({ _id: { $in: ids } });
  const byId = new Map(found.map((team) => [team._id, team]));
  const pageTeams = ids.flatMap((id) => byId.get(id) ?? []);
  const pageOwners = [...new Set(pageTeams.map((team) => team.ownerId))];
  const [pageUsers, games, points] = await Promise.all([
    pageOwners.length === 0 ? [] : usersOf.find({ _id: { $in: pageOwners } }, { projection: { email: 1 } }),
    ids.length === 0 ? [] : COLLECTIONS.nflGames.of(ctx.store).find({}),
    lineupPoints(ctx, pageTeams),
  ]);
  const owners = new Map(pageUsers.map((user) => [user._id, user.email ?? user._id]));
  const ownerOf = (team: Pick<TeamRecord, 'ownerId'>) => owners.get(team.ownerId) ?? ORPHANED_OWNER;
  const schedule = scheduleIndex(games);
  const lineups = pageTeams.map(
    (team): AdminLineup => ({
      id: team._id,
      name: team.teamName,
      user: ownerOf(team),
      isActive: isActiveTeam(team),
      weekCreated: seasonClock(schedule, new Date(team.createdAt)).week,
      totalPoints: points.get(team._id) ?? 0,
      benchCount: team.bench.length,
      isComplete: startersFilled(team) === STARTING_SLOTS.length,
      createdAt: team.createdAt,
    }),
  );
  return { lineups, total: page.total, pagination: page.pagination };
}

/** The ids of the teams matching `search` (lower-cased), in the table order of `sort` in `order`. */
async function sortedTeamIds(ctx: ServiceContext, query: AdminLineupsQuery): Promise<string[]> {
  const teamsOf = COLLECTIONS.teams.of(ctx.store);
  const { search } = query;
  const byPoints = query.sort === 'totalPoints';
  const everyOwner = search !== '' || query.sort === 'user';
  const [allTeams, allUsers] = await Promise.all([
    byPoints
      ? teamsOf.find(
          {},
          { projection: { teamName: 1, ownerId: 1, createdAt: 1, lineups: 1, scoring: 1, mode: 1 } },
        )
      : teamsOf.find({}, { projection: { teamName: 1, ownerId: 1, createdAt: 1 } }),
    everyOwner ? COLLECTIONS.users.of(ctx.store).find({}, { projection: { email: 1 } }) : [],
  ]);
  const owners = new Map(allUsers.map((user) => [user._id, user.email ?? user._id]));
  const ownerOf = (team: Pick<TeamRecord, 'ownerId'>) => owners.get(team.ownerId) ?? ORPHANED_OWNER;
  const teams: ListedTeam[] =
    search === ''
      ? allTeams
      : allTeams.filter(
          (team) =>
            containsText(team.teamName, search) ||
            containsText(ownerOf(team), search) ||
            containsText(team.ownerId, search),
        );
  const pointsOf = byPoints ? await lineupPoints(ctx, teams) : undefined;
  const createdAtKey = query.sort === 'createdAt' ? timeKey(teams, (team) => team.createdAt) : undefined;
  const valueIn = (team: ListedTeam): string | number => {
    switch (query.sort) {
      case 'name':
        return team.teamName;
      case 'user':
        return ownerOf(team);
      case 'totalPoints':
        return pointsOf?.get(team._id) ?? 0;
      case 'createdAt':
        return createdAtKey?.(team) ?? 0;
    }
  };
  sortTable(teams, {
    valueIn,
    order: query.order,
    identity: (team) => ({ name: team.teamName, id: team._id }),
  });
  return teams.map((team) => team._id);
}

/**
 * Each team's `totalPoints` (its planning week's total in its own mode and scoring, rounded to 2
 * decimals), by team id: one read of the starters' records for every team (`planningWeeks`).
 */
async function lineupPoints(
  ctx: ServiceContext,
  teams: readonly PlannedTeam[],
): Promise<Map<string, number>> {
  const planned = await planningWeeks(ctx, teams);
  const points = new Map<string, number>();
  for (const team of teams) {
    points.set(team._id, Math.round((planned.get(team._id)?.counted ?? 0) * 100) / 100);
  }
  return points;
}
