import type { Command } from 'commander';
import packageJson from '../../../package.json' with { type: 'json' };
import { openStore } from '../../adapters/store/open-store.js';
import { loadConfig } from '../../config.js';
import { formatMigrationReport } from '../migrations/format-migration-report.js';
import { type MigrationReport, migrateStore } from '../migrations/migrate-store.js';
import {
  MigrationLockedError,
  MigrationLockLostError,
  StoreTooNewError,
} from '../migrations/migration-errors.js';
import { CommandFailure } from './command-support.js';

interface MigrateCommandOptions {
  dryRun?: boolean;
  json?: boolean;
}

/** Migrates (or plans, with `--dry-run`) the configured store and prints the report. */
async function migrate(options: MigrateCommandOptions): Promise<void> {
  const config = loadConfig(process.env);
  const store = await openStore({ dataDir: config.dataDir, mongodbUri: config.mongodbUri });
  let report: MigrationReport;
  try {
    report = await migrateStore(store, { appVersion: packageJson.version, dryRun: options.dryRun === true });
  } catch (error) {
    const refused =
      error instanceof StoreTooNewError ||
      error instanceof MigrationLockedError ||
      error instanceof MigrationLockLostError;
    throw refused ? new CommandFailure(error.message, { cause: error }) : error;
  } finally {
    await store.close();
  }
  console.log(options.json === true ? JSON.stringify(report, null, 2) : formatMigrationReport(report));
}

/** `lineup-server migrate [--dry-run] [--json]`. */
export function migrateCommand(program: Command): void {
  program
    .command('migrate')
    .summary("bring the store's documents to this version's schema (the server does it at start)")
    .description(
      'Applies the pending data migrations to the store (DATA_DIR or MONGODB_URI, as the server), in ' +
        "order, and records each collection's schema version and every migration applied. The server " +
        'does the same when it starts. One process migrates at a time: another is refused while it ' +
        'runs. A store written by a newer Lineup Lab is refused and left as it is. Stop the server ' +
        'first when it uses the same DATA_DIR.',
    )
    .option('--dry-run', 'say what would be done, and change nothing')
    .option('--json', 'print the report as JSON')
    .action(migrate);
}
