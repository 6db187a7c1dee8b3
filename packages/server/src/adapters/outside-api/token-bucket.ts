/** Waits `ms` milliseconds (a real timer by default; tests pass their own). */
export type Sleep = (ms: number) => Promise<void>;

const realSleep: Sleep = (ms) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms).unref?.();
  });

/** A limit on how often calls start: `burst` at once, then `perMinute` spread evenly. */
export interface RateBudget {
  perMinute: number;
  burst: number;
}

/** A rate limiter shared by every caller that holds it. */
export interface RateLimiter {
  /** Resolves when the caller may start; the value is the time (ms since the epoch) it was allowed to. */
  take(): Promise<number>;
}

/**
 * A token bucket: it holds up to `burst` tokens, refilled at `perMinute` a minute; each call takes one.
 * A caller that finds none reserves the next token to come (the count goes below zero) and waits for
 * it, so parallel callers queue in order without polling, and in any window of T ms at most
 * `burst + perMinute × T / 60,000` calls start.
 * @example
 * const bucket = tokenBucket({ perMinute: 300, burst: 20 });
 * await bucket.take(); // then call
 */
export function tokenBucket(
  budget: RateBudget,
  options: { now?: () => number; sleep?: Sleep } = {},
): RateLimiter {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? realSleep;
  const perMs = budget.perMinute / 60_000;
  let tokens = budget.burst;
  let last = now();
  return {
    async take() {
      const at = now();
      tokens = Math.min(budget.burst, tokens + Math.max(0, at - last) * perMs);
      last = Math.max(last, at);
      tokens -= 1;
      if (tokens >= 0) return at;
      const wait = Math.ceil(-tokens / perMs);
      await sleep(wait);
      return at + wait;
    },
  };
}
