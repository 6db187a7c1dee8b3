import { resolve } from 'node:path';
import type { Command } from 'commander';
import packageJson from '../../../package.json' with { type: 'json' };
import { loadConfig } from '../../config.js';
import { clockOf } from '../../ports/clock.js';
import { backUpStore } from '../backup/back-up-store.js';
import { BackupError } from '../backup/backup-error.js';
import { mongodbRefusal } from '../backup/mongodb-tools.js';
import { CommandFailure } from './command-support.js';

interface BackupOptions {
  out: string;
  force?: boolean;
  json?: boolean;
}

/** A refused backup or restore as the command's failure: its message, printed as is (exit 1). */
export function commandFailureOf(error: unknown): unknown {
  return error instanceof BackupError ? new CommandFailure(error.message, { cause: error }) : error;
}

/** Backs up the embedded store of DATA_DIR to the file and prints what it holds (`--json`: as JSON). */
async function backup(options: BackupOptions): Promise<void> {
  const config = loadConfig(process.env);
  if (config.mongodbUri !== undefined) throw commandFailureOf(mongodbRefusal('backup'));
  const summary = await backUpStore({
    dataDir: config.dataDir,
    out: resolve(options.out),
    overwrite: options.force === true,
    appVersion: packageJson.version,
    clock: clockOf(config.now),
  }).catch((error: unknown) => {
    throw commandFailureOf(error);
  });
  if (options.json === true) {
    console.log(JSON.stringify({ dataDir: config.dataDir, ...summary }, null, 2));
    return;
  }
  const documents = summary.collections.reduce((sum, { count }) => sum + count, 0);
  console.log(
    `Backed up ${documents} documents in ${summary.collections.length} collections from ${config.dataDir} ` +
      `to ${summary.file} (${summary.bytes} bytes, snapshot of ${summary.createdAt}).`,
  );
}

/** `lineup-server backup --out FILE [--force] [--json]`. */
export function backupCommand(program: Command): void {
  program
    .command('backup')
    .summary('back up the embedded store to one file')
    .description(
      'Writes a consistent snapshot of the embedded store (DATA_DIR) to one gzip file: a header (format, ' +
        'version, server version, time, and per collection its document count and SHA-256) and every ' +
        'document. The server must be stopped: the backup takes the data folder to itself, and is refused ' +
        'while another process holds it. With MONGODB_URI set, use mongodump instead (it says how).',
    )
    .requiredOption('-o, --out <file>', 'the backup file to write, e.g. lineup-lab-2026-09-20.backup.gz')
    .option('--force', 'replace the file when it exists')
    .option('--json', 'print what was backed up as JSON')
    .action(backup);
}
