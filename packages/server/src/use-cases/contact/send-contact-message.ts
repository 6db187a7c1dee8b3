import { randomUUID } from 'node:crypto';
import {
  CONTACT,
  type ContactForm,
  type ContactMessageResponse,
  hasPrioritySupport,
  type Tier,
} from '@lineup-lab/core';
import type { RateRule } from '../../config.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { Mailer } from '../../ports/mailer.js';
import { consumeRateLimits } from '../../rate-limit/consume-rate-limit.js';
import type { ContactMessageRecord } from '../../records/contact-message-record.js';
import type { ServiceContext } from '../service-context.js';

/** What support's mail subject starts with; a priority message's also with `PRIORITY_TAG`. */
const SUPPORT_SUBJECT_TAG = '[Lineup Lab support]';
const PRIORITY_TAG = '[Priority]';

/** At most 3 messages per 10 minutes from one user, and from one email address. */
export const CONTACT_RATE = { limit: 3, windowMs: 10 * 60_000 } as const;

/** The line a priority message's mail carries under the sender: their plan and the promise made to them. */
const priorityLine = (tier: Tier | undefined) =>
  `Priority support (${tier === 'exempt' ? 'exempt' : 'Pro'} user): answer within ${CONTACT.priorityResponseHours} hours.`;

/**
 * `POST /api/contact`: rate-limited per signed-in user, per email address, per client (IP address)
 * and for everyone together (429 with `retryAfter`), so neither one sender nor many can flood
 * support's mailbox; then stored, then mailed to support with the sender as reply-to. The message
 * is stored first, so a mail failure loses nothing: it is noted on the stored message and the sender
 * is not asked to send again (which would duplicate it).
 *
 * Priority support: a message of a signed-in Pro or exempt user (`hasPrioritySupport` of the tier
 * the server holds for them, never anything the form says) is stored as `priority`, its mail's
 * subject starts with `[Priority]` and the mail is sent with high importance, so it is read first;
 * the administrator's list shows it first.
 */
export async function sendContactMessage(
  ctx: ServiceContext & {
    mailer: Mailer;
    supportEmail: string;
    limits: { contactPerClient: RateRule; contactGlobal: RateRule };
  },
  input: { form: ContactForm; sender: { id: string; tier: Tier } | undefined; client: string },
): Promise<ContactMessageResponse> {
  const { form, sender } = input;
  const userId = sender?.id;
  await consumeRateLimits(ctx, [
    ...(userId ? [{ key: `contact:user:${userId}`, ...CONTACT_RATE }] : []),
    { key: `contact:email:${form.email.toLowerCase()}`, ...CONTACT_RATE },
    { key: `contact:client:${input.client}`, ...ctx.limits.contactPerClient },
    { key: 'contact:all', ...ctx.limits.contactGlobal },
  ]);
  const priority = sender !== undefined && hasPrioritySupport(sender.tier);
  const record: ContactMessageRecord = {
    _id: randomUUID(),
    ...form,
    userId: userId ?? null,
    receivedAt: ctx.clock.now().toISOString(),
    priority,
  };
  await COLLECTIONS.contactMessages.of(ctx.store).insertOne(record);
  const fromLine = `From: ${form.name} <${form.email}>${userId ? ` (user ${userId})` : ''}`;
  try {
    await ctx.mailer.send({
      to: ctx.supportEmail,
      replyTo: form.email,
      subject: `${priority ? `${PRIORITY_TAG} ` : ''}${SUPPORT_SUBJECT_TAG} ${form.subject}`,
      text: `${fromLine}${priority ? `\n${priorityLine(sender?.tier)}` : ''}\n\n${form.message}`,
      ...(priority && { importance: 'high' as const }),
    });
  } catch (error) {
    const mailError = error instanceof Error ? error.message : String(error);
    await COLLECTIONS.contactMessages.of(ctx.store).updateOne({ _id: record._id }, { $set: { mailError } });
  }
  return { id: record._id, receivedAt: record.receivedAt, priority };
}
