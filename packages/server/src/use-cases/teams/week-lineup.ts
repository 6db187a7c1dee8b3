import { type LineupStanding, type Roster, rosterOf, weekOverAt } from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import type { PlayerRef, TeamRecord } from '../../records/team-record.js';
import { type TeamWeekLineupRecord, teamWeekLineupId } from '../../records/team-week-lineup-record.js';
import type { ServiceContext } from '../service-context.js';

/**
 * Which lineup stood when a week was over (the kickoff locks keep every player where he was from his
 * kickoff to the week's end, so that is the lineup of every kickoff), and how that is kept:
 * - a change (`saveTeamChange`) keeps the lineup it replaces for every regular-season week of the
 *   season shown that was over while it stood (`keepEndedWeeks`, collection `team_week_lineups`);
 * - the team's current lineup counts for the weeks over since it stands (`lineupSince`);
 * - a week over with no row (a change made before lineups were kept per week) is read from the team's
 *   30-day history (`team_versions`), else it is `not-kept` (before the team's first version, or gone).
 */

const FOUR_HOURS_MS = 4 * 3_600_000;

/** Since when a team's lineup stands: `lineupSince`, else its creation for a first version, else its last change. */
export function lineupStoodSince(
  team: Pick<TeamRecord, 'lineupSince' | 'version' | 'createdAt' | 'updatedAt'>,
) {
  return team.lineupSince ?? (team.version === 0 ? team.createdAt : team.updatedAt);
}

/** When a week of `season` was (or will be) over, on the schedule as it is now; `null` without games. */
async function weekOverOf(
  ctx: Pick<ServiceContext, 'calendar'>,
  season: number,
  week: number,
): Promise<number | null> {
  return weekOverAt(await ctx.calendar.gamesOf(season, week));
}

/**
 * Keeps the lineup a change replaced for each regular-season week that was over while it stood
 * (from `lineupStoodSince(team)`, excluded, to `replacedAt`, included): at most a few weeks, one
 * write each (the first kept stays). The season clock's weeks (kept in memory) narrow the weeks to
 * look at, so a change in the middle of a week writes nothing.
 */
export async function keepEndedWeeks(
  ctx: ServiceContext,
  team: TeamRecord,
  replacedAt: string,
): Promise<void> {
  const [lineup] = team.lineups;
  const { season, weeks } = await ctx.calendar.current();
  if (!lineup || season === null) return;
  const from = Date.parse(lineupStoodSince(team));
  const to = Date.parse(replacedAt);
  const kept = COLLECTIONS.teamWeekLineups.of(ctx.store);
  for (const { week, lastKickoff } of weeks) {
    // A week is over from its last kickoff (scored) to four hours after it.
    const last = Date.parse(lastKickoff);
    if (last > to || last + FOUR_HOURS_MS <= from) continue;
    const over = await weekOverOf(ctx, season, week);
    if (over === null || over <= from || over > to) continue;
    const record: TeamWeekLineupRecord = {
      _id: teamWeekLineupId(team._id, season, week),
      teamId: team._id,
      season,
      week,
      lineup,
      bench: team.bench,
      version: team.version,
      weekOverAt: new Date(over).toISOString(),
    };
    await kept.updateOne({ _id: record._id }, { $setOnInsert: record }, { upsert: true });
  }
}

/** The lineup a team week shows, and which it is. */
export interface WeekLineup {
  standing: LineupStanding;
  roster: Roster<PlayerRef>;
}

/**
 * The lineup of a week for the team week read: the current one for a week not over at `now`; for a
 * week over, the lineup kept for it (one read), else the current one if it stood then, else the
 * current one as `not-kept`.
 */
export async function weekLineupOf(
  ctx: ServiceContext,
  team: TeamRecord,
  at: { season: number | null; week: number; overAt: number | null },
): Promise<WeekLineup> {
  const current = rosterOf(team);
  const { season, week, overAt } = at;
  if (season === null || overAt === null || overAt > ctx.clock.now().getTime()) {
    return { standing: 'current', roster: current };
  }
  if (Date.parse(lineupStoodSince(team)) < overAt) return { standing: 'at-kickoff', roster: current };
  const kept = await COLLECTIONS.teamWeekLineups
    .of(ctx.store)
    .findOne({ _id: teamWeekLineupId(team._id, season, week) });
  if (kept)
    return { standing: 'at-kickoff', roster: rosterOf({ lineups: [kept.lineup], bench: kept.bench }) };
  const stood = (await historyLineups(ctx, team._id, [{ week, overAt }])).get(week);
  return stood ? { standing: 'at-kickoff', roster: stood } : { standing: 'not-kept', roster: current };
}

/**
 * The lineups of weeks over that no row keeps (a change before lineups were kept per week), from the
 * team's 30-day history (`team_versions`, one read): the version that stood when each was over.
 */
export async function historyLineups(
  ctx: Pick<ServiceContext, 'store'>,
  teamId: string,
  weeks: readonly { week: number; overAt: number }[],
): Promise<Map<number, Roster<PlayerRef>>> {
  const found = new Map<number, Roster<PlayerRef>>();
  if (weeks.length === 0) return found;
  const versions = await COLLECTIONS.teamVersions.of(ctx.store).find({ teamId });
  for (const { week, overAt } of weeks) {
    const stood = versions.find(
      (version) => Date.parse(version.madeAt) < overAt && overAt <= Date.parse(version.replacedAt),
    );
    if (stood) found.set(week, rosterOf({ lineups: [stood.lineup], bench: stood.bench }));
  }
  return found;
}

/** Every lineup kept for the weeks of a season of a team, by week (one read). */
export async function keptWeekLineups(
  ctx: Pick<ServiceContext, 'store'>,
  teamId: string,
  season: number,
): Promise<Map<number, Roster<PlayerRef>>> {
  const kept = await COLLECTIONS.teamWeekLineups.of(ctx.store).find({ teamId, season });
  return new Map(kept.map((row) => [row.week, rosterOf({ lineups: [row.lineup], bench: row.bench })]));
}
