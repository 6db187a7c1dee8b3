import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tokenBucket } from '../../src/adapters/outside-api/token-bucket.js';
import { createSleeperClient, type SleeperClientOptions } from '../../src/adapters/sleeper/sleeper-client.js';
import { SLEEPER_MESSAGES } from '../../src/adapters/sleeper/sleeper-messages.js';
import { createSleeperPlayers } from '../../src/adapters/sleeper/sleeper-players.js';
import { COLLECTIONS } from '../../src/ports/collections.js';
import { HostError } from '../../src/ports/host-error.js';
import type { Store } from '../../src/ports/store.js';
import { catalogueForMatching } from '../../src/use-cases/import/catalogue-for-matching.js';
import { matchPlayers } from '../../src/use-cases/import/match-players.js';
import { type FakeSleeper, startFakeSleeper } from '../support/fake-sleeper.js';
import { handClock } from '../support/hand-clock.js';
import {
  FIXTURE_SEASON,
  SLEEPER_LEAGUES_BY_USER,
  SLEEPER_PLAYERS,
  SLEEPER_USERS,
} from '../support/sleeper-fixtures.js';
import { openTempStore } from '../support/temp-store.js';

/**
 * The production Sleeper client against the fake Sleeper server (real HTTP on port 0): answers
 * parsed, retries, timeouts, the rate limit, the daily player list and matching on the fixtures.
 * No test sleeps for real beyond a few ms: the back-off here is 1 ms (its exact waits, jitter and
 * `Retry-After` are pinned on fake timers in `src/adapters/sleeper/sleeper-client.test.ts`).
 */
let sleeper: FakeSleeper;
beforeAll(async () => {
  sleeper = await startFakeSleeper();
});
afterAll(() => sleeper.close());

function client(options: SleeperClientOptions = {}) {
  return createSleeperClient({
    baseUrl: sleeper.url,
    limiter: { take: async () => 0 },
    baseDelayMs: 1,
    random: () => 0.5,
    ...options,
  });
}

async function failure(promise: Promise<unknown>): Promise<HostError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HostError);
  expect((error as HostError).provider).toBe('sleeper');
  return error as HostError;
}

describe('the Sleeper client against the fake Sleeper', () => {
  it('reads a user, their leagues, a league, its rosters and its users', async () => {
    const api = client();
    const sam = await api.user('Superflex_Sam');
    expect(sam).toMatchObject({
      user_id: SLEEPER_USERS.superflex_sam.user_id,
      display_name: 'Superflex Sam',
    });

    const leagues = await api.leagues(sam.user_id, FIXTURE_SEASON);
    expect(leagues.map((league) => [league.name, league.total_rosters, league.scoring_settings.rec])).toEqual(
      [
        ['Superflex Dynasty', 4, 0.5],
        ['Sunday Funday PPR', 4, 1],
      ],
    );
    const [superflex] = leagues;
    expect(superflex?.roster_positions).toEqual(expect.arrayContaining(['QB', 'FLEX', 'SUPER_FLEX', 'BN']));
    expect(superflex?.roster_positions).not.toContain('K');
    expect(superflex?.scoring_settings).toMatchObject({ pass_td: 6, pass_int: -2, bonus_rec_te: 0.5 });

    const ppr = await api.league('1100000000000000001');
    expect(ppr).toMatchObject({
      name: 'Sunday Funday PPR',
      status: 'in_season',
      season: String(FIXTURE_SEASON),
    });

    const rosters = await api.rosters(ppr.league_id);
    expect(rosters.map((roster) => [roster.roster_id, roster.owner_id, roster.players.length])).toEqual([
      [1, SLEEPER_USERS.ppr_pat.user_id, 12],
      [2, SLEEPER_USERS.superflex_sam.user_id, 8],
      [3, SLEEPER_USERS.chris.user_id, 0],
      [4, null, 0],
    ]);
    expect(rosters[1]?.starters[2]).toBeNull(); // Sleeper's "0": an empty slot
    expect(rosters[0]?.reserve).toEqual(['11999']);

    const members = await api.users(ppr.league_id);
    expect(members.map((member) => [member.display_name, member.metadata?.team_name ?? null])).toEqual([
      ['PPR Pat', 'Pat’s Pickers'],
      ['Superflex Sam', null],
      ['Chris', null],
    ]);
  });

  it('says unknown user, no leagues this season and unknown league in words for the user', async () => {
    const api = client();
    const unknown = await failure(api.user('nobody_here'));
    expect(unknown.code).toBe('unknown_user');
    expect(unknown.message).toBe(
      'Sleeper has no user named "nobody_here". Check the username (not the display name) and try again.',
    );
    const nick = await api.user('no_leagues_nick');
    const none = await failure(api.leagues(nick.user_id, FIXTURE_SEASON));
    expect(none).toMatchObject({
      code: 'no_leagues',
      message: `This Sleeper user has no NFL leagues for the ${FIXTURE_SEASON} season.`,
    });
    expect((await failure(api.leagues(SLEEPER_USERS.ppr_pat.user_id, FIXTURE_SEASON - 1))).code).toBe(
      'no_leagues',
    );
    expect((await failure(api.rosters('123'))).code).toBe('unknown_league');
  });

  it('answers unknown user for a dot-segment username without asking Sleeper (issue 25 #10)', async () => {
    const api = client();
    const before = sleeper.count();
    for (const username of ['..', '.', ' .. ', '%2e%2e', '%2E', '.%2e', '../players', '%2F']) {
      const refused = await failure(api.user(username));
      expect(refused.code, username).toBe('unknown_user');
      expect(refused.message).toBe(
        `Sleeper has no user named "${username.trim()}". Check the username (not the display name) and try again.`,
      );
    }
    expect(sleeper.count()).toBe(before);
    expect(sleeper.requests).not.toContain('/v1/');
    expect(sleeper.requests).not.toContain('/v1/user/');
    expect(sleeper.requests.some((path) => /\/(\.|%2e)/i.test(path))).toBe(false);
  });

  it('refuses league ids and user ids that are not one path segment without asking Sleeper', async () => {
    const api = client();
    const before = sleeper.count();
    for (const leagueId of ['..', '.', '%2e%2e']) {
      expect((await failure(api.league(leagueId))).code).toBe('unknown_league');
      expect((await failure(api.rosters(leagueId))).code).toBe('unknown_league');
      expect((await failure(api.users(leagueId))).code).toBe('unknown_league');
    }
    expect((await failure(api.leagues('..', FIXTURE_SEASON))).code).toBe('bad_answer');
    expect(sleeper.count()).toBe(before);
  });

  it("takes a user_id or league_id of '..' in Sleeper's answer for a bad answer", async () => {
    const api = client();
    sleeper.update({
      users: { ...SLEEPER_USERS, dotty: { username: 'dotty', user_id: '..' } },
      leaguesByUser: {
        ...SLEEPER_LEAGUES_BY_USER,
        [SLEEPER_USERS.chris.user_id]: [
          { ...(SLEEPER_LEAGUES_BY_USER[SLEEPER_USERS.ppr_pat.user_id]?.[0] as object), league_id: '..' },
        ],
      },
    });
    try {
      const dotty = await failure(api.user('dotty'));
      expect(dotty).toMatchObject({ code: 'bad_answer', message: SLEEPER_MESSAGES.bad_answer() });
      const dotted = await failure(api.leagues(SLEEPER_USERS.chris.user_id, FIXTURE_SEASON));
      expect(dotted.code).toBe('bad_answer');
      expect(sleeper.requests).not.toContain(`/v1/leagues/nfl/${FIXTURE_SEASON}`);
    } finally {
      sleeper.update({ users: SLEEPER_USERS, leaguesByUser: SLEEPER_LEAGUES_BY_USER });
    }
  });

  it('retries 500s and a 429 (waiting its Retry-After), then succeeds', async () => {
    const before = sleeper.count('/v1/user/ppr_pat');
    sleeper.failNext({ kind: 'status', status: 500 }, { times: 2, prefix: '/v1/user/ppr_pat' });
    sleeper.failNext({ kind: 'status', status: 429, retryAfter: '0' }, { prefix: '/v1/user/ppr_pat' });
    expect(await client().user('ppr_pat')).toMatchObject({ username: 'ppr_pat' });
    expect(sleeper.count('/v1/user/ppr_pat') - before).toBe(4);
  });

  it('gives up at once on a 429 whose Retry-After is longer than it waits', async () => {
    const before = sleeper.count('/v1/user/ppr_pat');
    sleeper.failNext({ kind: 'status', status: 429, retryAfter: '600' }, { prefix: '/v1/user/ppr_pat' });
    const blocked = await failure(client().user('ppr_pat'));
    expect(blocked).toMatchObject({ code: 'unreachable', status: 429, attempts: 1 });
    expect(sleeper.count('/v1/user/ppr_pat') - before).toBe(1);
  });

  it('times out a hanging Sleeper and a dropped connection, and says it is unreachable', async () => {
    sleeper.failNext({ kind: 'hang' }, { times: 2, prefix: '/v1/league/' });
    const started = Date.now();
    const hung = await failure(client({ timeoutMs: 40, maxAttempts: 2 }).league('1100000000000000001'));
    expect(hung).toMatchObject({ code: 'unreachable', attempts: 2 });
    expect(String((hung.cause as Error).message)).toMatch(/timed out after 40 ms/);
    expect(Date.now() - started).toBeLessThan(2_000);

    sleeper.failNext({ kind: 'drop' }, { times: 3, prefix: '/v1/league/' });
    const before = sleeper.count('/v1/league/');
    const dropped = await failure(client({ maxAttempts: 3 }).league('1100000000000000001'));
    expect(dropped).toMatchObject({ code: 'unreachable', attempts: 3 });
    expect(sleeper.count('/v1/league/') - before).toBe(3);
  });

  it('keeps many parallel calls within the rate budget (a pinned clock: waits recorded, not slept)', async () => {
    const starts: number[] = [];
    const bucket = tokenBucket({ perMinute: 300, burst: 20 }, { now: () => 0, sleep: async () => {} });
    const before = sleeper.count();
    const api = client({
      limiter: {
        take: async () => {
          const at = await bucket.take();
          starts.push(at);
          return at;
        },
      },
    });
    await Promise.all(Array.from({ length: 120 }, () => api.user('ppr_pat')));
    expect(sleeper.count() - before).toBe(120);
    starts.sort((a, b) => a - b);
    expect(starts.filter((at) => at === 0)).toHaveLength(20);
    for (const [i, at] of starts.entries()) {
      expect(
        starts.filter((other) => other >= at && other < at + 1_000).length,
        `from call ${i}`,
      ).toBeLessThanOrEqual(25);
    }
    expect(starts.at(-1)).toBe(100 * 200); // 5 a second after the burst: 300 a minute
  });
});

describe('the players map and matching on the fixtures', () => {
  let temp: Awaited<ReturnType<typeof openTempStore>>;
  let store: Store;
  beforeEach(async () => {
    temp = await openTempStore();
    store = temp.store;
  });
  afterEach(() => temp.remove());

  it('fetches the player list once a day, refused entries left out', async () => {
    const clock = handClock('2026-10-04T09:00:00Z');
    const players = createSleeperPlayers({ store, client: client(), clock });
    const before = sleeper.count('/v1/players/nfl');
    const morning = await players.current();
    expect(morning.size).toBe(Object.keys(SLEEPER_PLAYERS).length - 1);
    expect(morning.get('8151')).toMatchObject({ name: 'Kenneth Walker III', position: 'RB', team: 'SEA' });
    expect(morning.get('4984')?.gsisId).toBe('00-0034857');
    clock.set('2026-10-04T21:00:00Z');
    await Promise.all([players.current(), players.lookup(['4984']), players.current()]);
    expect(sleeper.count('/v1/players/nfl') - before).toBe(1);

    clock.set('2026-10-05T09:00:00Z');
    sleeper.update({
      players: {
        ...SLEEPER_PLAYERS,
        '12001': { player_id: '12001', full_name: 'New Guy', position: 'WR', team: 'GB', active: true },
      },
    });
    expect((await players.lookup(['12001'])).get('12001')?.name).toBe('New Guy');
    expect(sleeper.count('/v1/players/nfl') - before).toBe(2);
    sleeper.update({ players: SLEEPER_PLAYERS });
  });

  it('matches a fixture roster to the catalogue, listing the unmatched with their reasons', async () => {
    const nfl = COLLECTIONS.nflPlayers.of(store);
    const catalogue = COLLECTIONS.players.of(store);
    const add = async (
      _id: string,
      name: string,
      position: 'QB' | 'RB' | 'WR' | 'TE' | 'K' | 'D/ST',
      team: string,
      sleeperId?: string,
    ) => {
      await nfl.insertOne({
        _id,
        name,
        position,
        team,
        status: 'active',
        ids: sleeperId ? { sleeper: sleeperId } : {},
      });
      await catalogue.insertOne({ _id, playerName: name, teamName: team, position });
    };
    await add('sleeper:4984', 'Josh Allen', 'QB', 'BUF', '4984');
    await add('gsis:00-0033873', 'Christian McCaffrey', 'RB', 'SF', '4034');
    await add('gsis:00-0038542', 'Bijan Robinson', 'RB', 'ATL');
    await add('gsis:00-0036322', 'Justin Jefferson', 'WR', 'MIN');
    await add('gsis:00-0036900', 'JaMarr Chase', 'WR', 'CIN');
    await add('gsis:00-0033858', 'Travis Kelce', 'TE', 'KC');
    await add('gsis:00-0037256', 'Kenneth Walker', 'RB', 'SEA');
    await add('gsis:00-0033742', 'Harrison Butker', 'K', 'KC');
    await add('dst:SF', 'San Francisco 49ers D/ST', 'D/ST', 'SF');
    await add('gsis:00-0034796', 'Lamar Jackson', 'QB', 'BAL');

    const api = client();
    const [pat] = await api.rosters('1100000000000000001');
    const players = createSleeperPlayers({ store, client: api, clock: handClock('2026-10-04T09:00:00Z') });
    const ids = pat?.players ?? [];
    const { matched, unmatched } = matchPlayers({
      provider: 'sleeper',
      ids,
      players: await players.current(),
      catalogue: await catalogueForMatching(store),
    });
    expect(matched.map((player) => [player.hostPlayerId, player.playerId, player.method])).toEqual([
      ['4984', 'sleeper:4984', 'sleeper-id'],
      ['4034', 'gsis:00-0033873', 'sleeper-id'],
      ['9509', 'gsis:00-0038542', 'name-position-team'],
      ['6794', 'gsis:00-0036322', 'name-position-team'],
      ['7564', 'gsis:00-0036900', 'name-position-team'],
      ['1466', 'gsis:00-0033858', 'name-position-team'],
      ['8151', 'gsis:00-0037256', 'name-position-team'],
      ['3678', 'gsis:00-0033742', 'name-position-team'],
      ['SF', 'dst:SF', 'defense-team'],
      ['4881', 'gsis:00-0034796', 'name-position-team'],
    ]);
    expect(unmatched.map((player) => [player.hostPlayerId, player.reason, player.message])).toEqual([
      ['11999', 'not-in-player-list', "Sleeper's player list has no player 11999."],
      ['4993', 'position-not-supported', 'Fred Warner plays LB, which Lineup Lab does not project.'],
    ]);
    expect(matched.length + unmatched.length).toBe(ids.length);
  });
});
