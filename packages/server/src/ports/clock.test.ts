import { describe, expect, it } from 'vitest';
import { type Clock, clockOf, systemClock } from './clock.js';

describe('clockOf', () => {
  it('is the real clock without a start', () => {
    expect(clockOf(undefined)).toBe(systemClock);
  });

  it('reads the start at once, then runs on with the real time', () => {
    let real = Date.parse('2026-11-24T09:00:00Z');
    const realClock: Clock = { now: () => new Date(real) };
    const clock = clockOf(new Date('2025-09-17T19:00:00Z'), realClock);
    expect(clock.now().toISOString()).toBe('2025-09-17T19:00:00.000Z');
    real += 90_000;
    expect(clock.now().toISOString()).toBe('2025-09-17T19:01:30.000Z');
  });
});
