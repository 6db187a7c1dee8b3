import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { loadConfig } from '../config.js';
import { formatImportReport } from '../nfl-data/format-import-report.js';
import { importNflData } from '../nfl-data/import-nfl-data.js';
import { isNflFormat, NFL_FORMATS, parseNflFile } from '../nfl-data/nfl-formats.js';
import { openNflStore } from '../nfl-data/open-nfl-store.js';
import { parseCommandArgs, runCommand, UsageError } from './command-support.js';

const USAGE = `Usage: lineup-server data import FILE --format FORMAT [--json]

Imports one NFL data file into the store (DATA_DIR or MONGODB_URI, as the server). Importing the
same file again writes nothing new. Bad rows are rejected and reported with their line; they never
stop the import. Stop the server first when it uses the same DATA_DIR.

Formats:
  nflverse-player-stats   nflverse weekly player stats CSV (player_stats_{season}.csv)
  nflcom-weekly           an NFL.com weekly CSV (offense or kickers, actuals or projections; told by its header)
  nflverse-schedules      nflverse schedules / games CSV
  nflverse-injuries       nflverse injuries CSV
  sleeper-players         Sleeper's player list JSON (GET https://api.sleeper.app/v1/players/nfl)
  footballdb-weekly       a footballdb weekly D/ST or K CSV (told by its header)

Options:
  -f, --format FORMAT   the file's format (required)
      --json            print the report as JSON
  -h, --help            show this help`;

const OPTIONS = {
  format: { type: 'string', short: 'f' },
  json: { type: 'boolean' },
} as const;

/** `lineup-server data import FILE --format F [--json]`. */
export async function run(args: string[]): Promise<void> {
  await runCommand(USAGE, args, async () => {
    const { values, positionals } = parseCommandArgs(args, OPTIONS);
    const [file, ...extra] = positionals;
    if (file === undefined) throw new UsageError('Give the FILE to import.');
    if (extra.length > 0) throw new UsageError(`Give one FILE (also got ${extra.join(' ')}).`);
    if (values.format === undefined) throw new UsageError(`Give --format: one of ${NFL_FORMATS.join(', ')}.`);
    if (!isNflFormat(values.format)) {
      throw new UsageError(`Unknown --format ${values.format}: use one of ${NFL_FORMATS.join(', ')}.`);
    }
    const config = loadConfig(process.env);
    const parsed = parseNflFile(values.format, await readFile(file, 'utf8'));
    const store = await openNflStore(config);
    try {
      const report = await importNflData(store, parsed);
      console.log(
        values.json === true
          ? JSON.stringify({ file, format: values.format, ...report }, null, 2)
          : formatImportReport(basename(file), report),
      );
    } finally {
      await store.close();
    }
    return 0;
  });
}
