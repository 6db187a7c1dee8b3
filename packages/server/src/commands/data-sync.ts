import { loadConfig } from '../config.js';
import { formatImportReport } from '../nfl-data/format-import-report.js';
import { openNflStore } from '../nfl-data/open-nfl-store.js';
import { syncSeason } from '../nfl-data/sync-season.js';
import { noPositionals, parseCommandArgs, runCommand, UsageError } from './command-support.js';

const USAGE = `Usage: lineup-server data sync --season N [--json]

Downloads a season's public nflverse files and imports that season's rows into the store:
  schedule       NFL_SCHEDULES_URL     (default nflverse/nfldata games.csv)
  player stats   NFL_PLAYER_STATS_URL  (default nflverse-data release player_stats_{season}.csv)
  injuries       NFL_INJURIES_URL      (default nflverse-data release injuries_{season}.csv)
{season} in a URL is replaced by N. Each file is tried even when another fails; the command exits
1 when any failed. Stop the server first when it uses the same DATA_DIR.

Options:
      --season N   the season (a year, e.g. 2024; required)
      --json       print the reports as JSON
  -h, --help       show this help`;

const OPTIONS = {
  season: { type: 'string' },
  json: { type: 'boolean' },
} as const;

/** `lineup-server data sync --season N [--json]`. */
export async function run(args: string[]): Promise<void> {
  await runCommand(USAGE, args, async () => {
    const { values, positionals } = parseCommandArgs(args, OPTIONS);
    noPositionals(positionals);
    if (values.season === undefined) throw new UsageError('Give --season N.');
    const season = Number(values.season);
    if (!/^\d{4}$/.test(values.season) || season < 1999 || season > 2100) {
      throw new UsageError(`--season must be a year from 1999: got ${values.season}`);
    }
    const config = loadConfig(process.env);
    const store = await openNflStore(config);
    let results: Awaited<ReturnType<typeof syncSeason>>;
    try {
      results = await syncSeason(store, { season, urls: config.nflSources });
    } finally {
      await store.close();
    }
    if (values.json === true) {
      console.log(JSON.stringify({ season, files: results }, null, 2));
    } else {
      console.log(`Season ${season}:`);
      for (const result of results) {
        if (result.ok) console.log(formatImportReport(result.url, result.report));
        else console.error(`${result.url}: failed: ${result.error}`);
      }
    }
    return results.every((result) => result.ok) ? 0 : 1;
  });
}
