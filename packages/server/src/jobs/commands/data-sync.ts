import type { Command } from 'commander';
import { loadConfig } from '../../config.js';
import { type Clock, clockOf } from '../../ports/clock.js';
import type { Store } from '../../ports/store.js';
import type { DemoSeasonCatchUp } from '../nfl-data/catch-up-demo-season.js';
import { commandAlertPorts } from '../nfl-data/command-alert-ports.js';
import { formatImportReport } from '../nfl-data/format-import-report.js';
import { openNflStore } from '../nfl-data/open-nfl-store.js';
import { catchUpDemoStore } from '../nfl-data/start-demo-season.js';
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
  replaceDemo?: boolean;
}

/** What a catch-up of the demo season did, in a sentence. */
function describeCatchUp(caught: DemoSeasonCatchUp): string {
  const done = caught.caughtUp
    ? ` ${caught.season}: caught up to ${caught.asOf}, ${caught.games} games and ${caught.stats} stat lines written`
    : `: nothing kicked off since it was written${caught.reason === 'up-to-date' && caught.asOf ? ` (${caught.asOf})` : ''}`;
  return `The store holds the generated DEMO season${done} (nothing downloaded; --replace-demo imports real data instead).`;
}

/**
 * On a store holding the demo season (and no real data), unless `--replace-demo`: catches the demo up
 * to the clock instead of downloading. Answers whether it did.
 */
async function syncDemo(store: Store, options: SyncOptions, clock: Clock): Promise<boolean> {
  if (options.replaceDemo === true) return false;
  const caught = await catchUpDemoStore(store, { now: clock.now() });
  if (!caught.caughtUp && caught.reason !== 'up-to-date') return false;
  if (options.json === true) console.log(JSON.stringify({ demo: caught }, null, 2));
  else console.log(describeCatchUp(caught));
  return true;
}

/** Downloads and imports each file, reports each, and fails (exit 1) when any did. */
async function sync(options: SyncOptions): Promise<void> {
  const { season } = options;
  const config = loadConfig(process.env);
  const clock = clockOf(config.now);
  const store = await openNflStore(config);
  const alerts = commandAlertPorts(config, { store, clock });
  let results: Awaited<ReturnType<typeof syncSeason>>;
  try {
    if (await syncDemo(store, options, clock)) return;
    results = await syncSeason(store, { season, urls: config.nflSources, clock, lineupAlerts: alerts.ports });
  } finally {
    alerts.close();
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
        'any failed. On a store holding the generated demo season it catches the demo up to the ' +
        "server's clock instead (the games played since it was written get their scores and stat " +
        'lines; nothing is downloaded) unless --replace-demo is given. Stop the server first when it ' +
        'uses the same DATA_DIR.',
    )
    .requiredOption('--season <year>', 'the season (e.g. 2024)', wholeNumber({ min: 1999, max: 2100 }))
    .option('--json', 'print the reports as JSON')
    .option('--replace-demo', 'on a store holding the demo season, download real data (it replaces the demo)')
    .addHelpText('after', SOURCES)
    .action(sync);
}
