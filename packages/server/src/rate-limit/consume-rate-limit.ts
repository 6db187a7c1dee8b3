import { AppError } from '../errors/app-error.js';
import type { Clock } from '../ports/clock.js';
import { COLLECTIONS } from '../ports/collections.js';
import { DuplicateKeyError, type Store } from '../ports/store.js';

export interface RateLimit {
  /** What is counted, e.g. `contact:user:<id>`. */
  key: string;
  /** Most uses per window. */
  limit: number;
  windowMs: number;
  /** The refusal's message, from the seconds to wait (default: 'Rate limit exceeded. Please try again in N seconds.'). */
  message?: (retryAfter: number) => string;
}

/**
 * Counts one use of each key in its fixed time window, in order, in the store (so limits hold across
 * server processes), and refuses with 429 RATE_LIMITED and `retryAfter` (seconds to the window's
 * end) at the first key over its limit; the keys after it are not counted, so a refused request
 * spends nothing of the wider limits (list the narrowest first: one client before everyone).
 * Counters of windows that have ended are deleted first, so the collection holds only the current
 * windows.
 */
export async function consumeRateLimits(
  ctx: { store: Store; clock: Clock },
  limits: readonly RateLimit[],
): Promise<void> {
  const now = ctx.clock.now().getTime();
  await COLLECTIONS.rateLimits.of(ctx.store).deleteMany({ expiresAt: { $lte: new Date(now).toISOString() } });
  for (const { key, limit, windowMs, message } of limits) {
    const start = Math.floor(now / windowMs) * windowMs;
    const count = await increment(ctx, `${key}:${start}`, new Date(start + windowMs).toISOString());
    if (count > limit) {
      const retryAfter = Math.ceil((start + windowMs - now) / 1000);
      const text = message?.(retryAfter) ?? `Rate limit exceeded. Please try again in ${retryAfter} seconds.`;
      throw new AppError('RATE_LIMITED', text, { retryAfter });
    }
  }
}

/**
 * Whether `limit` is used up in its current window, without counting a use: the seconds until the
 * window ends when it is, else `undefined`. For limits that count only failures (counted with
 * `consumeRateLimits` once a request has failed) but refuse every request once reached.
 */
export async function rateLimitReached(
  ctx: { store: Store; clock: Clock },
  { key, limit, windowMs }: Omit<RateLimit, 'message'>,
): Promise<number | undefined> {
  const now = ctx.clock.now().getTime();
  const start = Math.floor(now / windowMs) * windowMs;
  const counter = await COLLECTIONS.rateLimits.of(ctx.store).findOne({ _id: `${key}:${start}` });
  if (!counter || counter.count < limit) return undefined;
  return Math.ceil((start + windowMs - now) / 1000);
}

async function increment(
  ctx: { store: Store; clock: Clock },
  id: string,
  expiresAt: string,
): Promise<number> {
  const counters = COLLECTIONS.rateLimits.of(ctx.store);
  for (let attempt = 0; ; attempt++) {
    try {
      const counter = await counters.findOneAndUpdate(
        { _id: id },
        { $inc: { count: 1 }, $setOnInsert: { expiresAt } },
        { upsert: true },
      );
      return counter?.count ?? 1;
    } catch (error) {
      // Two first uses racing to create the counter: the loser counts on the winner's document.
      if (!(error instanceof DuplicateKeyError) || attempt > 0) throw error;
    }
  }
}
