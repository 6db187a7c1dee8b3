import { describe, expect, it } from 'vitest';
import { tokenBucket } from './token-bucket.js';

/** A clock that moves only when a caller sleeps (to the end of its wait), and the waits asked for. */
function virtualTime(start = 0) {
  let time = start;
  const waits: number[] = [];
  return {
    now: () => time,
    sleep: async (ms: number) => {
      waits.push(ms);
      time = Math.max(time, time + ms);
    },
    waits,
  };
}

describe('tokenBucket', () => {
  it('lets a burst through at once, then one call per 60,000 / perMinute ms', async () => {
    const pinned = { now: () => 1_000, sleep: async () => {} };
    const bucket = tokenBucket({ perMinute: 300, burst: 3 }, pinned);
    const starts = await Promise.all(Array.from({ length: 6 }, () => bucket.take()));
    expect(starts).toEqual([1_000, 1_000, 1_000, 1_200, 1_400, 1_600]);
  });

  it('refills with time, never above the burst', async () => {
    const time = virtualTime();
    const bucket = tokenBucket({ perMinute: 60, burst: 2 }, time);
    await bucket.take();
    await bucket.take();
    expect(await bucket.take()).toBe(1_000); // waited for the next token
    time.sleep(60_000); // a quiet minute refills two tokens, not sixty
    const after = time.now();
    expect(await bucket.take()).toBe(after);
    expect(await bucket.take()).toBe(after);
    expect(await bucket.take()).toBe(after + 1_000);
  });

  it('keeps any minute of parallel calls within burst + perMinute', async () => {
    const pinned = { now: () => 0, sleep: async () => {} };
    const bucket = tokenBucket({ perMinute: 300, burst: 20 }, pinned);
    const starts = (await Promise.all(Array.from({ length: 700 }, () => bucket.take()))).sort(
      (a, b) => a - b,
    );
    for (const start of starts) {
      const inWindow = starts.filter((other) => other >= start && other < start + 60_000).length;
      expect(inWindow).toBeLessThanOrEqual(320);
    }
    expect(starts.at(-1)).toBe((700 - 20) * 200);
  });
});
