import { COLLECTIONS } from '../../ports/collections.js';
import { DuplicateKeyError, type Store } from '../../ports/store.js';
import type { SignInThrottleRecord } from '../../records/sign-in-throttle-record.js';

/** Attempts in a row that wait for nothing; after them each waits twice as long as the one before. */
const FREE_ATTEMPTS = 3;
/** The longest wait between two attempts. */
const MAX_WAIT_MS = 15 * 60_000;
const KEEP_MS = 24 * 60 * 60_000;
/** Reads and compare-and-sets a reservation may take when others race it. */
const RACE_RETRIES = 5;

/** The wait after `attempts` attempts: none for the first three, then 1 s, 2 s, 4 s … up to 15 minutes. */
function waitAfter(attempts: number): number {
  if (attempts <= FREE_ATTEMPTS) return 0;
  return Math.min(MAX_WAIT_MS, 1000 * 2 ** (attempts - FREE_ATTEMPTS - 1));
}

/** An attempt may go ahead, or must wait this many seconds. */
export type Reservation = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Deletes the lanes nobody has tried for a day. */
export async function sweepThrottles(store: Store, now: Date): Promise<void> {
  await COLLECTIONS.signInThrottles.of(store).deleteMany({ expiresAt: { $lte: now.toISOString() } });
}

/**
 * Reserves one sign-in attempt on `lane` before its password is checked: allowed when the lane's
 * wait is over, and counted at once (compare-and-set on the count), so attempts sent together are
 * let through one by one with the waits between them, never all at once. A success clears the lane
 * (`clearThrottle`). Unknown and known addresses are throttled alike.
 * @example
 * const reserved = await reserveAttempt(store, 'fan@example.com', now);
 * if (!reserved.ok) return tooMany(reserved.retryAfterSeconds);
 */
export async function reserveAttempt(store: Store, lane: string, now: Date): Promise<Reservation> {
  const throttles = COLLECTIONS.signInThrottles.of(store);
  const at = now.getTime();
  const next = (attempts: number): SignInThrottleRecord => ({
    _id: lane,
    attempts,
    nextAttemptAt: new Date(at + waitAfter(attempts)).toISOString(),
    expiresAt: new Date(at + KEEP_MS).toISOString(),
  });
  for (let race = 0; race < RACE_RETRIES; race++) {
    const current = await throttles.findOne({ _id: lane });
    if (!current) {
      try {
        await throttles.insertOne(next(1));
        return { ok: true };
      } catch (error) {
        if (error instanceof DuplicateKeyError) continue;
        throw error;
      }
    }
    const waitMs = Date.parse(current.nextAttemptAt) - at;
    if (waitMs > 0) return { ok: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
    const { _id, ...counted } = next(current.attempts + 1);
    const won = await throttles.findOneAndUpdate(
      { _id: lane, attempts: current.attempts },
      { $set: counted },
    );
    if (won) return { ok: true };
  }
  // Others keep winning the lane: this attempt waits like the next one would.
  return { ok: false, retryAfterSeconds: 1 };
}

/** Forgets a lane's attempts (after a success). */
export async function clearThrottle(store: Store, lane: string): Promise<void> {
  await COLLECTIONS.signInThrottles.of(store).deleteOne({ _id: lane });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Forgets every lane of an address — its shared lane and each trusted browser's own
 * (`trusted-devices.ts`) — so its next sign-in goes ahead at once (the administrator's unlock).
 * Answers what the shared lane held before: its attempts and whether it still had to wait at `now`.
 */
export async function clearLanesOf(
  store: Store,
  email: string,
  now: Date,
): Promise<{ attempts: number; waiting: boolean }> {
  const throttles = COLLECTIONS.signInThrottles.of(store);
  const shared = await throttles.findOne({ _id: email });
  await throttles.deleteOne({ _id: email });
  await throttles.deleteMany({ _id: { $regex: new RegExp(`^${escapeRegExp(email)}#device:`) } });
  return {
    attempts: shared?.attempts ?? 0,
    waiting: shared !== null && Date.parse(shared.nextAttemptAt) > now.getTime(),
  };
}
