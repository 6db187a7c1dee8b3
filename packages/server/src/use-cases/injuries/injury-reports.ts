import { type InjuryReport, type InjuryStatus, SEASON_WEEKS, type SeasonResponse } from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import type { InjuryReportRecord } from '../../records/injury-report-record.js';
import type { PlayerRecord } from '../../records/player-record.js';
import type { ServiceContext } from '../service-context.js';

export interface SeasonWeek {
  season: number;
  week: number;
}

export function injuryReportId({ season, week }: SeasonWeek, playerId: string): string {
  return `${season}:${week}:${playerId}`;
}

/**
 * The week injury reports are written for and read at by default: the week users plan for of the
 * season shown by the season clock (without a schedule: the calendar's season, week 1).
 */
export function injuryWeekOf(clock: SeasonResponse): SeasonWeek {
  return { season: clock.season ?? clock.calendarSeason, week: clock.planningWeek ?? SEASON_WEEKS.first };
}

/**
 * A player's injury report as it counts for a week: the week's record (the administrator's or the
 * import's), else the report kept on the catalogue record (a report with no week, written before
 * weekly records).
 */
export interface CountedReport {
  report: InjuryReport;
  playerName: string;
  /** When it last changed, when known. */
  updatedAt: string | null;
  /** Whether it is the week's record: then its status counts even when `null` (cleared: active). */
  weekly: boolean;
}

function fromCatalogue(
  record: Pick<PlayerRecord, 'playerName' | 'injury' | 'injuryUpdatedAt'>,
): CountedReport | undefined {
  if (!record.injury) return undefined;
  return {
    report: record.injury,
    playerName: record.playerName,
    updatedAt: record.injuryUpdatedAt ?? null,
    weekly: false,
  };
}

function fromWeek(record: InjuryReportRecord): CountedReport {
  return { report: record.report, playerName: record.playerName, updatedAt: record.updatedAt, weekly: true };
}

/**
 * Every player's injury report that counts in a week, by player id: the catalogue's reports, then
 * the week's records over them. Two reads: the week's records on their index, the catalogue's
 * reported players.
 */
export async function injuriesOfWeek(
  ctx: Pick<ServiceContext, 'store'>,
  week: SeasonWeek,
): Promise<Map<string, CountedReport>> {
  const [catalogue, weekly] = await Promise.all([
    COLLECTIONS.players.of(ctx.store).find({ injury: { $ne: null, $exists: true } }),
    COLLECTIONS.injuryReports.of(ctx.store).find({ season: week.season, week: week.week }),
  ]);
  const counted = new Map<string, CountedReport>();
  for (const record of catalogue) {
    const report = fromCatalogue(record);
    if (report) counted.set(record._id, report);
  }
  for (const record of weekly) counted.set(record.playerId, fromWeek(record));
  return counted;
}

/**
 * What `injuriesOfWeek` answers for these players alone (a page of them), by player id: two reads
 * on `_id`, the catalogue's records (their report's fields only) and the week's, however large the
 * catalogue.
 */
export async function injuriesOfPlayers(
  ctx: Pick<ServiceContext, 'store'>,
  playerIds: readonly string[],
  week: SeasonWeek,
): Promise<Map<string, CountedReport>> {
  const counted = new Map<string, CountedReport>();
  if (playerIds.length === 0) return counted;
  const [catalogue, weekly] = await Promise.all([
    COLLECTIONS.players
      .of(ctx.store)
      .find(
        { _id: { $in: [...playerIds] } },
        { projection: { playerName: 1, injury: 1, injuryUpdatedAt: 1 } },
      ),
    weeklyReportsOf(ctx, playerIds, week),
  ]);
  for (const record of catalogue) {
    const report = fromCatalogue(record);
    if (report) counted.set(record._id, report);
  }
  for (const [playerId, record] of weekly) counted.set(playerId, fromWeek(record));
  return counted;
}

/**
 * The week's records of these players, by player id: one read on `_id`, however many players.
 * With `countedReportOf`, the report that counts for each of them (as `injuriesOfWeek` counts it).
 */
export async function weeklyReportsOf(
  ctx: Pick<ServiceContext, 'store'>,
  playerIds: readonly string[],
  week: SeasonWeek,
): Promise<Map<string, InjuryReportRecord>> {
  if (playerIds.length === 0) return new Map();
  const records = await COLLECTIONS.injuryReports
    .of(ctx.store)
    .find({ _id: { $in: playerIds.map((playerId) => injuryReportId(week, playerId)) } });
  return new Map(records.map((record) => [record.playerId, record]));
}

/** The report that counts for a player: the week's record when there is one, else the catalogue's. */
export function countedReportOf(
  player: PlayerRecord,
  weekly: InjuryReportRecord | null | undefined,
): CountedReport | undefined {
  return weekly ? fromWeek(weekly) : fromCatalogue(player);
}

/**
 * The designation that counts: the week's record when there is one (`null` = cleared, active),
 * else the catalogue's report's status, else the one the model was given with the NFL data.
 */
export function statusThatCounts(
  counted: CountedReport | undefined,
  modelStatus: InjuryStatus | null | undefined,
): InjuryStatus | null {
  if (counted?.weekly) return counted.report.status;
  return counted?.report.status ?? modelStatus ?? null;
}

/**
 * When a week's reports last changed, as a cache key part (one read on the week's index): the
 * latest record's time and version count, with how many records the week has.
 */
export async function injuryRevisionOf(
  ctx: Pick<ServiceContext, 'store'>,
  week: SeasonWeek,
): Promise<string> {
  const reports = COLLECTIONS.injuryReports.of(ctx.store);
  const filter = { season: week.season, week: week.week };
  const [[latest], count] = await Promise.all([
    reports.find(filter, { sort: { updatedAt: -1 }, limit: 1 }),
    reports.countDocuments(filter),
  ]);
  return latest ? `${count}:${latest.updatedAt}:${latest.history.length}` : '0';
}
