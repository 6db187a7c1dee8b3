import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { type Command, Option } from 'commander';
import { loadConfig } from '../../config.js';
import { clockOf } from '../../ports/clock.js';
import { commandAlertPorts } from '../nfl-data/command-alert-ports.js';
import { formatImportReport } from '../nfl-data/format-import-report.js';
import { importNflData } from '../nfl-data/import-nfl-data.js';
import { NFL_FORMATS, type NflFormat, parseNflFile } from '../nfl-data/nfl-formats.js';
import { openNflStore } from '../nfl-data/open-nfl-store.js';

const FORMATS = `
Formats:
  nflverse-player-stats   nflverse weekly player stats CSV (player_stats_{season}.csv)
  nflcom-weekly           an NFL.com weekly CSV (offense or kickers, actuals or projections; told by its header)
  nflverse-schedules      nflverse schedules / games CSV
  nflverse-injuries       nflverse injuries CSV (also the weekly injury reports users see)
  sleeper-players         Sleeper's player list JSON (GET https://api.sleeper.app/v1/players/nfl)
  footballdb-weekly       a footballdb weekly D/ST or K CSV (told by its header)`;

interface ImportOptions {
  format: NflFormat;
  json?: boolean;
}

/** Parses the file, then stores it and prints the report (`--json`: the whole report). */
async function importFile(file: string, options: ImportOptions): Promise<void> {
  const config = loadConfig(process.env);
  const parsed = parseNflFile(options.format, await readFile(file, 'utf8'));
  const store = await openNflStore(config);
  const clock = clockOf(config.now);
  const alerts = commandAlertPorts(config, { store, clock });
  try {
    const report = await importNflData(store, parsed, {
      by: 'lineup-server data import',
      clock,
      lineupAlerts: alerts.ports,
    });
    console.log(
      options.json === true
        ? JSON.stringify({ file, format: options.format, ...report }, null, 2)
        : formatImportReport(basename(file), report),
    );
  } finally {
    alerts.close();
    await store.close();
  }
}

/** `lineup-server data import FILE --format F [--json]`. */
export function dataImportCommand(data: Command): void {
  data
    .command('import')
    .summary('import one NFL data file into the store')
    .description(
      'Imports one NFL data file into the store (DATA_DIR or MONGODB_URI, as the server). Importing ' +
        'the same file again writes nothing new. Bad rows are rejected and reported with their line; ' +
        'they never stop the import. An injuries file also writes the weekly injury reports of the ' +
        "fantasy-position players (QB, RB, WR, TE, K), what users' projections count, before " +
        '`model train` too (audited; regular-season weeks only), and mails lineup alerts about the ' +
        "planning week's starters. Stop the server first when it uses " +
        'the same DATA_DIR.',
    )
    .argument('<file>', 'the file to import')
    .addOption(
      new Option('-f, --format <format>', "the file's format").choices(NFL_FORMATS).makeOptionMandatory(),
    )
    .option('--json', 'print the report as JSON')
    .addHelpText('after', FORMATS)
    .action(importFile);
}
