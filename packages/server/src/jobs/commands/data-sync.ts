import type { Command } from 'commander';
import { loadConfig } from '../../config.js';
import { clockOf } from '../../ports/clock.js';
import { formatImportReport } from '../nfl-data/format-import-report.js';
import { openNflStore } from '../nfl-data/open-nfl-store.js';
import { syncSeason } from '../nfl-data/sync-season.js';
import { CommandFailure, wholeNumber } from './command-support.js';

const SOURCES = `
Sources:
  schedule       NFL_SCHEDULES_URL     (default nflverse/nfldata games.csv)
  player stats   NFL_PLAYER_STATS_URL  (default nflverse-data release player_stats_{season}.csv)
  injuries       NFL_INJURIES_URL      (default nflverse-data release injuries_{season}.csv)
{season} in a URL is replaced by the season.`;

interface SyncOptions {
  season: number;
  json?: boolean;
}

/** Downloads and imports each file, reports each, and fails (exit 1) when any did. */
async function sync(options: SyncOptions): Promise<void> {
  const { season } = options;
  const config = loadConfig(process.env);
  const store = await openNflStore(config);
  let results: Awaited<ReturnType<typeof syncSeason>>;
  try {
    results = await syncSeason(store, { season, urls: config.nflSources, clock: clockOf(config.now) });
  } finally {
    await store.close();
  }
  if (options.json === true) {
    console.log(JSON.stringify({ season, files: results }, null, 2));
  } else {
    console.log(`Season ${season}:`);
    for (const result of results) {
      if (result.ok) console.log(formatImportReport(result.url, result.report));
      else console.error(`${result.url}: failed: ${result.error}`);
    }
  }
  const failed = results.filter((result) => !result.ok).length;
  if (failed > 0) throw new CommandFailure(`${failed} of ${results.length} files of ${season} failed.`);
}

/** `lineup-server data sync --season N [--json]`. */
export function dataSyncCommand(data: Command): void {
  data
    .command('sync')
    .summary("download a season's public nflverse files and import them")
    .description(
      "Downloads a season's public nflverse files and imports that season's rows into the store; " +
        "the fantasy-position players' injury reports also become the weekly injury reports users " +
        'see (audited). Each file is tried even when another fails; the command exits 1 when ' +
        'any failed. Stop the server first when it uses the same DATA_DIR.',
    )
    .requiredOption('--season <year>', 'the season (e.g. 2024)', wholeNumber({ min: 1999, max: 2100 }))
    .option('--json', 'print the reports as JSON')
    .addHelpText('after', SOURCES)
    .action(sync);
}
