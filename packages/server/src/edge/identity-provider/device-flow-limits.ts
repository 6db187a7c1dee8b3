import { createHash } from 'node:crypto';
import type { AdapterFactory, Provider } from 'oidc-provider';
import type { Clock } from '../../ports/clock.js';
import type { Store } from '../../ports/store.js';
import { consumeRateLimits, type RateLimit, rateLimitReached } from '../../rate-limit/consume-rate-limit.js';
import { errorPage } from '../pages/identity/interaction-pages.js';

type Middleware = Parameters<Provider['use']>[0];

/** Seconds a device waits between two polls of the token endpoint (RFC 8628 §3.2 `interval`). */
const DEVICE_POLL_INTERVAL_SECONDS = 5;
/** What `slow_down` adds to a device's interval (RFC 8628 §3.5). */
const SLOW_DOWN_STEP_SECONDS = 5;
/** A poll this much early still counts as on time (network jitter). */
const POLL_TOLERANCE_MS = 1_000;
/** How long a device's polling record is kept: the device code's lifetime. */
const POLL_RECORD_SECONDS = 10 * 60;

/** Wrong user codes one client (IP address) may enter before code entry is refused (RFC 8628 §5.1). */
const WRONG_USER_CODES_PER_CLIENT: Omit<RateLimit, 'key'> = { limit: 10, windowMs: 10 * 60_000 };

/** Marks, on the request's state, a user code the provider did not know (set by `userCodeInputSource`). */
export const WRONG_USER_CODE = 'lineupWrongUserCode';

interface PollRecord {
  /** Seconds between polls for this device, raised by every `slow_down`. */
  interval: number;
  /** Epoch ms before which a poll is too early. */
  nextPollAt: number;
}

const digest = (deviceCode: string) => createHash('sha256').update(deviceCode).digest('base64url');

/**
 * The device flow's limits, which oidc-provider 9 does not keep:
 * - the device authorization response advertises `interval` (5 s);
 * - a device polling the token endpoint sooner than its interval, while its code waits for approval,
 *   gets `slow_down` instead of `authorization_pending`, and 5 s more to wait from then on (kept per
 *   device code in the store, model `DevicePoll` of oidc-provider's collection);
 * - a client (IP address) that entered `WRONG_USER_CODES_PER_CLIENT` wrong user codes in the window
 *   is refused code entry (429, with the wait) until the window ends, right codes included, so the
 *   codes cannot be guessed (RFC 8628 §5.1).
 * Times are the server clock's, as for every other limit.
 */
export function deviceFlowLimits(options: {
  store: Store;
  clock: Clock;
  adapter: AdapterFactory;
  wrongUserCodes?: Omit<RateLimit, 'key'>;
}): Middleware {
  const polls = options.adapter('DevicePoll');
  const limit = options.wrongUserCodes ?? WRONG_USER_CODES_PER_CLIENT;

  /** Records a poll of `deviceCode` now; true when it came too soon. */
  async function pollTooSoon(deviceCode: string): Promise<boolean> {
    const id = digest(deviceCode);
    const now = options.clock.now().getTime();
    const last = (await polls.find(id)) as PollRecord | undefined;
    const early = last !== undefined && now + POLL_TOLERANCE_MS < last.nextPollAt;
    const interval = (last?.interval ?? DEVICE_POLL_INTERVAL_SECONDS) + (early ? SLOW_DOWN_STEP_SECONDS : 0);
    const next: PollRecord = { interval, nextPollAt: now + interval * 1000 };
    await polls.upsert(id, { ...next }, POLL_RECORD_SECONDS);
    return early;
  }

  return async (ctx, next) => {
    const codeEntry = ctx.method === 'POST' && ctx.path === '/device';
    const key = `deviceCode:client:${ctx.ip}`;
    if (codeEntry) {
      const retryAfter = await rateLimitReached(options, { key, ...limit });
      if (retryAfter !== undefined) {
        ctx.status = 429;
        ctx.set('retry-after', String(retryAfter));
        ctx.set('cache-control', 'no-store');
        ctx.type = 'html';
        ctx.body = errorPage({
          title: 'Too many codes tried',
          message: `Too many wrong codes were entered from this network. Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
        });
        return;
      }
    }
    await next();
    if (codeEntry && ctx.state[WRONG_USER_CODE] === true) {
      await consumeRateLimits(options, [{ key, ...limit }]).catch(() => undefined);
      return;
    }
    if (ctx.method !== 'POST') return;
    const body = ctx.body as Record<string, unknown> | undefined;
    if (ctx.path === '/device/auth' && ctx.status === 200 && typeof body?.device_code === 'string') {
      ctx.body = { ...body, interval: DEVICE_POLL_INTERVAL_SECONDS };
      return;
    }
    const deviceCode: unknown = ctx.oidc?.params?.device_code;
    if (ctx.path === '/token' && body?.error === 'authorization_pending' && typeof deviceCode === 'string') {
      if (await pollTooSoon(deviceCode)) {
        ctx.body = {
          error: 'slow_down',
          error_description: 'you are polling too quickly: wait longer between requests',
        };
      }
    }
  };
}
