/** The time, as a port, so that rules that depend on it (rate limits, lock-outs) are testable. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that reads `start` now and runs on in real time from there: the server's clock under
 * `LINEUP_NOW`, so that a test or a demo sees a chosen date while lock-outs, rate limits and
 * timers still move. `clockOf(undefined)` is the real clock.
 * @example clockOf(new Date('2026-09-20T12:00:00Z')).now() // 2026-09-20T12:00:00.000Z, then later
 */
export function clockOf(start: Date | undefined, real: Clock = systemClock): Clock {
  if (start === undefined) return real;
  const offset = start.getTime() - real.now().getTime();
  return { now: () => new Date(real.now().getTime() + offset) };
}
