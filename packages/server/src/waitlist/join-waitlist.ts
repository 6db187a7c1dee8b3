import type { WaitlistSignupRequest, WaitlistSignupResponse } from '@lineup-lab/core';
import { DuplicateKeyError } from '../ports/store.js';
import type { ServiceContext } from '../service-context.js';

/** A waitlist sign-up as stored (collection `waitlist`): one per address, the address as id. */
export interface WaitlistRecord {
  _id: string;
  email: string;
  signupDate: string;
  source: string;
}

export const WAITLIST = 'waitlist';

const JOINED: WaitlistSignupResponse = {
  ok: true,
  message: "You're on the list! We'll email you when a spot opens.",
};

/**
 * `POST /api/waitlist` (public): records the address once, with where it signed up. A second
 * sign-up of the same address answers exactly as the first (no second row, and nothing that tells
 * whether an address was already there).
 */
export async function joinWaitlist(
  ctx: ServiceContext,
  input: WaitlistSignupRequest,
): Promise<WaitlistSignupResponse> {
  const email = input.email.toLowerCase();
  try {
    await ctx.store.collection<WaitlistRecord>(WAITLIST).insertOne({
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
