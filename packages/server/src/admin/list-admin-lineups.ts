import {
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
import type { PlayerRef } from '../teams/team-record.js';
import { isActiveTeam, mainLineupOf, startersFilled } from './team-activity.js';

/**
 * `GET /api/admin/lineups` (admin): every team, newest first, each with
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
export async function listAdminLineups(ctx: ServiceContext): Promise<AdminLineupsResponse> {
  const [teams, users, games] = await Promise.all([
    COLLECTIONS.teams.of(ctx.store).find({}, { sort: { createdAt: -1 } }),
    COLLECTIONS.users.of(ctx.store).find({}),
    COLLECTIONS.nflGames.of(ctx.store).find({}),
  ]);
  const owners = new Map(users.map((user) => [user._id, user.email ?? user._id]));
  const ids = new Set<string>();
  for (const team of teams) {
    const lineup = mainLineupOf(team);
    if (lineup) for (const { player } of startersOf(lineup)) if (player) ids.add(player._id);
  }
  const found =
    ids.size === 0 ? [] : await COLLECTIONS.players.of(ctx.store).find({ _id: { $in: [...ids] } });
  const catalogue = new Map(found.map((player) => [player._id, player]));
  const schedule = scheduleIndex(games);
  return {
    lineups: teams.map((team) => {
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
        user: owners.get(team.ownerId) ?? ORPHANED_OWNER,
        isActive: isActiveTeam(team),
        weekCreated: seasonClock(schedule, new Date(team.createdAt)).week,
        totalPoints: Math.round(total * 100) / 100,
        benchCount: team.bench.length,
        isComplete: startersFilled(team) === STARTING_SLOTS.length,
        createdAt: team.createdAt,
      };
    }),
  };
}
