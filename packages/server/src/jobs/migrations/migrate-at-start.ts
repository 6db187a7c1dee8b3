import type { pino } from 'pino';
import type { Store } from '../../ports/store.js';
import { type MigrationReport, migrateStore } from './migrate-store.js';

/** How long a starting server waits for another process's migration: 5 minutes, trying each second. */
const START_WAIT = { attempts: 300, pollMs: 1000 } as const;

/**
 * What the server does with the store before it serves: `migrateStore`, waiting while another
 * process migrates (two servers starting on one MongoDB: one migrates, the other waits and then
 * finds nothing left), logging each migration applied. Throws `StoreTooNewError` on a store a newer
 * app wrote, and `MigrationLockedError` after 5 minutes of waiting.
 */
export function migrateAtStart(
  store: Store,
  options: { appVersion: string; logger: pino.Logger },
): Promise<MigrationReport> {
  const { logger } = options;
  return migrateStore(store, {
    appVersion: options.appVersion,
    wait: {
      ...START_WAIT,
      onWait: (error) =>
        logger.warn({ reason: error.message }, 'waiting for another process to migrate the store'),
    },
    onApplied: (applied) => logger.info(applied, `migration ${applied.id} applied`),
  });
}
