import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger.js';
import type { Clock } from '../ports/clock.js';
import type { Mail, Mailer } from '../ports/mailer.js';
import type { Store } from '../ports/store.js';

/** A message the embedded mailer kept (collection `outbox`). */
export interface OutboxRecord extends Mail {
  _id: string;
  createdAt: string;
}

export const OUTBOX = 'outbox';

/**
 * The embedded mailer (no SMTP configured): every message is stored in the outbox and logged, so
 * nothing is lost and an operator can read or forward it.
 */
export function createStoreMailer(deps: { store: Store; clock: Clock; logger: Logger }): Mailer {
  return {
    async send(mail) {
      const record: OutboxRecord = { _id: randomUUID(), ...mail, createdAt: deps.clock.now().toISOString() };
      await deps.store.collection<OutboxRecord>(OUTBOX).insertOne(record);
      deps.logger.info(
        { mailId: record._id, to: mail.to, subject: mail.subject },
        'mail stored in the outbox',
      );
    },
  };
}
