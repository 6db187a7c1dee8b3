import { afterEach, describe, expect, it, vi } from 'vitest';
import { HostError } from '../../ports/host-error.js';
import { retryAfterMs } from '../outside-api/outside-api-client.js';
import { createSleeperClient } from './sleeper-client.js';

const free = { take: async () => 0 };

/**
 * A fetch answering each request with the next of `answers` (a Response or an error to throw),
 * noting when (`Date.now()`, pinned by fake timers) each request was sent.
 */
function scripted(answers: Array<Response | Error>) {
  const urls: string[] = [];
  const sentAt: number[] = [];
  const fetch = (async (input: string | Request) => {
    urls.push(typeof input === 'string' ? input : input.url);
    sentAt.push(Date.now());
    const next = answers.shift();
    if (next === undefined) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  }) as typeof globalThis.fetch;
  /** The waits between requests, in ms. */
  const waits = () => sentAt.slice(1).map((at, index) => at - (sentAt[index] ?? at));
  return { fetch, urls, waits };
}

/** Runs `call` on fake timers (back-off waits pass at once), the clock at 0. */
async function onFakeTimers<T>(call: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 0 });
  const promise = call();
  promise.catch(() => {});
  await vi.runAllTimersAsync();
  return promise;
}
afterEach(() => {
  vi.useRealTimers();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

async function failure(promise: Promise<unknown>): Promise<HostError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HostError);
  expect((error as HostError).provider).toBe('sleeper');
  return error as HostError;
}

describe('createSleeperClient', () => {
  it('backs off exponentially with jitter, and honours Retry-After', async () => {
    const { fetch, waits } = scripted([
      new Error('ECONNRESET'),
      new Response('busy', { status: 503 }),
      new Response('slow down', { status: 429, headers: { 'retry-after': '3' } }),
      json({ user_id: '1', username: 'sam' }),
    ]);
    const client = createSleeperClient({
      fetch,
      limiter: free,
      random: () => 0.5,
    });
    expect(await onFakeTimers(() => client.user('sam'))).toMatchObject({ user_id: '1' });
    expect(waits()).toEqual([500, 1_000, 3_000]);
  });

  it('gives up as unreachable after its attempts, or at once on a Retry-After too long to wait', async () => {
    const client = (answers: Array<Response | Error>) =>
      createSleeperClient({
        fetch: scripted(answers).fetch,
        limiter: free,
        maxAttempts: 2,
      });
    const outage = await failure(
      onFakeTimers(() =>
        client([new Response('', { status: 500 }), new Response('', { status: 502 })]).league('1'),
      ),
    );
    expect(outage).toMatchObject({ code: 'unreachable', status: 502, attempts: 2, path: '/league/1' });
    expect(outage.message).toBe('Sleeper cannot be reached right now. Try again in a few minutes.');
    const blocked = await failure(
      client([new Response('', { status: 429, headers: { 'retry-after': '600' } })]).league('1'),
    );
    expect(blocked).toMatchObject({ code: 'unreachable', status: 429, attempts: 1 });
  });

  it('reports a refusal, a bad answer and an unknown league with their own codes', async () => {
    const one = (answer: Response) => createSleeperClient({ fetch: scripted([answer]).fetch, limiter: free });
    expect(await failure(one(new Response('no', { status: 403 })).users('1'))).toMatchObject({
      code: 'refused',
      message: 'Sleeper refused the request (HTTP 403).',
    });
    expect((await failure(one(new Response('<html>', { status: 200 })).users('1'))).code).toBe('bad_answer');
    expect((await failure(one(json([{ roster_id: 'x' }])).rosters('1'))).code).toBe('bad_answer');
    expect((await failure(one(json(null)).league('42'))).message).toBe(
      'Sleeper has no league with the id 42.',
    );
  });

  it('escapes path segments, refuses a slash or a dot segment unsent, and trims the base URL', async () => {
    const { fetch, urls } = scripted([json(null)]);
    const client = createSleeperClient({ fetch, limiter: free, baseUrl: 'http://sleeper.test/v1/' });
    expect(await failure(client.user(' a?b ')).then((error) => error.code)).toBe('unknown_user');
    expect(await failure(client.user(' a/b ')).then((error) => error.code)).toBe('unknown_user');
    expect(await failure(client.user('..')).then((error) => error.code)).toBe('unknown_user');
    expect(urls).toEqual(['http://sleeper.test/v1/user/a%3Fb']);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMs('2')).toBe(2_000);
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:05 GMT', Date.parse('2026-10-21T07:28:00Z'))).toBe(5_000);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});
