import { resolve } from 'node:path';
import type { Command } from 'commander';
import { loadConfig } from '../../config.js';
import { mongodbRefusal } from '../backup/mongodb-tools.js';
import { restoreStore } from '../backup/restore-store.js';
import { commandFailureOf } from './backup.js';

interface RestoreOptions {
  force?: boolean;
  json?: boolean;
}

/** Restores a backup file into the embedded store of DATA_DIR and prints what it restored. */
async function restore(file: string, options: RestoreOptions): Promise<void> {
  const config = loadConfig(process.env);
  if (config.mongodbUri !== undefined) throw commandFailureOf(mongodbRefusal('restore'));
  const summary = await restoreStore({
    file: resolve(file),
    dataDir: config.dataDir,
    force: options.force === true,
  }).catch((error: unknown) => {
    throw commandFailureOf(error);
  });
  if (options.json === true) {
    console.log(JSON.stringify(summary, null, 2));
    return;
  }
  const documents = summary.collections.reduce((sum, { count }) => sum + count, 0);
  const replaced = summary.replaced.reduce((sum, { count }) => sum + count, 0);
  console.log(
    `Restored ${documents} documents in ${summary.collections.length} collections into ${summary.dataDir} ` +
      `from ${summary.file} (snapshot of ${summary.header.createdAt}, Lineup Lab ${summary.header.appVersion})` +
      (replaced > 0 ? `, replacing the ${replaced} documents it held.` : '.'),
  );
}

/** `lineup-server restore FILE [--force] [--json]`. */
export function restoreCommand(program: Command): void {
  program
    .command('restore')
    .summary('restore the embedded store from a backup file')
    .description(
      'Restores a file written by lineup-server backup into the embedded store (DATA_DIR): its collections ' +
        'then hold exactly the backup’s documents, indexes rebuilt. The whole file is checked first (format, ' +
        'version, document counts, checksums); a damaged, truncated or foreign file is refused and the store ' +
        'is left untouched. The server must be stopped. A store that holds documents is replaced only with ' +
        '--force. With MONGODB_URI set, use mongorestore instead (it says how).',
    )
    .argument('<file>', 'the backup file')
    .option('--force', 'replace a store that already holds documents')
    .option('--json', 'print what was restored as JSON')
    .action(restore);
}
