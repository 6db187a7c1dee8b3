import { BackupError } from './backup-error.js';

/**
 * The refusal of `lineup-server backup` and `restore` when the store is MongoDB (MONGODB_URI set),
 * naming MongoDB's own tools, which do the same job there. The URI itself is not printed (it may
 * hold a password).
 */
export function mongodbRefusal(task: 'backup' | 'restore'): BackupError {
  return new BackupError(
    'mongodb',
    `lineup-server ${task} works on the embedded store (DATA_DIR), and MONGODB_URI is set: back up and ` +
      "restore MongoDB with MongoDB's own tools instead:\n" +
      '  mongodump --uri="$MONGODB_URI" --archive=FILE --gzip\n' +
      '  mongorestore --uri="$MONGODB_URI" --archive=FILE --gzip --drop',
  );
}
