import { canonicalTeam } from '@lineup-lab/engine';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEspnLeagueSource, type EspnLeagueRef } from '../../src/adapters/espn/espn-league-source.js';
import { ESPN_MESSAGES } from '../../src/adapters/espn/espn-messages.js';
import { HOST_MESSAGES, HostError } from '../../src/ports/host-error.js';
import {
  ESPN_FIXTURE_SEASON,
  ESPN_PLAYERS,
  ESPN_PRIVATE_COOKIES,
  ESPN_PRIVATE_LEAGUE_ID,
  ESPN_PUBLIC_LEAGUE_ID,
} from '../support/espn-fixtures.js';
import { type FakeEspn, startFakeEspn } from '../support/fake-espn.js';
import { TEST_PLAYERS } from '../support/players.js';

/**
 * The production ESPN adapter against the fake ESPN (real HTTP on port 0, ESPN's paths, views,
 * cookies and answers): leagues read and mapped, private leagues, ESPN's refusals, retries and
 * answers it cannot read. Back-off is 1 ms; the one real wait is a 1-second `Retry-After`.
 */
let espn: FakeEspn;
beforeAll(async () => {
  espn = await startFakeEspn();
});
afterAll(() => espn.close());
let sent = 0;
beforeEach(() => {
  sent = espn.requests.length;
});
/** The requests the fake received during this test. */
const requestsNow = () => espn.requests.slice(sent);

function source(options: Parameters<typeof createEspnLeagueSource>[0] = {}) {
  return createEspnLeagueSource({
    baseUrl: espn.url,
    limiter: { take: async () => 0 },
    baseDelayMs: 1,
    random: () => 0.5,
    ...options,
  });
}
const ref = (
  leagueId: string,
  cookies: EspnLeagueRef['cookies'] = null,
  season: number = ESPN_FIXTURE_SEASON,
): EspnLeagueRef => ({ provider: 'espn', leagueId, season, cookies });

async function failure(promise: Promise<unknown>): Promise<HostError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HostError);
  expect((error as HostError).provider).toBe('espn');
  return error as HostError;
}
const id = (player: { id: number }) => String(player.id);
const P = ESPN_PLAYERS;

describe('the ESPN adapter against the fake ESPN', () => {
  it('reads a public PPR league in one request and maps its slots, scoring, starters and players', async () => {
    const league = await source().readLeague(ref(ESPN_PUBLIC_LEAGUE_ID));
    expect(requestsNow()).toEqual([
      {
        method: 'GET',
        path: `/apis/v3/games/ffl/seasons/2026/segments/0/leagues/${ESPN_PUBLIC_LEAGUE_ID}`,
        query: '?view=mSettings&view=mTeam&view=mRoster',
        views: ['mSettings', 'mTeam', 'mRoster'],
        seasonId: null,
        cookieNames: [],
        cookiesSent: false,
      },
    ]);
    expect(league).toMatchObject({
      provider: 'espn',
      leagueId: ESPN_PUBLIC_LEAGUE_ID,
      name: 'Sunday Funday PPR',
      season: 2026,
      size: 10,
      status: 'in_season',
      rosterPositions: ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX', 'DEF', 'K', ...Array(7).fill('BN'), 'IR'],
    });
    expect(league.scoring.format).toBe('ppr');
    expect(league.scoring.settings.receiving).toEqual({ receptions: 1, yards: 0.1, touchdowns: 6 });
    expect(league.scoring.notes).toEqual([
      'Field goals of 60+ yards made score +6 in the league (50–59 yards: +5); projections count +5 for every one of 50+ yards.',
      'Not counted in projections: points per one-point safety (+1).',
    ]);
    expect(league.rosters).toHaveLength(10);
    const [gurus, nest] = league.rosters;
    expect(gurus).toEqual({
      rosterId: 1,
      ownerName: 'PPR Pat',
      teamName: 'Gridiron Gurus',
      // QB, RB, RB, WR, WR, TE, FLEX, D/ST, K: ESPN listed them in another order.
      starters: [
        P.mahomes,
        P.bijan,
        P.barkley,
        P.chase,
        P.jefferson,
        P.kelce,
        P.stbrown,
        P.sfDst,
        P.butker,
      ].map(id),
      players: [
        P.mahomes,
        P.bijan,
        P.chase,
        P.kelce,
        P.barkley,
        P.jefferson,
        P.stbrown,
        P.sfDst,
        P.butker,
        P.hall,
        P.hill,
        P.reed,
        P.cmc,
      ].map(id),
      setAside: [id(P.cmc)],
    });
    expect(nest?.starters).toEqual([
      id(P.allen),
      id(P.henry),
      null,
      id(P.lamb),
      id(P.ajbrown),
      id(P.laporta),
      null,
      id(P.balDst),
      id(P.tucker),
    ]);
    expect(league.rosters.slice(2).every((roster) => roster.players.length === 0)).toBe(true);
    expect(league.players.get(id(P.mahomes))).toEqual({
      id: '3139477',
      name: 'Patrick Mahomes',
      position: 'QB',
      team: 'KC',
    });
    expect(league.players.get(id(P.sfDst))).toEqual({
      id: '-16025',
      name: '49ers D/ST',
      position: 'DEF',
      team: 'SF',
    });
    expect(league.players.get(id(P.reed))).toEqual({
      id: '4362249',
      name: 'Jayden Reed',
      position: 'WR',
      team: 'GB',
    });
  });

  it("lists the test catalogue's players by the same name, position and team, so imports can match them", async () => {
    const league = await source().readLeague(ref(ESPN_PRIVATE_LEAGUE_ID, ESPN_PRIVATE_COOKIES));
    const outside = new Set([P.reed, P.jsn, P.warner].map(id));
    const hostPlayers = [...league.players.values()].filter((player) => !outside.has(player.id));
    expect(hostPlayers.length).toBeGreaterThanOrEqual(20);
    for (const player of hostPlayers) {
      const position = player.position === 'DEF' ? 'D/ST' : player.position;
      const found = TEST_PLAYERS.filter(
        (record) =>
          record.playerName === player.name &&
          record.position === position &&
          record.teamName === canonicalTeam(player.team ?? ''),
      );
      expect(found, `${player.name} (${player.position}, ${player.team})`).toHaveLength(1);
    }
    for (const player of [P.reed, P.jsn]) {
      expect(TEST_PLAYERS.some((record) => record.playerName === player.fullName)).toBe(false);
    }
  });

  it('is refused a private league without cookies, then reads it with them (sent as ESPN’s Cookie header)', async () => {
    const refused = await failure(source().readLeague(ref(ESPN_PRIVATE_LEAGUE_ID)));
    expect(refused).toMatchObject({ code: 'private_league', status: 401 });
    expect(refused.message).toBe(ESPN_MESSAGES.privateLeague(ESPN_PRIVATE_LEAGUE_ID));
    expect(refused.message).toContain('espn_s2 and SWID');

    const league = await source().readLeague(ref(ESPN_PRIVATE_LEAGUE_ID, ESPN_PRIVATE_COOKIES));
    expect(requestsNow().map((request) => [request.cookiesSent, request.cookieNames])).toEqual([
      [false, []],
      [true, ['espn_s2', 'SWID']],
    ]);
    expect(league).toMatchObject({ name: 'Superflex Dynasty', size: 12, status: 'in_season' });
    // A SWID pasted without its braces opens it too.
    const bare = { ...ESPN_PRIVATE_COOKIES, swid: ESPN_PRIVATE_COOKIES.swid.slice(1, -1) };
    expect((await source().readLeague(ref(ESPN_PRIVATE_LEAGUE_ID, bare))).name).toBe('Superflex Dynasty');
  });

  it('says when the cookies given do not open the league, without quoting them', async () => {
    const wrong = { espnS2: 'AEBsomeoneElses%2Bcookie', swid: '{00000000-1111-2222-3333-444444444444}' };
    const refused = await failure(source().readLeague(ref(ESPN_PRIVATE_LEAGUE_ID, wrong)));
    expect(refused).toMatchObject({ code: 'private_league', status: 401 });
    expect(refused.message).toBe(ESPN_MESSAGES.cookiesRefused(ESPN_PRIVATE_LEAGUE_ID));
    expect(refused.message).toContain('may have expired');
    const everything = JSON.stringify({ ...refused, message: refused.message, stack: refused.stack });
    for (const secret of ['AEBsomeoneElses', '00000000-1111', ESPN_PRIVATE_COOKIES.espnS2.slice(0, 20)]) {
      expect(everything).not.toContain(secret);
    }
    expect(requestsNow()).toHaveLength(1);
    expect(requestsNow()[0]?.cookiesSent).toBe(true);
  });

  it('maps a superflex (OP) and IDP league: slots, starters in slot order, unapplied scoring named', async () => {
    const league = await source().readLeague(ref(ESPN_PRIVATE_LEAGUE_ID, ESPN_PRIVATE_COOKIES));
    expect(league.rosterPositions).toEqual([
      'QB',
      'RB',
      'RB',
      'WR',
      'WR',
      'TE',
      'FLEX',
      'SUPER_FLEX',
      'DEF',
      'K',
      'LB',
      ...Array(6).fill('BN'),
      'IR',
    ]);
    const [sam, chris] = league.rosters;
    expect(sam).toMatchObject({ ownerName: 'superflex_sam', teamName: 'Two QBs', setAside: [id(P.cmc)] });
    expect(sam?.starters).toEqual(
      [
        P.lamar,
        P.barkley,
        P.hall,
        P.chase,
        P.hill,
        P.kittle,
        P.bijan,
        P.hurts,
        P.sfDst,
        P.elliott,
        P.warner,
      ].map(id),
    );
    expect(chris?.starters).toEqual([
      id(P.mahomes),
      id(P.henry),
      null,
      id(P.lamb),
      id(P.stbrown),
      id(P.laporta),
      id(P.jefferson),
      id(P.allen),
      id(P.balDst),
      id(P.tucker),
      null,
    ]);
    expect(league.players.get(id(P.warner))).toMatchObject({ position: 'LB', team: 'SF' });
    expect(league.scoring.format).toBe('half-ppr');
    expect(league.scoring.settings.passing.yards).toBe(0.04);
    expect(league.scoring.notes).toEqual([
      'Passing yards: the league scores +1 per whole 25 yards, counted as +0.04 a yard.',
      'Field goals of 60+ yards made score +6 in the league (50–59 yards: +5); projections count +5 for every one of 50+ yards.',
      'Not counted in projections: a bonus for a 300–399 yard passing game (+3).',
      "Not counted in projections: points per reception for a player in ESPN's TE slot (+1 instead of +0.5), a TE premium.",
      'Not counted in projections: points per sack by individual defensive players (IDP) (+2).',
      'Not counted in projections: points per tackle (IDP) (+1).',
      'Not counted in projections: points per one-point safety (+1).',
    ]);
  });

  it('reads a season before 2018 through leagueHistory, with its older team names', async () => {
    const league = await source().readLeague(ref(ESPN_PUBLIC_LEAGUE_ID, null, 2017));
    expect(requestsNow().map((request) => [request.path, request.seasonId, request.views])).toEqual([
      [
        `/apis/v3/games/ffl/leagueHistory/${ESPN_PUBLIC_LEAGUE_ID}`,
        '2017',
        ['mSettings', 'mTeam', 'mRoster'],
      ],
    ]);
    expect(league).toMatchObject({ season: 2017, status: 'complete', scoring: { format: 'standard' } });
    expect(league.rosters[0]).toMatchObject({
      teamName: 'Gridiron Gurus',
      starters: [null, null, null, null, null, id(P.kelce), null, null, id(P.tucker)],
    });
    expect((await failure(source().readLeague(ref(ESPN_PUBLIC_LEAGUE_ID, null, 2016)))).message).toBe(
      `ESPN has no league ${ESPN_PUBLIC_LEAGUE_ID} in 2016.`,
    );
  });

  it("reports ESPN's 404 and 400 as an unknown league", async () => {
    const missing = await failure(source().readLeague(ref('24680')));
    expect(missing).toMatchObject({
      code: 'unknown_league',
      status: 404,
      message: 'ESPN has no league 24680 in 2026.',
    });
    const otherSeason = await failure(source().readLeague(ref(ESPN_PUBLIC_LEAGUE_ID, null, 2025)));
    expect(otherSeason).toMatchObject({ code: 'unknown_league', status: 404 });
    const unreadable = await failure(source().readLeague(ref('999999999999')));
    expect(unreadable).toMatchObject({ code: 'unknown_league', status: 400 });
    expect(unreadable.message).toBe('ESPN has no league 999999999999 in 2026.');
  });

  it('refuses a league id with .. or / before any request', async () => {
    for (const leagueId of [
      '..',
      '../13579246',
      '13579246/..',
      '1/2',
      '%2e%2e',
      '13579246?view=mDraftDetail',
    ]) {
      const refused = await failure(source().readLeague(ref(leagueId)));
      expect(refused.code).toBe('unknown_league');
      expect(refused.message).toContain('ESPN league ids are digits');
    }
    expect(requestsNow()).toEqual([]);
  });

  it('waits out a 429 for as long as Retry-After says, then reads the league', async () => {
    espn.failNext({ kind: 'status', status: 429, retryAfter: '1' });
    const started = Date.now();
    const league = await source().readLeague(ref(ESPN_PUBLIC_LEAGUE_ID));
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(league.name).toBe('Sunday Funday PPR');
    expect(requestsNow()).toHaveLength(2);
  });

  it('gives up as unreachable after a 503 on every attempt, and at once on a Retry-After too long to wait', async () => {
    espn.failNext({ kind: 'status', status: 503, retryAfter: '0' }, { times: 3 });
    const outage = await failure(source({ maxAttempts: 3 }).readLeague(ref(ESPN_PUBLIC_LEAGUE_ID)));
    expect(outage).toMatchObject({ code: 'unreachable', status: 503, attempts: 3 });
    expect(outage.message).toBe(HOST_MESSAGES.unreachable('espn'));
    expect(requestsNow()).toHaveLength(3);

    espn.failNext({ kind: 'status', status: 429, retryAfter: '120' });
    const blocked = await failure(source().readLeague(ref(ESPN_PUBLIC_LEAGUE_ID)));
    expect(blocked).toMatchObject({ code: 'unreachable', status: 429, attempts: 1 });
  });

  it('reports a 403 as refused', async () => {
    espn.failNext({ kind: 'status', status: 403, body: 'Forbidden' });
    const refused = await failure(source().readLeague(ref(ESPN_PUBLIC_LEAGUE_ID)));
    expect(refused).toMatchObject({
      code: 'refused',
      status: 403,
      message: 'ESPN refused the request (HTTP 403).',
    });
  });

  it('reads HTML, malformed JSON and a shape that is not a league as a bad answer', async () => {
    for (const kind of ['html', 'malformed', 'misshapen'] as const) {
      espn.failNext({ kind });
      const bad = await failure(source().readLeague(ref(ESPN_PUBLIC_LEAGUE_ID)));
      expect(bad, kind).toMatchObject({
        code: 'bad_answer',
        status: 200,
        message: HOST_MESSAGES.bad_answer('espn'),
      });
    }
  });

  it('stops reading an answer larger than it takes, declared or streamed, as a bad answer', async () => {
    espn.failNext({ kind: 'oversized', bytes: 9 * 1024 * 1024 });
    const declared = await failure(source().readLeague(ref(ESPN_PUBLIC_LEAGUE_ID)));
    expect(declared).toMatchObject({ code: 'bad_answer', status: 200 });
    expect(String(declared.cause)).toContain(`larger than ${8 * 1024 * 1024} bytes`);

    espn.failNext({ kind: 'oversized', bytes: 256 * 1024, declared: false });
    const streamed = await failure(source({ maxBytes: 64 * 1024 }).readLeague(ref(ESPN_PUBLIC_LEAGUE_ID)));
    expect(streamed).toMatchObject({ code: 'bad_answer', status: 200 });
    // The league itself is well under the limit.
    expect((await source({ maxBytes: 64 * 1024 }).readLeague(ref(ESPN_PUBLIC_LEAGUE_ID))).size).toBe(10);
  });

  it('sees a trade, an add and a drop on the next read (what sync works from)', async () => {
    const fake = await startFakeEspn();
    try {
      const espnSource = createEspnLeagueSource({ baseUrl: fake.url, limiter: { take: async () => 0 } });
      fake.trade(ESPN_PUBLIC_LEAGUE_ID, ESPN_FIXTURE_SEASON, P.chase.id, 2);
      fake.add(ESPN_PUBLIC_LEAGUE_ID, ESPN_FIXTURE_SEASON, 2, P.jsn, 23);
      fake.drop(ESPN_PUBLIC_LEAGUE_ID, ESPN_FIXTURE_SEASON, P.hall.id);
      const league = await espnSource.readLeague(ref(ESPN_PUBLIC_LEAGUE_ID));
      const [gurus, nest] = league.rosters;
      expect(gurus?.players).not.toContain(id(P.chase));
      expect(gurus?.players).not.toContain(id(P.hall));
      // Jefferson now holds the first WR slot; the second is empty.
      expect(gurus?.starters.slice(3, 5)).toEqual([id(P.jefferson), null]);
      expect(nest?.players.slice(-2)).toEqual([id(P.chase), id(P.jsn)]);
      expect(nest?.starters[6]).toBe(id(P.jsn));
      expect(league.players.get(id(P.jsn))).toMatchObject({ name: 'Jaxon Smith-Njigba', team: 'SEA' });
    } finally {
      await fake.close();
    }
  });
});
