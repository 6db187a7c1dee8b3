import type { Mail } from '../ports/mailer.js';

/** A message the embedded mailer kept (collection `outbox`). */
export interface OutboxRecord extends Mail {
  _id: string;
  createdAt: string;
}
