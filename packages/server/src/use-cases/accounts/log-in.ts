import { type Clock, systemClock } from '../../ports/clock.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';
import { type AccountRecord, isConfirmed, normalizeEmail } from '../../records/account-record.js';
import { ACCOUNT_MESSAGES, throttledMessage } from './account-rules.js';
import { type HashGate, HashingBusy } from './hash-gate.js';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from './password-hash.js';
import { clearThrottle, reserveAttempt, sweepThrottles } from './sign-in-throttle.js';
import { signInLane, trustDevice } from './trusted-devices.js';

/** What `logIn` needs. */
export interface LogInInput {
  store: Store;
  email: string;
  password: string;
  /** Where password checks wait their turn (a bound on concurrent hashing). */
  gate: HashGate;
  /** The browser's device cookie, when it sent one (`trusted-devices.ts`). */
  device?: string | undefined;
  clock?: Clock;
}

/** The account signed in to (and the device cookie to set), or why not, with the message for the page. */
export type LogInResult =
  | { ok: true; account: AccountRecord; device: string }
  | { ok: false; reason: 'invalid-credentials'; message: string }
  | { ok: false; reason: 'unconfirmed'; message: string; account: AccountRecord }
  | { ok: false; reason: 'throttled'; message: string; retryAfterSeconds: number };

/**
 * Checks an email and password. Every attempt is first reserved on the address's sign-in lane
 * (`reserveAttempt`: counted before the check, so attempts sent together cannot outrun the count;
 * after three failures in a row each waits twice as long as the one before, up to 15 minutes), for
 * known and unknown addresses alike, so the answers and their timing never tell which addresses have
 * accounts. A browser the account has signed in from before has a lane of its own, so nobody can
 * keep the owner out. The check runs through the hashing gate (`HashingBusy` when it is full). A
 * success clears the lane, records the time, trusts the browser and upgrades an old hash; the right
 * password for an address not confirmed yet is refused as `unconfirmed`.
 */
export async function logIn(input: LogInInput): Promise<LogInResult> {
  const now = (input.clock ?? systemClock).now();
  const { store } = input;
  const email = normalizeEmail(input.email);
  await sweepThrottles(store, now);
  const lane = await signInLane(store, { email, cookie: input.device, now });
  const reserved = await reserveAttempt(store, lane, now);
  if (!reserved.ok) {
    return {
      ok: false,
      reason: 'throttled',
      message: throttledMessage(reserved.retryAfterSeconds),
      retryAfterSeconds: reserved.retryAfterSeconds,
    };
  }

  const accounts = COLLECTIONS.accounts.of(store);
  const account = await accounts.findOne({ email });
  const valid = await input.gate.run(() =>
    account
      ? verifyPassword(input.password, account.passwordHash)
      : verifyAgainstNothing(input.password, input.gate.cost),
  );
  if (!account || !valid) {
    return { ok: false, reason: 'invalid-credentials', message: ACCOUNT_MESSAGES.invalidCredentials };
  }

  await clearThrottle(store, lane);
  // Only someone who knows the password learns that the address waits for its confirmation.
  if (!isConfirmed(account))
    return { ok: false, reason: 'unconfirmed', message: ACCOUNT_MESSAGES.unconfirmed, account };
  const upgraded = needsRehash(account.passwordHash, input.gate.cost)
    ? await rehash(input.gate, input.password)
    : {};
  const signedIn = await accounts.findOneAndUpdate(
    { _id: account._id },
    { $set: { lastLoginAt: now.toISOString(), ...upgraded } },
  );
  const device = await trustDevice(store, { email, cookie: input.device, now });
  return { ok: true, account: signedIn ?? account, device };
}

/** A hash at the gate's cost for a password just checked; none when the gate is full (next time, then). */
async function rehash(gate: HashGate, password: string): Promise<{ passwordHash?: string }> {
  try {
    return { passwordHash: await gate.run(() => hashPassword(password, gate.cost)) };
  } catch (error) {
    if (error instanceof HashingBusy) return {};
    throw error;
  }
}
