import type { WaitlistSignupRequest, WaitlistSignupResponse } from '@lineup-lab/core';
import type { RateRule } from '../../config.js';
import { COLLECTIONS } from '../../ports/collections.js';
import { DuplicateKeyError } from '../../ports/store.js';
import { consumeRateLimits } from '../../rate-limit/consume-rate-limit.js';
import type { ServiceContext } from '../service-context.js';

const JOINED: WaitlistSignupResponse = {
  ok: true,
  message: "You're on the list! We'll email you when a spot opens.",
};

/**
 * `POST /api/waitlist` (public): rate-limited per client (IP address) and for everyone together
 * (429 with `retryAfter`), then records the address once, with where it signed up. A second sign-up
 * of the same address answers exactly as the first (no second row, and nothing that tells whether
 * an address was already there).
 */
export async function joinWaitlist(
  ctx: ServiceContext & { limits: { waitlistPerClient: RateRule; waitlistGlobal: RateRule } },
  input: WaitlistSignupRequest & { client: string },
): Promise<WaitlistSignupResponse> {
  await consumeRateLimits(ctx, [
    { key: `waitlist:client:${input.client}`, ...ctx.limits.waitlistPerClient },
    { key: 'waitlist:all', ...ctx.limits.waitlistGlobal },
  ]);
  const email = input.email.toLowerCase();
  try {
    await COLLECTIONS.waitlist.of(ctx.store).insertOne({
      _id: email,
      email,
      signupDate: ctx.clock.now().toISOString(),
      source: input.source,
    });
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
  return JOINED;
}
