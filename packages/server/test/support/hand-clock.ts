import type { Clock } from '../../src/ports/clock.js';

/** A clock the test sets and moves by hand. */
export interface HandClock extends Clock {
  set(time: Date | string): void;
  advance(ms: number): void;
}

export function handClock(start: Date | string): HandClock {
  let now = new Date(start);
  return {
    now: () => now,
    set(time) {
      now = new Date(time);
    },
    advance(ms) {
      now = new Date(now.getTime() + ms);
    },
  };
}
