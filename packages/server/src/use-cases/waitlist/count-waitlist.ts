import { RECENT_WAITLIST_COUNT, type WaitlistCountResponse } from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import type { ServiceContext } from '../service-context.js';
import { waitlistEntries } from './list-waitlist.js';

/** `GET /api/waitlist/count` (admin): how many have signed up, and the 5 most recent sign-ups, newest first. */
export async function countWaitlist(ctx: ServiceContext): Promise<WaitlistCountResponse> {
  const [count, recentSignups] = await Promise.all([
    COLLECTIONS.waitlist.of(ctx.store).countDocuments({}),
    waitlistEntries(ctx, RECENT_WAITLIST_COUNT),
  ]);
  return { count, recentSignups };
}
