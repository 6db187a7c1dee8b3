import { API_ROUTES } from '@lineup-lab/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_READ_PATHS, readPlans, readShowcase } from './public-reads.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the landing page’s reads without the SDK', () => {
  it('ask the paths of core’s route table, which are public GET routes', () => {
    expect(PUBLIC_READ_PATHS).toEqual({ plans: API_ROUTES.plans.path, showcase: API_ROUTES.showcase.path });
    for (const route of [API_ROUTES.plans, API_ROUTES.showcase]) {
      expect(route.method).toBe('GET');
      expect(route.auth).toBe('public');
    }
  });

  it('answer the body, and refuse an answer of another shape or status', async () => {
    const fetch = vi.fn(async () => Response.json({ plans: [] }));
    vi.stubGlobal('fetch', fetch);
    await expect(readPlans(new AbortController().signal)).resolves.toEqual({ plans: [] });
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/\/api\/subscription\/plans$/);
    await expect(readShowcase(new AbortController().signal)).rejects.toThrow('unexpected body');
    fetch.mockResolvedValueOnce(Response.json({ code: 'INTERNAL' }, { status: 500 }));
    await expect(readPlans(new AbortController().signal)).rejects.toThrow('answered 500');
  });

  it('retry a network failure twice, after 1 s then 2 s', async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(Response.json({ cards: [] }));
    vi.stubGlobal('fetch', fetch);
    const read = readShowcase(new AbortController().signal);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(read).resolves.toEqual({ cards: [] });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
