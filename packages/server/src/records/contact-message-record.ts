import type { ContactForm } from '@lineup-lab/core';

/** A contact message as stored (collection `contact_messages`). */
export interface ContactMessageRecord extends ContactForm {
  _id: string;
  userId: string | null;
  receivedAt: string;
  /**
   * Sent by a signed-in Pro or exempt user (priority support: `hasPrioritySupport`). Absent on
   * messages stored before priority support existed, which read as not priority.
   */
  priority?: boolean;
  /** Why mailing it to support failed, when it did; the message is kept either way. */
  mailError?: string;
}
