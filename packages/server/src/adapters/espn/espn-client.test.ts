import { afterEach, describe, expect, it, vi } from 'vitest';
import { HostError } from '../../ports/host-error.js';
import { createEspnClient, type EspnLeagueRef, espnCookieHeader, espnLeagueId } from './espn-client.js';

const free = { take: async () => 0 };
const BASE = 'http://espn.test/apis/v3/games/ffl';

/** A fetch answering each request with the next of `answers`, noting each URL, Cookie header and time. */
function scripted(answers: Array<Response | Error | 'hang'>) {
  const urls: string[] = [];
  const cookies: Array<string | null> = [];
  const sentAt: number[] = [];
  const fetch = (async (input: string | Request) => {
    const request = typeof input === 'string' ? new Request(input) : input;
    urls.push(request.url);
    cookies.push(request.headers.get('cookie'));
    sentAt.push(Date.now());
    const next = answers.shift();
    if (next === undefined) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    if (next === 'hang') return new Promise<Response>(() => {});
    return next;
  }) as typeof globalThis.fetch;
  const waits = () => sentAt.slice(1).map((at, index) => at - (sentAt[index] ?? at));
  return { fetch, urls, cookies, waits };
}

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

async function failure(promise: Promise<unknown>): Promise<HostError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HostError);
  return error as HostError;
}

/** The least of a league answer that fits the shapes. */
const league = (id: number, seasonId = 2026) => ({
  id,
  seasonId,
  settings: {
    name: 'L',
    rosterSettings: { lineupSlotCounts: { '0': 1 } },
    scoringSettings: { scoringItems: [] },
  },
  members: [],
  teams: [],
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const ref = (leagueId: string, season = 2026, cookies: EspnLeagueRef['cookies'] = null): EspnLeagueRef => ({
  provider: 'espn',
  leagueId,
  season,
  cookies,
});
const COOKIES = { espnS2: 'AEB%2Bs2%3D', swid: '4C1D2E3F-5A6B-4C7D-8E9F-0A1B2C3D4E5F' };

describe('createEspnClient', () => {
  it('asks for one season with the three views, before 2018 through leagueHistory, and sends cookies only when given', async () => {
    const { fetch, urls, cookies } = scripted([
      json(league(13579246)),
      json([league(42, 2014), league(42, 2015)]),
      json(league(86420975)),
    ]);
    const client = createEspnClient({ fetch, limiter: free, baseUrl: `${BASE}/` });
    expect(await client.league(ref('013579246'))).toMatchObject({ id: 13579246 });
    expect(await client.league(ref('42', 2015))).toMatchObject({ id: 42, seasonId: 2015 });
    await client.league(ref('86420975', 2026, COOKIES));
    expect(urls).toEqual([
      `${BASE}/seasons/2026/segments/0/leagues/13579246?view=mSettings&view=mTeam&view=mRoster`,
      `${BASE}/leagueHistory/42?seasonId=2015&view=mSettings&view=mTeam&view=mRoster`,
      `${BASE}/seasons/2026/segments/0/leagues/86420975?view=mSettings&view=mTeam&view=mRoster`,
    ]);
    expect(cookies).toEqual([null, null, 'espn_s2=AEB%2Bs2%3D; SWID={4C1D2E3F-5A6B-4C7D-8E9F-0A1B2C3D4E5F}']);
  });

  it('refuses a league id that is not digits, a season that is not a year and cookies that cannot be ESPN’s, unsent', async () => {
    const { fetch, urls } = scripted([]);
    const client = createEspnClient({ fetch, limiter: free, baseUrl: BASE });
    for (const id of ['..', '12/34', '%2e%2e', '', 'abc', '12 34', '1234567890123', '１２３']) {
      expect(await failure(client.league(ref(id)))).toMatchObject({
        provider: 'espn',
        code: 'unknown_league',
      });
    }
    expect((await failure(client.league(ref('123', 1800)))).message).toBe(
      'ESPN has no fantasy football season 1800: give a year, like 2026.',
    );
    const badCookies = await failure(
      client.league(ref('123', 2026, { espnS2: 'a; b=c', swid: COOKIES.swid })),
    );
    expect(badCookies.code).toBe('private_league');
    expect(badCookies.message).not.toContain('a; b=c');
    expect(urls).toEqual([]);
  });

  it('waits as Retry-After says, and gives up as unreachable after its attempts', async () => {
    const first = scripted([
      new Response('', { status: 429, headers: { 'retry-after': '3' } }),
      new Response('', { status: 503 }),
      json(league(7)),
    ]);
    const client = createEspnClient({ fetch: first.fetch, limiter: free, random: () => 0.5 });
    expect(await onFakeTimers(() => client.league(ref('7')))).toMatchObject({ id: 7 });
    expect(first.waits()).toEqual([3_000, 1_000]);

    const outage = scripted([new Response('', { status: 500 }), new Response('', { status: 502 })]);
    const error = await failure(
      onFakeTimers(() =>
        createEspnClient({ fetch: outage.fetch, limiter: free, maxAttempts: 2 }).league(ref('7')),
      ),
    );
    expect(error).toMatchObject({
      code: 'unreachable',
      status: 502,
      attempts: 2,
      path: '/seasons/2026/segments/0/leagues/7',
      message: 'ESPN cannot be reached right now. Try again in a few minutes.',
    });
  });

  it('keeps nothing of the request in a failure without an answer (its headers hold the cookies)', async () => {
    const { fetch } = scripted(['hang', 'hang']);
    const error = await failure(
      onFakeTimers(() =>
        createEspnClient({ fetch, limiter: free, maxAttempts: 2, timeoutMs: 5 }).league(
          ref('7', 2026, COOKIES),
        ),
      ),
    );
    expect(error).toMatchObject({ code: 'unreachable', attempts: 2 });
    const cause = error.cause as Error;
    expect(cause.message).toBe('timed out after 5 ms');
    // The outside-API client's own cause is ky's TimeoutError, which holds the request.
    expect(cause.cause).toBeUndefined();
    expect(Object.keys(cause)).toEqual([]);
  });

  it('reads a leagueHistory answer without the season, or an answer for another league, as its failure', async () => {
    const { fetch } = scripted([json([league(42, 2013)]), json(league(8))]);
    const client = createEspnClient({ fetch, limiter: free });
    expect((await failure(client.league(ref('42', 2015)))).message).toBe('ESPN has no league 42 in 2015.');
    expect((await failure(client.league(ref('7')))).code).toBe('bad_answer');
  });
});

describe('espnCookieHeader and espnLeagueId', () => {
  it('puts SWID in braces as ESPN sets it, whether given with them or not', () => {
    const header = 'espn_s2=AEB%2Bs2%3D; SWID={4C1D2E3F-5A6B-4C7D-8E9F-0A1B2C3D4E5F}';
    expect(espnCookieHeader(COOKIES)).toBe(header);
    expect(espnCookieHeader({ ...COOKIES, swid: ` {${COOKIES.swid}} ` })).toBe(header);
    expect(() => espnCookieHeader({ ...COOKIES, swid: '{not-a-guid}' })).toThrow(HostError);
    expect(() => espnCookieHeader({ espnS2: 'x\r\nSet-Cookie: y', swid: COOKIES.swid })).toThrow(HostError);
  });

  it('takes digits only, leading zeros dropped', () => {
    expect(espnLeagueId(' 0042 ')).toBe('42');
    expect(espnLeagueId('0')).toBe('0');
    expect(() => espnLeagueId('42?view=x')).toThrow(HostError);
  });
});
