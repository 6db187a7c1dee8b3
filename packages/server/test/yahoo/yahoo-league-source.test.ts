import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createYahooLeagueSource,
  type YahooLeagueSource,
} from '../../src/adapters/yahoo/yahoo-league-source.js';
import { HostError } from '../../src/ports/host-error.js';
import {
  P,
  PAST_LEAGUE_KEY,
  PPR_LEAGUE_KEY,
  PRIVATE_LEAGUE_KEY,
  SUPERFLEX_LEAGUE_KEY,
} from '../support/yahoo-fixtures.js';
import { quickTimings, startYahooHarness, type YahooHarness } from './yahoo-harness.js';

const PAT = 'user-pat';
const keys = (...players: Array<{ playerKey: string } | null>) => players.map((p) => p?.playerKey ?? null);

describe("the Yahoo league source against Yahoo's Fantasy API", () => {
  let h: YahooHarness;
  let yahoo: YahooLeagueSource;
  let accessToken: string;
  beforeEach(async () => {
    h = await startYahooHarness();
    await h.connect(PAT);
    accessToken = await h.accounts.accessToken(PAT);
    yahoo = createYahooLeagueSource({ baseUrl: h.fake.apiUrl, ...quickTimings(h.clock) });
  });
  afterEach(async () => {
    await h.close();
  });

  const read = (leagueId: string) => yahoo.readLeague({ provider: 'yahoo', leagueId, accessToken });
  const failure = (leagueId = PPR_LEAGUE_KEY) =>
    read(leagueId).then(
      () => {
        throw new Error('expected a refusal');
      },
      (error: unknown) => error as HostError,
    );

  it('reads a PPR league: slots, scoring, every roster in slot order, IR set aside, the players', async () => {
    const league = await read(PPR_LEAGUE_KEY);
    expect(league).toMatchObject({
      provider: 'yahoo',
      leagueId: PPR_LEAGUE_KEY,
      name: 'Touchdown Town PPR',
      season: 2026,
      size: 10,
      status: 'in_season',
    });
    expect(league.rosterPositions).toEqual([
      'QB',
      'WR',
      'WR',
      'WR',
      'RB',
      'RB',
      'TE',
      'FLEX',
      'K',
      'DEF',
      'BN',
      'BN',
      'BN',
      'BN',
      'BN',
      'BN',
      'IR',
    ]);
    expect(league.scoring.format).toBe('ppr');
    expect(league.scoring.settings.receiving.receptions).toBe(1);
    expect(league.scoring.settings.passing.interceptions).toBe(-1);
    expect(league.scoring.notes).toEqual([
      'Not counted in projections: points per offensive fumble return touchdown (+6).',
    ]);
    expect(league.rosters.map((roster) => roster.rosterId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    const [pat, sam, three] = league.rosters;
    expect(pat).toMatchObject({ ownerName: 'Pat', teamName: 'Pat’s Pickers' });
    expect(pat?.starters).toEqual(
      keys(
        P.mahomes,
        P.chase,
        P.jefferson,
        P.stBrown,
        P.barkley,
        P.bijan,
        P.kelce,
        P.henry,
        P.butker,
        P.sfDef,
      ),
    );
    expect(pat?.players).toHaveLength(16);
    expect(pat?.players).toContain(P.nacua.playerKey);
    expect(pat?.setAside).toEqual([P.mccaffrey.playerKey]);
    expect(sam?.starters).toEqual(
      keys(P.hurts, P.hill, P.ajBrown, null, null, null, P.laporta, null, P.elliott, P.balDef),
    );
    expect(sam?.players).toContain(P.lamar.playerKey);
    expect(three?.starters).toEqual(
      keys(null, null, null, null, null, null, P.andrews, null, P.tucker, null),
    );
    expect(league.rosters[9]).toEqual({
      rosterId: 10,
      ownerName: 'Manager 10',
      teamName: 'Team 10',
      starters: Array(10).fill(null),
      players: [],
      setAside: [],
    });

    expect(league.players.get(P.chase.playerKey)).toEqual({
      id: P.chase.playerKey,
      name: "Ja'Marr Chase",
      position: 'WR',
      team: 'CIN',
    });
    expect(league.players.get(P.sfDef.playerKey)).toEqual({
      id: '470.p.100025',
      name: 'San Francisco',
      position: 'DEF',
      team: 'SF',
    });
    expect(league.players.get(P.mccaffrey.playerKey)?.name).toBe('Christian McCaffrey');
    expect(league.players.size).toBe(16 + 7 + 2);

    const calls = h.fake.requests.filter((r) => r.path.startsWith('/fantasy/v2/league/'));
    expect(calls.map((r) => r.path)).toEqual([
      `/fantasy/v2/league/${PPR_LEAGUE_KEY}/settings`,
      `/fantasy/v2/league/${PPR_LEAGUE_KEY}/teams/roster`,
    ]);
    for (const call of calls) expect(call).toMatchObject({ auth: 'bearer', format: 'json' });
  });

  it('reads a superflex half-PPR league with an IDP slot, and notes the bonus, first downs and IDP points', async () => {
    const league = await read(SUPERFLEX_LEAGUE_KEY);
    expect(league.rosterPositions).toEqual([
      'QB',
      'WR',
      'WR',
      'RB',
      'RB',
      'TE',
      'FLEX',
      'SUPER_FLEX',
      'K',
      'DEF',
      'LB',
      'BN',
      'BN',
      'BN',
      'BN',
      'BN',
      'IR',
    ]);
    expect(league.scoring.format).toBe('half-ppr');
    expect(league.scoring.settings.receiving.receptions).toBe(0.5);
    expect(league.scoring.notes).toEqual([
      'Not counted in projections: a bonus of +3 at 300 passing yards.',
      'Not counted in projections: points per rushing first down (+0.5).',
      'Not counted in projections: points per solo tackle (IDP) (+1).',
      'Not counted in projections: points per sack (IDP) (+2).',
    ]);
    const pat = league.rosters.find((roster) => roster.rosterId === 4);
    expect(pat?.starters).toEqual(
      keys(
        P.allen,
        P.jefferson,
        P.chase,
        P.henry,
        P.hall,
        P.andrews,
        P.stBrown,
        P.mahomes,
        P.tucker,
        P.balDef,
        P.warner,
      ),
    );
    expect(league.players.get(P.warner.playerKey)).toMatchObject({ position: 'LB', team: 'SF' });
    const sam = league.rosters.find((roster) => roster.rosterId === 1);
    expect(sam?.starters[7]).toBe(P.hurts.playerKey);
  });

  it('sees a trade on the next read', async () => {
    h.fake.trade(PPR_LEAGUE_KEY, P.lamb.playerKey, 2);
    const league = await read(PPR_LEAGUE_KEY);
    expect(league.rosters[0]?.players).not.toContain(P.lamb.playerKey);
    expect(league.rosters[1]?.players).toContain(P.lamb.playerKey);
    expect(league.rosters[1]?.starters).not.toContain(P.lamb.playerKey);
  });

  it("lists the account's leagues of a season only", async () => {
    expect(
      (await yahoo.leaguesOf(accessToken, 2025)).map((league) => [league.leagueId, league.status]),
    ).toEqual([[PAST_LEAGUE_KEY, 'complete']]);
    expect(await yahoo.leaguesOf(accessToken, 2030)).toEqual([]);
  });

  it('refuses a league the account is not in (403) and one Yahoo does not have', async () => {
    expect(await failure(PRIVATE_LEAGUE_KEY)).toMatchObject({ code: 'private_league', status: 403 });
    const unknown = await failure('470.l.999999');
    expect(unknown).toMatchObject({ code: 'unknown_league', status: 400 });
    expect(unknown.message).toBe('Yahoo has no league 470.l.999999.');
  });

  it('refuses a malformed league key before any request', async () => {
    const before = h.fake.requests.length;
    for (const key of ['abc', '470.l.1/../../users', '470.l.', '1234567.l.1', '470.l.1;out=teams']) {
      expect(await failure(key)).toMatchObject({ code: 'unknown_league' });
    }
    expect(h.fake.requests.length).toBe(before);
  });

  it("says plainly when Yahoo refuses the app itself (2026's approval gate)", async () => {
    h.fake.notApproved = true;
    const error = await failure();
    expect(error).toMatchObject({ provider: 'yahoo', code: 'not_approved', status: 403 });
    expect(error.message).toMatch(/not approved/);
    expect(error.message).toMatch(/operator/);
    await expect(yahoo.leaguesOf(accessToken, 2026)).rejects.toMatchObject({ code: 'not_approved' });
  });

  it('says the token was refused (401) when it expired, for the caller to renew it', async () => {
    h.fake.expireAccessTokens();
    const error = await failure();
    expect(error).toMatchObject({ code: 'refused', status: 401 });
    expect(error.message).not.toContain(accessToken);
    expect(JSON.stringify({ ...error, cause: String(error.cause) })).not.toContain(accessToken);
  });

  it('retries a 429 with Retry-After, then reads the league', async () => {
    h.fake.failNext({ kind: 'status', status: 429, retryAfter: '1' }, { prefix: '/fantasy/v2/league/' });
    const league = await read(PPR_LEAGUE_KEY);
    expect(league.rosters).toHaveLength(10);
    expect(h.fake.count(`/fantasy/v2/league/${PPR_LEAGUE_KEY}/settings`)).toBe(2);
  });

  it('gives up as unreachable after every attempt fails (503), and on 999 "Request denied"', async () => {
    h.fake.failNext({ kind: 'status', status: 503, retryAfter: '0' }, { times: 3, prefix: '/fantasy/v2/' });
    expect(await failure()).toMatchObject({ code: 'unreachable', attempts: 3 });
    // Yahoo's rate limit: 999 with an HTML "Request denied" page, not worth retrying at once.
    h.fake.failNext({ kind: 'status', status: 999 }, { prefix: '/fantasy/v2/' });
    const limited = await failure();
    expect(limited).toMatchObject({ code: 'unreachable', status: 999, attempts: 1 });
    expect(limited.message).toMatch(/limiting/);
    expect((await read(PPR_LEAGUE_KEY)).rosters).toHaveLength(10);
  });

  it('refuses HTML, cut-off JSON, another shape and an oversized answer as bad_answer', async () => {
    for (const kind of ['html', 'truncated', 'wrong_shape'] as const) {
      h.fake.failNext({ kind }, { prefix: '/fantasy/v2/league/' });
      expect(await failure()).toMatchObject({ code: 'bad_answer' });
    }
    // The rosters answer broken after good settings: nothing is half read.
    h.fake.failNext({ kind: 'wrong_shape' }, { prefix: `/fantasy/v2/league/${PPR_LEAGUE_KEY}/teams` });
    expect(await failure()).toMatchObject({ code: 'bad_answer' });
    const small = createYahooLeagueSource({
      baseUrl: h.fake.apiUrl,
      ...quickTimings(h.clock),
      maxBytes: 64 * 1024,
    });
    h.fake.failNext({ kind: 'oversized', bytes: 512 * 1024 }, { prefix: '/fantasy/v2/league/' });
    await expect(
      small.readLeague({ provider: 'yahoo', leagueId: PPR_LEAGUE_KEY, accessToken }),
    ).rejects.toMatchObject({
      code: 'bad_answer',
    });
    expect(
      await small.readLeague({ provider: 'yahoo', leagueId: PPR_LEAGUE_KEY, accessToken }),
    ).toMatchObject({
      size: 10,
    });
  });

  it('every refusal is a HostError of Yahoo', async () => {
    h.fake.notApproved = true;
    expect(await failure()).toBeInstanceOf(HostError);
  });
});
