import type { HttpMethod } from '@lineup-lab/core';
import { NetworkError } from './errors.js';

/** Waits before each retry of a network failure (spec §4): 2 more attempts, after 1 s then 2 s. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000];

/** How network failures are retried. */
export interface RetryOptions {
  /**
   * Milliseconds to wait before each retry; its length is the number of retries. Default
   * `[1000, 2000]`; `[]` turns retries off.
   */
  delaysMs?: readonly number[];
}

/**
 * Whether a network failure of a call with this method may be retried: GET, PUT and DELETE are
 * idempotent (sending one twice leaves the server as sending it once). POST never is: when the
 * connection breaks the request may already have been applied (a team created, a message sent,
 * a checkout started), and sending it again could do it twice; the caller decides.
 */
export function isIdempotent(method: HttpMethod): boolean {
  return method === 'GET' || method === 'PUT' || method === 'DELETE';
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs `attempt`, and again after each delay of `delaysMs` while it fails with a `NetworkError`.
 * Any other failure (an HTTP error, a timeout, a refused body) is thrown at once.
 */
export async function retryNetworkFailures<T>(
  attempt: () => Promise<T>,
  delaysMs: readonly number[],
  signal?: AbortSignal,
): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      const delay = delaysMs[retry];
      if (!(error instanceof NetworkError) || delay === undefined) throw error;
      await sleep(delay, signal);
    }
  }
}

/** Checks `delaysMs`: finite, non-negative numbers. */
export function checkDelays(delaysMs: readonly number[]): readonly number[] {
  if (!delaysMs.every((delay) => Number.isFinite(delay) && delay >= 0)) {
    throw new TypeError(
      `createClient: retry.delaysMs must hold non-negative numbers, got [${delaysMs.join(', ')}]`,
    );
  }
  return [...delaysMs];
}
