import { createHash, randomBytes } from 'node:crypto';
import { COLLECTIONS } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';

/** The cookie that names a trusted browser: random, HttpOnly, scoped to the sign-in pages. */
export const DEVICE_COOKIE = 'lineup_device';
/** How long a browser stays trusted after a sign-in from it. */
export const DEVICE_TRUST_MS = 180 * 24 * 60 * 60_000;

/** A sign-in to `email` from a browser that sent `cookie` (its device cookie, if any), at `now`. */
interface DeviceSignIn {
  email: string;
  cookie: string | undefined;
  now: Date;
}

const digest = (cookie: string, email: string) =>
  createHash('sha256').update(`${cookie}\n${email}`).digest('base64url');

/**
 * The sign-in lane of `email` seen from a browser with `cookie`: its own lane when the browser has
 * signed in to that account before, otherwise the address's shared lane. So failures sent from
 * elsewhere (someone guessing, or locking the owner out) never slow the owner down in a browser
 * they use.
 */
export async function signInLane(store: Store, { email, cookie, now }: DeviceSignIn): Promise<string> {
  if (!cookie) return email;
  const id = digest(cookie, email);
  const device = await COLLECTIONS.trustedDevices.of(store).findOne({ _id: id });
  const trusted = device !== null && Date.parse(device.expiresAt) > now.getTime();
  return trusted ? `${email}#device:${id}` : email;
}

/**
 * Trusts the browser an account has just signed in from, for 180 days from now: keeps its cookie
 * when it has a well-formed one, or makes a new one. Answers the cookie to set.
 */
export async function trustDevice(store: Store, { email, cookie, now }: DeviceSignIn): Promise<string> {
  const value = cookie && /^[\w-]{43}$/.test(cookie) ? cookie : randomBytes(32).toString('base64url');
  await COLLECTIONS.trustedDevices
    .of(store)
    .updateOne(
      { _id: digest(value, email) },
      { $set: { expiresAt: new Date(now.getTime() + DEVICE_TRUST_MS).toISOString() } },
      { upsert: true },
    );
  return value;
}
