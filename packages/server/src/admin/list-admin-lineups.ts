import {
  type AdminLineup,
  type AdminLineupSort,
  type AdminLineupsQuery,
  type AdminLineupsResponse,
  lineupTotal,
  ORPHANED_OWNER,
  STARTING_SLOTS,
  scheduleIndex,
  seasonClock,
  startersOf,
} from '@lineup-lab/core';
import type { ServiceContext } from '../service-context.js';
import { COLLECTIONS } from '../store/collections.js';
import type { PlayerRef, TeamRecord } from '../teams/team-record.js';
import { containsText, pageOf, sortTable } from './admin-table.js';
import { isActiveTeam, mainLineupOf, startersFilled } from './team-activity.js';

const SORT_KEY: Record<AdminLineupSort, (row: AdminLineup) => string | number> = {
  name: (row) => row.name,
  user: (row) => row.user,
  totalPoints: (row) => row.totalPoints,
  createdAt: (row) => Date.parse(row.createdAt),
};

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
 * - `totalPoints`: the starters' median projections added up, as the dashboard's team card does
 *   (the catalogue's current projections; an empty slot or a player without a number adds nothing;
 *   injuries and byes are not folded in), rounded to 2 decimals;
 * - `weekCreated`: the regular-season week under way when the team was created, by the season
 *   clock over the stored schedule (`seasonClock` at `createdAt`); `null` outside the regular season
 *   (pre-season, playoffs, off-season) or without a schedule.
 */
export async function listAdminLineups(
  ctx: ServiceContext,
  query: AdminLineupsQuery,
): Promise<AdminLineupsResponse> {
  const [allTeams, users, games] = await Promise.all([
    COLLECTIONS.teams.of(ctx.store).find({}),
    COLLECTIONS.users.of(ctx.store).find({}),
    COLLECTIONS.nflGames.of(ctx.store).find({}),
  ]);
  const owners = new Map(users.map((user) => [user._id, user.email ?? user._id]));
  const ownerOf = (team: TeamRecord) => owners.get(team.ownerId) ?? ORPHANED_OWNER;
  const search = query.search.toLowerCase();
  const teams =
    search === ''
      ? allTeams
      : allTeams.filter(
          (team) =>
            containsText(team.teamName, search) ||
            containsText(ownerOf(team), search) ||
            containsText(team.ownerId, search),
        );
  const ids = new Set<string>();
  for (const team of teams) {
    const lineup = mainLineupOf(team);
    if (lineup) for (const { player } of startersOf(lineup)) if (player) ids.add(player._id);
  }
  const found =
    ids.size === 0 ? [] : await COLLECTIONS.players.of(ctx.store).find({ _id: { $in: [...ids] } });
  const catalogue = new Map(found.map((player) => [player._id, player]));
  const schedule = scheduleIndex(games);
  const rows = teams.map((team): AdminLineup => {
    const lineup = mainLineupOf(team);
    const total = lineup
      ? lineupTotal(
          lineup,
          (ref: PlayerRef) => ({ projections: catalogue.get(ref._id)?.projections ?? null }),
          'median',
        )
      : 0;
    return {
      id: team._id,
      name: team.teamName,
      user: ownerOf(team),
      isActive: isActiveTeam(team),
      weekCreated: seasonClock(schedule, new Date(team.createdAt)).week,
      totalPoints: Math.round(total * 100) / 100,
      benchCount: team.bench.length,
      isComplete: startersFilled(team) === STARTING_SLOTS.length,
      createdAt: team.createdAt,
    };
  });
  sortTable(rows, SORT_KEY[query.sort], query.order, (row) => ({ name: row.name, id: row.id }));
  const page = pageOf(rows, query);
  return { lineups: page.rows, total: page.total, pagination: page.pagination };
}
