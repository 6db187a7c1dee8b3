import {
  lockedSince,
  type ProjectionMode,
  projectedPoints,
  rosterOf,
  type WeekKickoffs,
  weekKickoffs,
  weekOverAt,
} from '@lineup-lab/core';
import type { Logger } from '../../logger.js';
import { COLLECTIONS, modelCollections } from '../../ports/collections.js';
import type { Mailer } from '../../ports/mailer.js';
import type { PlayerRef, TeamRecord } from '../../records/team-record.js';
import { weekOfSeason } from '../season/season-week.js';
import type { ServiceContext } from '../service-context.js';
import { type RosterWeek, readRostersWeekRecords } from '../teams/roster-week.js';
import { scoringSettingsOf, teamModeOf } from '../teams/team-scoring.js';
import { wantsLineupAlerts } from '../users/user-profile.js';
import { claimLineupAlert } from './claim-lineup-alert.js';
import { composeLineupAlert } from './compose-lineup-alert.js';
import {
  type AlertFacts,
  type AlertPlayer,
  type LineupAlertItem,
  lineupAlertItems,
} from './lineup-alert-items.js';
import { teamsToAlert } from './teams-to-alert.js';

/** What lineup alerts are sent with: the mail port and the server's public address for the links. */
export interface LineupAlertPorts {
  mailer: Mailer;
  /** The address users reach the server at (PUBLIC_URL, else where it listens), without a trailing `/`. */
  appUrl: string;
  /** Where a mail that could not be sent is reported (never its text). */
  logger?: Logger | undefined;
}

/** What sending lineup alerts needs: the store, the time, the season clock and the ports above. */
type LineupAlertContext = Pick<ServiceContext, 'store' | 'clock' | 'calendar'> & {
  lineupAlerts: LineupAlertPorts;
};

/** A player-week whose injury report was written. */
export interface InjuryChange {
  playerId: string;
  season: number;
  week: number;
}

/** What a round of lineup alerts did. */
interface LineupAlertsReport {
  /** Teams looked at (owners with alerts on and an address). */
  teams: number;
  mailed: number;
  /** Mails the mailer refused (their news stays unclaimed, for the next write to try again). */
  failed: number;
}

/** The planning week of a season the clock shows. */
interface PlannedWeek {
  season: number;
  week: number;
}

const NOTHING: LineupAlertsReport = { teams: 0, mailed: 0, failed: 0 };
/** Teams worked on at once. */
const PARALLEL = 16;

/**
 * Lineup alerts after a write that changed injury reports (an administrator's edit, an import):
 * each team that starts one of the changed players in the week users plan for (the season clock's
 * planning week) gets one mail to its owner naming every starter who is ruled Out, Doubtful,
 * Questionable (or IR, PUP, NFI, Suspended) or is on a bye that week, each with the best legal
 * replacement on the bench in the team's mode and scoring (`lineupAlertItems`), and a link to the
 * editor on that week (`composeLineupAlert`), through the mail port (the outbox or SMTP).
 *
 * Nothing is sent: for changes of another week than the planning week, or when that week is over
 * (a past week: after the regular season the clock plans its last week); about a starter whose game
 * has kicked off (the kickoff locks, at the server's clock); to an owner who turned alerts off
 * (`PUT /api/user/settings`) or has no address; and about a starter an earlier mail already told
 * about with the same status (`claimLineupAlert`: one record per team and week; a changed status,
 * Questionable then Out, is told again). So imports that repeat a status send nothing, and two
 * writes at once (parallel imports) send one mail between them.
 *
 * Byes: a mail sent anyway names the week's bye starters too. With `byes` (the injury import, the
 * weekly data write), teams starting a player on a bye that week (by the week's predictions, or his
 * NFL team's bye in the schedule) are looked at as well, so each owner hears of a bye starter once,
 * when that week's reports are imported; a lineup save sends nothing (the editor shows the bye).
 * No job polls for any of this.
 *
 * Store reads: the season clock's (kept in memory), the week's bye predictions (with `byes`), the
 * teams (`teamsToAlert`), their owners, their players' week (three reads for all teams), then per
 * team with news its alert record (a read and a write) and the mail.
 */
export async function sendLineupAlerts(
  ctx: LineupAlertContext,
  input: { changed: readonly InjuryChange[]; byes: boolean },
): Promise<LineupAlertsReport> {
  const at = await weekOfSeason(ctx, undefined);
  if (at.season === null) return NOTHING;
  const now = ctx.clock.now();
  const games = await ctx.calendar.gamesOf(at.season, at.week);
  const overAt = weekOverAt(games);
  if (overAt !== null && overAt <= now.getTime()) return NOTHING;
  const changed = input.changed
    .filter(({ season, week }) => season === at.injuries.season && week === at.week)
    .map(({ playerId }) => playerId);
  if (changed.length === 0) return NOTHING;
  const planned: PlannedWeek = { season: at.season, week: at.week };
  const byes = input.byes ? await byesOf(ctx, planned) : { playerIds: [], teams: [] };
  const playerIds = [...new Set([...changed, ...byes.playerIds])];
  const teams = await alertingTeams(ctx, { ...planned, playerIds, byeTeams: byes.teams });
  if (teams.length === 0) return NOTHING;
  const records = await readRostersWeekRecords(
    ctx,
    teams.map(({ team }) => rosterOf(team)),
    at,
  );
  const kickoffs = weekKickoffs(at.week, games);
  const byeTeams = new Set(byes.teams);
  const inScoring = new Map<string, RosterWeek>();
  const report = { teams: teams.length, mailed: 0, failed: 0 };
  for (let from = 0; from < teams.length; from += PARALLEL) {
    const outcomes = await Promise.all(
      teams.slice(from, from + PARALLEL).map(({ team, email }) => {
        const key = JSON.stringify(scoringSettingsOf(team));
        const week = inScoring.get(key) ?? records.in(scoringSettingsOf(team));
        inScoring.set(key, week);
        const mode = teamModeOf(team);
        const items = lineupAlertItems(rosterOf(team), factsIn({ week, mode, kickoffs, byeTeams, now }));
        return alertTeam(ctx, { team, email, planned, mode, items: items.map((item) => shown(item, week)) });
      }),
    );
    for (const outcome of outcomes) if (outcome !== 'none') report[outcome] += 1;
  }
  return report;
}

/**
 * The week's byes, when asked for: the players the week's predictions put on a bye (one read on
 * the predictions' week index), and the NFL teams without a game in the schedule that week.
 */
async function byesOf(
  ctx: Pick<ServiceContext, 'store' | 'calendar'>,
  at: PlannedWeek,
): Promise<{ playerIds: string[]; teams: string[] }> {
  const [predicted, byeWeeks] = await Promise.all([
    modelCollections(ctx.store).predictions.find(
      { season: at.season, week: at.week, is_bye: true },
      { projection: { player_id: 1 } },
    ),
    ctx.calendar.byeWeeksOf(at.season),
  ]);
  return {
    playerIds: predicted.map((prediction) => prediction.player_id),
    teams: [...byeWeeks].filter(([, week]) => week === at.week).map(([team]) => team),
  };
}

/** The teams to look at whose owner wants alerts and has an address, with that address. */
async function alertingTeams(
  ctx: Pick<ServiceContext, 'store'>,
  search: Parameters<typeof teamsToAlert>[1],
): Promise<Array<{ team: TeamRecord; email: string }>> {
  const teams = await teamsToAlert(ctx, search);
  if (teams.length === 0) return [];
  const owners = await COLLECTIONS.users
    .of(ctx.store)
    .find(
      { _id: { $in: [...new Set(teams.map((team) => team.ownerId))] } },
      { projection: { email: 1, lineupAlerts: 1 } },
    );
  const addressOf = new Map(
    owners.flatMap((owner) => (owner.email && wantsLineupAlerts(owner) ? [[owner._id, owner.email]] : [])),
  );
  return teams.flatMap((team) => {
    const email = addressOf.get(team.ownerId);
    return email ? [{ team, email }] : [];
  });
}

/** A team's players as the alert reads them in the planning week. */
function factsIn(input: {
  week: RosterWeek;
  mode: ProjectionMode;
  kickoffs: WeekKickoffs;
  byeTeams: ReadonlySet<string>;
  now: Date;
}): (player: PlayerRef) => AlertFacts {
  const { week, mode, kickoffs, byeTeams, now } = input;
  return (player) => {
    const facts = week.facts(player);
    return {
      status: facts?.injuryStatus ?? null,
      bye: (facts?.isByeWeek ?? false) || byeTeams.has(week.record(player).teamName),
      bodyPart: facts?.injury?.bodyPart ?? null,
      points: projectedPoints(week.weekOf(player), mode),
      // The lock rules read the team's own reference of the player, as every lineup change does.
      locked: lockedSince(player, kickoffs, now) !== undefined,
    };
  };
}

/** An item with its players as the catalogue names them now (the team keeps what they were called). */
function shown(item: LineupAlertItem, week: RosterWeek): LineupAlertItem {
  const current = (player: AlertPlayer): AlertPlayer => {
    const { playerName, teamName, position } = week.record(player as PlayerRef);
    return { _id: player._id, playerName, teamName, position };
  };
  return {
    ...item,
    player: current(item.player),
    replacement: item.replacement && { ...item.replacement, player: current(item.replacement.player) },
  };
}

/**
 * Claims a team's news and mails it when there is any: `mailed`, `failed` (the claim given back),
 * or `none` (nothing new).
 */
async function alertTeam(
  ctx: LineupAlertContext,
  input: {
    team: TeamRecord;
    email: string;
    planned: PlannedWeek;
    mode: ProjectionMode;
    items: LineupAlertItem[];
  },
): Promise<'mailed' | 'failed' | 'none'> {
  const { team, planned: at, items } = input;
  const claim = await claimLineupAlert(ctx, {
    team,
    season: at.season,
    week: at.week,
    current: items.map(({ player, status }) => ({ playerId: player._id, status })),
  });
  if (claim.fresh.length === 0) return 'none';
  const mail = composeLineupAlert({
    to: input.email,
    teamName: team.teamName,
    season: at.season,
    week: at.week,
    mode: input.mode,
    items,
    appUrl: ctx.lineupAlerts.appUrl,
  });
  try {
    await ctx.lineupAlerts.mailer.send(mail);
    return 'mailed';
  } catch (error) {
    await claim.release();
    ctx.lineupAlerts.logger?.warn(
      { teamId: team._id, week: at.week, error: error instanceof Error ? error.message : String(error) },
      'lineup alert mail not sent',
    );
    return 'failed';
  }
}

/**
 * `sendLineupAlerts` after an injury write that has already happened: a failure (the store, the
 * mailer) is logged and the write stands, so an administrator's edit or an import never fails for
 * its alerts. Without ports (a writer not given the mail port) nothing is sent.
 */
export async function alertAfterInjuryWrite(
  ctx: Pick<ServiceContext, 'store' | 'clock' | 'calendar'> & { lineupAlerts?: LineupAlertPorts | undefined },
  input: { changed: readonly InjuryChange[]; byes: boolean },
): Promise<LineupAlertsReport> {
  const { lineupAlerts } = ctx;
  if (!lineupAlerts || input.changed.length === 0) return NOTHING;
  try {
    return await sendLineupAlerts({ ...ctx, lineupAlerts }, input);
  } catch (error) {
    lineupAlerts.logger?.error(
      { error: error instanceof Error ? error.message : String(error) },
      'lineup alerts failed after an injury write',
    );
    return NOTHING;
  }
}
