/** The time, as a port, so that rules that depend on it (rate limits, lock-outs) are testable. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
