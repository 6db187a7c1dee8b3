import { randomUUID } from 'node:crypto';
import type { Logger } from '../../logger.js';
import type { Clock } from '../../ports/clock.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { Mailer } from '../../ports/mailer.js';
import type { Store } from '../../ports/store.js';
import type { OutboxRecord } from '../../records/outbox-record.js';

/**
 * The embedded mailer (no SMTP configured): every message is stored in the outbox and logged with
 * its text, so nothing is lost and whoever runs the server can read it — on a local machine, that
 * is where the link that confirms a new account is.
 */
export function createStoreMailer(deps: { store: Store; clock: Clock; logger: Logger }): Mailer {
  return {
    async send(mail) {
      const record: OutboxRecord = { _id: randomUUID(), ...mail, createdAt: deps.clock.now().toISOString() };
      await COLLECTIONS.outbox.of(deps.store).insertOne(record);
      deps.logger.info(
        { mailId: record._id, to: mail.to, subject: mail.subject, text: mail.text },
        'mail stored in the outbox',
      );
    },
  };
}
