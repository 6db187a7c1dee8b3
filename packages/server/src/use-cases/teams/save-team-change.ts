import { systemClock } from '../../ports/clock.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { TeamChange, TeamRecord } from '../../records/team-record.js';
import { type TeamVersionRecord, teamVersionId } from '../../records/team-version-record.js';
import type { ServiceContext } from '../service-context.js';
import { keepEndedWeeks } from './week-lineup.js';

/** What a change sets on a team beside its version: its lineup and bench, and for a sync its league facts. */
export type TeamChangeFields = Partial<Pick<TeamRecord, 'lineups' | 'bench' | 'scoring' | 'league'>>;

/**
 * The one way a team is changed (lineup moves, adds, drops, Optimize, scenario loads, syncs,
 * restores): a compare-and-set on the version the change was computed from (`team`), which raises
 * the version by one, stamps `updatedAt` and the change (`lastChange`: action and user), then keeps
 * the version it replaced in `team_versions` for 30 days (the team's history). Answers the team as
 * changed, or `null` when a parallel change won the race (nothing written; the caller re-reads and
 * tries again or answers 409). The record is written only by the winner of the version it replaced,
 * so there is exactly one per version (unique index `teamId` + `version`). The replaced lineup is
 * also kept for good for every regular-season week that was over while it stood (`keepEndedWeeks`:
 * what a past week shows and the season record counts).
 * @example
 * const updated = await saveTeamChange(ctx, team, {
 *   fields: { lineups, bench },
 *   change: { action: 'move', by: ownerId },
 * });
 */
export async function saveTeamChange(
  ctx: ServiceContext,
  team: TeamRecord,
  { fields, change }: { fields: TeamChangeFields; change: TeamChange },
): Promise<TeamRecord | null> {
  const replacedAt = ctx.clock.now().toISOString();
  const updated = await COLLECTIONS.teams.of(ctx.store).findOneAndUpdate(
    { _id: team._id, version: team.version },
    {
      $set: { ...fields, updatedAt: replacedAt, lineupSince: replacedAt, lastChange: change },
      $inc: { version: 1 },
    },
  );
  if (!updated) return null;
  const [lineup] = team.lineups;
  if (!lineup) throw new Error(`Team ${team._id} has no lineup`);
  const record: TeamVersionRecord = {
    _id: teamVersionId(team._id, team.version),
    teamId: team._id,
    ownerId: team.ownerId,
    version: team.version,
    lineup,
    bench: team.bench,
    madeAt: team.updatedAt,
    ...(team.lastChange !== undefined && { madeBy: team.lastChange }),
    replacedAt,
    replacedBy: change,
    storedAt: systemClock.now(),
  };
  await COLLECTIONS.teamVersions.of(ctx.store).insertOne(record);
  await keepEndedWeeks(ctx, team, replacedAt);
  return updated;
}
