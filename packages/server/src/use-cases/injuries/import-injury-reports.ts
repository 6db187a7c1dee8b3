import type { InjuryReport } from '@lineup-lab/core';
import type { InjuryReportLine, NflPlayer } from '@lineup-lab/engine';
import { COLLECTIONS } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';
import type { InjuryReportRecord, InjuryReportVersion } from '../../records/injury-report-record.js';
import { createSeasonCalendar, type SeasonCalendar } from '../../season/season-calendar.js';
import {
  alertAfterInjuryWrite,
  type InjuryChange,
  type LineupAlertPorts,
} from '../alerts/send-lineup-alerts.js';
import { recordAudit } from '../audit/record-audit.js';
import type { ServiceContext } from '../service-context.js';
import { injuryReportId } from './injury-reports.js';
import { nflverseInjuryReport, SKIP_REASONS } from './nflverse-injury-report.js';

/** What importing a file's injury lines into the weekly injury reports did. */
export interface InjuryImportReport {
  /** Player-weeks given a new version: new records, then changed ones. */
  inserted: number;
  updated: number;
  /** Player-weeks whose nflverse report is the one nflverse last wrote (nothing written). */
  unchanged: number;
  /** Lines that give no report, by reason (`SKIP_REASONS`). */
  skipped: Record<string, number>;
  /**
   * Lines of players not in the NFL player list (`nfl_players`, fantasy positions only): defenders,
   * linemen, punters, long snappers.
   */
  unmatched: number;
}

const CHUNK = 1000;
/** Writes in flight at once, as `writeDocuments`. */
const PARALLEL = 64;

const sameReport = (a: InjuryReport, b: InjuryReport) =>
  a.status === b.status &&
  a.bodyPart === b.bodyPart &&
  a.description === b.description &&
  a.practice === b.practice;

/** The version nflverse last wrote in a record's history, if any. */
function lastImported(record: InjuryReportRecord | undefined): InjuryReportVersion | undefined {
  return record?.history.findLast((version) => version.source === 'nflverse');
}

const count = (counts: Record<string, number>, reason: string) => {
  counts[reason] = (counts[reason] ?? 0) + 1;
};

async function byId<T extends { _id: string }>(
  find: (ids: string[]) => Promise<T[]>,
  ids: readonly string[],
): Promise<Map<string, T>> {
  const found = new Map<string, T>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    for (const doc of await find(ids.slice(start, start + CHUNK))) found.set(doc._id, doc);
  }
  return found;
}

/**
 * Writes nflverse injury lines (their `playerId` already pointed at the stored NFL player) as the
 * weekly injury reports (`injury_reports`): one record per stored NFL player (`nfl_players`, the
 * fantasy positions) and regular-season week, named as that player, each write a new version on
 * top with its time and `by` (the command), source `nflverse`, and appended to the record's
 * `history`. The catalogue's player ids are the NFL players' ids, so the reports need no catalogue:
 * a player not published yet (a first `data sync` before `model train`) has his records counted
 * (projections, admin lists, showcase) from the moment he is. Until then `GET /api/injuries`, which
 * lists the week's records by name, names him too.
 *
 * Precedence, the newest write wins: an admin's edit after an import replaces it; an import writes
 * a player-week only when its report differs from the one nflverse last wrote there (or nflverse
 * never wrote it), so re-importing the same file writes nothing and keeps an admin's later edit,
 * while a changed nflverse report replaces it. Records of player-weeks a later file no longer lists
 * are left as they are.
 *
 * Lines skipped (postseason, nothing reported) and lines of players not in the NFL player list
 * (defenders, linemen, punters: the injuries parser stores no player for them, so their `playerId`
 * stays `gsis:<id>` of no stored player) are counted, never fatal. A changed record changes the
 * week's injury revision (`injuryRevisionOf`), so a running server's cached answers (the showcase)
 * are worked out again on the next call.
 *
 * Then, given the mail port (`lineupAlerts`), the lineup alerts of the player-weeks written
 * (`sendLineupAlerts`, byes included: the import is the week's data write): the owners of teams
 * starting a player newly ruled Out, Doubtful or Questionable in the planning week, or one on a bye
 * that week, hear of it once per status, however many imports repeat it. The season clock is
 * `calendar` (the server's), else read from the store.
 */
export async function importInjuryReports(
  ctx: Pick<ServiceContext, 'store' | 'clock'> & {
    calendar?: SeasonCalendar | undefined;
    lineupAlerts?: LineupAlertPorts | undefined;
  },
  lines: readonly InjuryReportLine[],
  options: { by: string },
): Promise<InjuryImportReport> {
  const result: InjuryImportReport = {
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skipped: {},
    unmatched: 0,
  };
  const matched = await matchedLines(ctx.store, lines, result);
  const reports = COLLECTIONS.injuryReports.of(ctx.store);
  const stored = await byId<InjuryReportRecord>(
    (ids) => reports.find({ _id: { $in: ids } }),
    [...matched.keys()],
  );

  const updatedAt = ctx.clock.now().toISOString();
  const writes: Array<() => Promise<unknown>> = [];
  const changed: InjuryChange[] = [];
  for (const [_id, { line, report, player }] of matched) {
    const record = stored.get(_id);
    const last = lastImported(record);
    if (last && sameReport(last.report, report)) {
      result.unchanged += 1;
      continue;
    }
    if (record) result.updated += 1;
    else result.inserted += 1;
    changed.push({ playerId: player._id, season: line.season, week: line.week });
    const version: InjuryReportVersion = {
      report,
      updatedAt,
      updatedBy: options.by,
      updatedBySub: null,
      source: 'nflverse',
    };
    writes.push(() =>
      reports.updateOne(
        { _id },
        {
          $set: { ...version, playerName: player.name },
          $push: { history: version },
          $setOnInsert: { playerId: player._id, season: line.season, week: line.week },
        },
        { upsert: true },
      ),
    );
  }
  for (let from = 0; from < writes.length; from += PARALLEL) {
    await Promise.all(writes.slice(from, from + PARALLEL).map((write) => write()));
  }
  // One audit entry per run.
  await recordAudit(ctx, {
    action: 'injury.import',
    actor: options.by,
    actorSub: null,
    target: weeksText(lines),
    detail: importSummary(result),
  });
  if (ctx.lineupAlerts && changed.length > 0) {
    const calendar = ctx.calendar ?? createSeasonCalendar(ctx);
    await alertAfterInjuryWrite({ ...ctx, calendar }, { changed, byes: true });
  }
  return result;
}

/** A line reported about a stored NFL player, by the id of its player-week record. */
type MatchedLine = { line: InjuryReportLine; report: InjuryReport; player: NflPlayer };

/**
 * The lines that report something about a stored NFL player, one per player-week record; the
 * others counted in `result` (skipped by reason, or unmatched).
 */
async function matchedLines(
  store: Store,
  lines: readonly InjuryReportLine[],
  result: InjuryImportReport,
): Promise<Map<string, MatchedLine>> {
  const reported: Array<{ line: InjuryReportLine; report: InjuryReport }> = [];
  for (const line of lines) {
    const mapped = nflverseInjuryReport(line);
    if ('skipped' in mapped) {
      count(result.skipped, SKIP_REASONS[mapped.skipped]);
    } else {
      reported.push({ line, report: mapped.report });
    }
  }
  const players = COLLECTIONS.nflPlayers.of(store);
  const nflPlayers = await byId<NflPlayer>(
    (ids) => players.find({ _id: { $in: ids } }),
    [...new Set(reported.map(({ line }) => line.playerId))],
  );
  // One line per record: two lines of one player-week (two source ids of one stored player) keep the first.
  const matched = new Map<string, MatchedLine>();
  for (const { line, report } of reported) {
    const player = nflPlayers.get(line.playerId);
    const _id = injuryReportId(line, line.playerId);
    if (!player) result.unmatched += 1;
    else if (matched.has(_id)) count(result.skipped, SKIP_REASONS.duplicate);
    else matched.set(_id, { line, report, player });
  }
  return matched;
}

/** Consecutive numbers as ranges: `1–4, 7, 19–22`. */
function ranges(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] as number) + 1) j += 1;
    parts.push(i === j ? `${sorted[i]}` : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/**
 * The seasons and weeks lines are for, as the audit log's target.
 * @example weeksText(lines) // '2025 weeks 1–2' or '2025 week 3' or '2024 weeks 17–18; 2025 week 1'
 */
export function weeksText(lines: ReadonlyArray<{ season: number; week: number }>): string {
  const bySeason = new Map<number, number[]>();
  for (const { season, week } of lines) {
    const weeks = bySeason.get(season) ?? [];
    weeks.push(week);
    bySeason.set(season, weeks);
  }
  return [...bySeason.entries()]
    .sort(([a], [b]) => a - b)
    .map(([season, weeks]) => `${season} week${new Set(weeks).size === 1 ? '' : 's'} ${ranges(weeks)}`)
    .join('; ');
}

/**
 * One line saying what an import did, for the audit log.
 * @example importSummary(report)
 * // 'nflverse injury reports: 12 written (10 new, 2 changed), 3 unchanged, 2 skipped (1 postseason
 * //  week …), 40 not fantasy players (not in the NFL player list)'
 */
export function importSummary(report: InjuryImportReport): string {
  const skipped = Object.entries(report.skipped);
  const skippedCount = skipped.reduce((sum, [, count]) => sum + count, 0);
  return [
    `nflverse injury reports: ${report.inserted + report.updated} written (${report.inserted} new, ${report.updated} changed)`,
    `${report.unchanged} unchanged`,
    `${skippedCount} skipped${skippedCount > 0 ? ` (${skipped.map(([reason, count]) => `${count} ${reason}`).join('; ')})` : ''}`,
    `${report.unmatched} not fantasy players (not in the NFL player list)`,
  ].join(', ');
}
