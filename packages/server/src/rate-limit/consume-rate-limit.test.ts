import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../adapters/store/embedded-store.js';
import { AppError } from '../errors/app-error.js';
import { COLLECTIONS } from '../ports/collections.js';
import type { Store } from '../ports/store.js';
import { consumeRateLimits, rateLimitReached } from './consume-rate-limit.js';

const MINUTE = 60_000;
let cleanup: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function context(start: string) {
  const dataDir = await mkdtemp(join(tmpdir(), 'lineup-rate-'));
  const store: Store = await openEmbeddedStore({ dataDir });
  cleanup.push(
    () => rm(dataDir, { recursive: true, force: true }),
    () => store.close(),
  );
  let now = Date.parse(start);
  const ctx = { store, adminEmail: 'admin@lineup-lab.test', clock: { now: () => new Date(now) } };
  return { ctx, store, advance: (ms: number) => (now += ms) };
}

const limits = [{ key: 'contact:user:u1', limit: 2, windowMs: 10 * MINUTE }];

describe('consumeRateLimits', () => {
  it('allows the limit per window, then refuses with the seconds left in the window', async () => {
    const { ctx, advance } = await context('2026-11-21T10:00:00.000Z');
    await consumeRateLimits(ctx, limits);
    await consumeRateLimits(ctx, limits);
    advance(4 * MINUTE);
    const refusal = await consumeRateLimits(ctx, limits).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'RATE_LIMITED', extra: { retryAfter: 360 } });
    advance(6 * MINUTE);
    await expect(consumeRateLimits(ctx, limits)).resolves.toBeUndefined();
  });

  it('deletes the counters of windows that have ended', async () => {
    const { ctx, store, advance } = await context('2026-11-21T10:00:00.000Z');
    await consumeRateLimits(ctx, [...limits, { key: 'contact:email:a@x.test', limit: 2, windowMs: MINUTE }]);
    expect(await COLLECTIONS.rateLimits.of(store).countDocuments({})).toBe(2);
    advance(10 * MINUTE);
    await consumeRateLimits(ctx, limits);
    const left = await COLLECTIONS.rateLimits.of(store).find({});
    expect(left.map((counter) => counter._id)).toEqual([
      `contact:user:u1:${Date.parse('2026-11-21T10:10:00.000Z')}`,
    ]);
  });

  it('tells whether a limit is used up without counting a use', async () => {
    const { ctx, advance } = await context('2026-11-21T10:00:00.000Z');
    const [limit] = limits;
    if (!limit) throw new Error('no limit');
    expect(await rateLimitReached(ctx, limit)).toBeUndefined();
    await consumeRateLimits(ctx, limits);
    expect(await rateLimitReached(ctx, limit)).toBeUndefined();
    await consumeRateLimits(ctx, limits);
    advance(MINUTE);
    expect(await rateLimitReached(ctx, limit)).toBe(540);
    expect(await rateLimitReached(ctx, limit)).toBe(540);
    advance(9 * MINUTE);
    expect(await rateLimitReached(ctx, limit)).toBeUndefined();
  });
});
