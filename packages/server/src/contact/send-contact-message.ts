import { randomUUID } from 'node:crypto';
import type { ContactForm, ContactMessageResponse } from '@lineup-lab/core';
import type { RateRule } from '../config.js';
import type { Mailer } from '../ports/mailer.js';
import { consumeRateLimits } from '../rate-limit/consume-rate-limit.js';
import type { ServiceContext } from '../service-context.js';
import { COLLECTIONS } from '../store/collections.js';

/** A contact message as stored (collection `contact_messages`). */
export interface ContactMessageRecord extends ContactForm {
  _id: string;
  userId: string | null;
  receivedAt: string;
  /** Why mailing it to support failed, when it did; the message is kept either way. */
  mailError?: string;
}

/** At most 3 messages per 10 minutes from one user, and from one email address. */
export const CONTACT_RATE = { limit: 3, windowMs: 10 * 60_000 } as const;

/**
 * `POST /api/contact`: rate-limited per signed-in user, per email address, per client (IP address)
 * and for everyone together (429 with `retryAfter`), so neither one sender nor many can flood
 * support's mailbox; then stored, then mailed to support with the sender as reply-to. The message
 * is stored first, so a mail failure loses nothing: it is noted on the stored message and the sender
 * is not asked to send again (which would duplicate it).
 */
export async function sendContactMessage(
  ctx: ServiceContext & {
    mailer: Mailer;
    supportEmail: string;
    limits: { contactPerClient: RateRule; contactGlobal: RateRule };
  },
  input: { form: ContactForm; userId: string | undefined; client: string },
): Promise<ContactMessageResponse> {
  const { form, userId } = input;
  await consumeRateLimits(ctx, [
    ...(userId ? [{ key: `contact:user:${userId}`, ...CONTACT_RATE }] : []),
    { key: `contact:email:${form.email.toLowerCase()}`, ...CONTACT_RATE },
    { key: `contact:client:${input.client}`, ...ctx.limits.contactPerClient },
    { key: 'contact:all', ...ctx.limits.contactGlobal },
  ]);
  const record: ContactMessageRecord = {
    _id: randomUUID(),
    ...form,
    userId: userId ?? null,
    receivedAt: ctx.clock.now().toISOString(),
  };
  await COLLECTIONS.contactMessages.of(ctx.store).insertOne(record);
  try {
    await ctx.mailer.send({
      to: ctx.supportEmail,
      replyTo: form.email,
      subject: `[Lineup Lab support] ${form.subject}`,
      text: `From: ${form.name} <${form.email}>${userId ? ` (user ${userId})` : ''}\n\n${form.message}`,
    });
  } catch (error) {
    const mailError = error instanceof Error ? error.message : String(error);
    await COLLECTIONS.contactMessages.of(ctx.store).updateOne({ _id: record._id }, { $set: { mailError } });
  }
  return { id: record._id, receivedAt: record.receivedAt };
}
