import type { Clock } from '../../ports/clock.js';
import type { Store } from '../../ports/store.js';
import type { LineupAlertPorts } from '../../use-cases/alerts/send-lineup-alerts.js';
import { downloadText } from './download-text.js';
import { importNflData, type NflImportReport } from './import-nfl-data.js';
import { keepSeason, type NflFormat, parseNflFile } from './nfl-formats.js';

/** Where `data sync` downloads from; `{season}` in a URL is replaced by the season. */
export interface NflSyncUrls {
  schedules: string;
  playerStats: string;
  injuries: string;
}

/** One file of a sync: its URL and what importing it did, or why it failed. */
export type NflSyncFileResult =
  | { name: keyof NflSyncUrls; url: string; ok: true; report: NflImportReport }
  | { name: keyof NflSyncUrls; url: string; ok: false; error: string };

const FILES: ReadonlyArray<{ name: keyof NflSyncUrls; format: NflFormat }> = [
  { name: 'schedules', format: 'nflverse-schedules' },
  { name: 'playerStats', format: 'nflverse-player-stats' },
  { name: 'injuries', format: 'nflverse-injuries' },
];

/** A URL template with `{season}` filled in. */
function seasonUrl(template: string, season: number): string {
  return template.replaceAll('{season}', String(season));
}

/**
 * Downloads a season's public nflverse files (schedule, weekly player stats, injuries) and imports the
 * season's rows of each (a file may hold several seasons, as nflverse's games.csv does), injuries
 * also as the weekly injury reports of the fantasy-position players, by `lineup-server data sync` at
 * the clock's time (before `model train` has published the catalogue too: a player's reports count
 * once it publishes him), with lineup alerts when given their ports.
 * Each file is tried even when another fails; a failure is reported with its reason and stores
 * nothing of that file.
 */
export async function syncSeason(
  store: Store,
  options: { season: number; urls: NflSyncUrls; clock?: Clock; lineupAlerts?: LineupAlertPorts },
): Promise<NflSyncFileResult[]> {
  const results: NflSyncFileResult[] = [];
  for (const { name, format } of FILES) {
    const url = seasonUrl(options.urls[name], options.season);
    try {
      const parsed = keepSeason(parseNflFile(format, await downloadText(url)), options.season);
      const report = await importNflData(store, parsed, {
        by: 'lineup-server data sync',
        ...(options.clock && { clock: options.clock }),
        lineupAlerts: options.lineupAlerts,
      });
      results.push({ name, url, ok: true, report });
    } catch (error) {
      if (!(error instanceof Error) || !['DownloadError', 'NflFormatError'].includes(error.name)) throw error;
      results.push({ name, url, ok: false, error: error.message });
    }
  }
  return results;
}
