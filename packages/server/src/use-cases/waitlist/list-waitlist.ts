import type { WaitlistEmailsResponse, WaitlistEntry } from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import type { ServiceContext } from '../service-context.js';

/** The wire entry of a stored sign-up (its address, date and source; never the store's id). */
const entryOf = ({ email, signupDate, source }: WaitlistEntry): WaitlistEntry => ({
  email,
  signupDate,
  source,
});

/**
 * Waitlist sign-ups, newest first (ties by address), at most `limit` of them when given. The use
 * cases of `GET /api/waitlist/emails`, `/count` and `/export` read through it.
 */
export async function waitlistEntries(ctx: ServiceContext, limit?: number): Promise<WaitlistEntry[]> {
  const records = await COLLECTIONS.waitlist
    .of(ctx.store)
    .find({}, { sort: { signupDate: -1, email: 1 }, ...(limit === undefined ? {} : { limit }) });
  return records.map(entryOf);
}

/** `GET /api/waitlist/emails` (admin): every sign-up, newest first. */
export async function listWaitlist(ctx: ServiceContext): Promise<WaitlistEmailsResponse> {
  return { emails: await waitlistEntries(ctx) };
}
