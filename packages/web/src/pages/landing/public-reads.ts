import type { PlansResponse, ShowcaseResponse } from '@lineup-lab/core';
import { API_BASE_URL } from '../../api/api-base-url.js';

/**
 * The landing page's two reads, by plain `fetch` rather than through the SDK: the SDK checks every
 * call against core's schemas, and with them and zod the landing page's JavaScript was over its
 * 100 KB budget. The paths are core's `API_ROUTES.plans.path` and `API_ROUTES.showcase.path`
 * (public-reads.test.ts holds them to those); the answer's shape is checked only as far as the page
 * relies on it, and anything else shows the section's failure state. Network failures are retried
 * twice, after 1 s then 2 s, as the SDK retries reads (spec §4).
 */
export const PUBLIC_READ_PATHS = {
  plans: '/api/subscription/plans',
  showcase: '/api/players/showcase',
} as const;

const RETRY_DELAYS_MS = [1000, 2000] as const;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

async function readJson<T>(
  path: string,
  signal: AbortSignal,
  isAnswer: (body: unknown) => body is T,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetch(new URL(path, API_BASE_URL), {
        signal,
        headers: { accept: 'application/json' },
      });
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (signal.aborted || delay === undefined) throw error;
      await wait(delay, signal);
      continue;
    }
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    const body: unknown = await response.json();
    if (!isAnswer(body)) throw new Error(`GET ${path} answered an unexpected body`);
    return body;
  }
}

const hasArray = (body: unknown, key: string) =>
  typeof body === 'object' && body !== null && Array.isArray((body as Record<string, unknown>)[key]);

/** `GET /api/subscription/plans`. */
export const readPlans = (signal: AbortSignal) =>
  readJson(PUBLIC_READ_PATHS.plans, signal, (body): body is PlansResponse => hasArray(body, 'plans'));

/** `GET /api/players/showcase`. */
export const readShowcase = (signal: AbortSignal) =>
  readJson(PUBLIC_READ_PATHS.showcase, signal, (body): body is ShowcaseResponse => hasArray(body, 'cards'));
