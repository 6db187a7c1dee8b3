import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../src/adapters/secret-box/aes-gcm-secret-box.js';
import { createYahooLeagueSource } from '../../src/adapters/yahoo/yahoo-league-source.js';
import { AppError } from '../../src/errors/app-error.js';
import { COLLECTIONS } from '../../src/ports/collections.js';
import { withYahooToken } from '../../src/use-cases/import/yahoo/with-yahoo-token.js';
import { PENDING_TTL_MS } from '../../src/use-cases/import/yahoo/yahoo-deps.js';
import {
  P,
  PAST_LEAGUE_KEY,
  PPR_LEAGUE_KEY,
  PRIVATE_LEAGUE_KEY,
  SUPERFLEX_LEAGUE_KEY,
  YAHOO_USERS,
} from '../support/yahoo-fixtures.js';
import { quickTimings, startYahooHarness, type YahooHarness } from './yahoo-harness.js';

const PAT = 'user-pat';

/** Every file of the store's folder, as text. */
async function storeFiles(dataDir: string): Promise<string> {
  const names = await readdir(dataDir);
  const texts = await Promise.all(
    names.filter((name) => name.endsWith('.db')).map((name) => readFile(join(dataDir, name), 'utf8')),
  );
  return texts.join('\n');
}

describe('connecting a Yahoo account (OAuth 2.0 code flow with state and PKCE)', () => {
  let h: YahooHarness;
  beforeEach(async () => {
    h = await startYahooHarness();
  });
  afterEach(async () => {
    await h.close();
  });

  it('connects through Yahoo and the callback, keeps the tokens sealed, and lists the NFL leagues of the season', async () => {
    expect(await h.accounts.connection(PAT)).toEqual({
      configured: true,
      connected: false,
      connectedAt: null,
    });
    const { authorizationUrl } = await h.accounts.connect(PAT);
    const asked = new URL(authorizationUrl);
    expect(`${asked.origin}${asked.pathname}`).toBe(`${h.fake.authUrl}/request_auth`);
    expect(asked.searchParams.get('client_id')).toBe(h.fake.clientId);
    expect(asked.searchParams.get('response_type')).toBe('code');
    expect(asked.searchParams.get('code_challenge_method')).toBe('S256');
    expect(asked.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(asked.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const { callbackUrl, status, location } = await h.browse(authorizationUrl);
    expect(new URL(callbackUrl).searchParams.get('state')).toBe(asked.searchParams.get('state'));
    expect(status).toBe(302);
    expect(location).toBe('/import?yahoo=connected');
    // Yahoo was asked for tokens once, with the client's Basic credentials and the code.
    expect(h.fake.requests.filter((r) => r.path === '/oauth2/get_token')).toEqual([
      {
        method: 'POST',
        path: '/oauth2/get_token',
        format: null,
        auth: 'basic',
        grantType: 'authorization_code',
      },
    ]);
    expect(await h.accounts.connection(PAT)).toEqual({
      configured: true,
      connected: true,
      connectedAt: '2026-10-15T16:00:00.000Z',
    });

    // The store holds the tokens sealed: no token, code or verifier Yahoo issued is in any file.
    const record = await COLLECTIONS.yahooConnections.of(h.store).findOne({ ownerId: PAT });
    expect(record?.tokens?.v).toBe('aes-256-gcm:1');
    expect(record?.pending).toBeUndefined();
    expect(record?.accessExpiresAt).toBe('2026-10-15T17:00:00.000Z');
    const files = await storeFiles(h.dataDir);
    expect(files).toContain('aes-256-gcm:1');
    const secrets = h.fake.issuedSecrets();
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    for (const secret of secrets) expect(files).not.toContain(secret);

    const { season, leagues } = await h.accounts.leagues(PAT);
    expect(season).toBe(2026);
    expect(leagues.map((league) => league.leagueId).sort()).toEqual([PPR_LEAGUE_KEY, SUPERFLEX_LEAGUE_KEY]);
    expect(leagues.map((league) => league.leagueId)).not.toContain(PRIVATE_LEAGUE_KEY);
    expect(leagues.map((league) => league.leagueId)).not.toContain(PAST_LEAGUE_KEY);
    const ppr = leagues.find((league) => league.leagueId === PPR_LEAGUE_KEY);
    expect(ppr).toEqual({
      provider: 'yahoo',
      leagueId: PPR_LEAGUE_KEY,
      name: 'Touchdown Town PPR',
      season: 2026,
      size: 10,
      scoringType: 'ppr',
      status: 'in_season',
      rosterPositions: [
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
        ...Array(6).fill('BN'),
        'IR',
      ],
      alreadyImported: false,
    });
    const superflex = leagues.find((league) => league.leagueId === SUPERFLEX_LEAGUE_KEY);
    expect(superflex?.scoringType).toBe('half-ppr');
    expect(superflex?.rosterPositions).toContain('SUPER_FLEX');
    expect(superflex?.rosterPositions).toContain('LB');
    // Every Fantasy API call carried the bearer token and asked for JSON.
    const apiCalls = h.fake.requests.filter((r) => r.path.startsWith('/fantasy/v2/'));
    expect(apiCalls.length).toBe(3);
    for (const call of apiCalls) expect(call).toMatchObject({ auth: 'bearer', format: 'json' });
    expect(apiCalls[0]?.path).toBe('/fantasy/v2/users;use_login=1/games;game_codes=nfl;seasons=2026/leagues');

    // The import reads a listed league with the same connection.
    const source = createYahooLeagueSource({ baseUrl: h.fake.apiUrl, ...quickTimings(h.clock) });
    const league = await withYahooToken(h.accounts.accessToken, PAT, (accessToken) =>
      source.readLeague({ provider: 'yahoo', leagueId: PPR_LEAGUE_KEY, accessToken }),
    );
    const mine = league.rosters.find((roster) => roster.ownerName === 'Pat');
    expect(mine?.starters[0]).toBe(P.mahomes.playerKey);
    expect(mine?.setAside).toEqual([P.mccaffrey.playerKey]);
    expect(league.scoring.format).toBe('ppr');
  });

  it('marks a league already imported', async () => {
    await h.connect(PAT);
    await COLLECTIONS.leagues.of(h.store).insertOne({
      _id: 'league-1',
      ownerId: PAT,
      provider: 'yahoo',
      providerLeagueId: PPR_LEAGUE_KEY,
      rosterId: 1,
      name: 'Touchdown Town PPR',
      season: 2026,
      teamCount: 10,
      teamId: 'team-1',
      teamName: 'Pat’s Pickers',
      scoringFormat: 'ppr',
      importedAt: '2026-10-01T00:00:00.000Z',
      lastSyncedAt: '2026-10-01T00:00:00.000Z',
    } as never);
    const { leagues } = await h.accounts.leagues(PAT);
    expect(Object.fromEntries(leagues.map((league) => [league.leagueId, league.alreadyImported]))).toEqual({
      [PPR_LEAGUE_KEY]: true,
      [SUPERFLEX_LEAGUE_KEY]: false,
    });
  });

  it('sends the browser back with reason=denied when the person declines at Yahoo, and keeps nothing', async () => {
    h.fake.consent = 'deny';
    const { authorizationUrl } = await h.accounts.connect(PAT);
    const { callbackUrl, location } = await h.browse(authorizationUrl);
    expect(new URL(callbackUrl).searchParams.get('error')).toBe('access_denied');
    expect(location).toBe('/import?yahoo=error&reason=denied');
    expect(h.fake.count('/oauth2/get_token')).toBe(0);
    expect((await h.accounts.connection(PAT)).connected).toBe(false);
    const record = await COLLECTIONS.yahooConnections.of(h.store).findOne({ ownerId: PAT });
    expect(record?.pendingStateHash).toBeUndefined();
  });

  it('refuses a replayed callback: the state is used once', async () => {
    const first = await h.connect(PAT);
    expect(first.location).toBe('/import?yahoo=connected');
    const again = await fetch(first.callbackUrl, { redirect: 'manual' });
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('/import?yahoo=error&reason=bad_state');
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(h.fake.count('/oauth2/get_token')).toBe(1);
  });

  it('refuses a state older than 10 minutes, and a forged or missing one, without asking Yahoo', async () => {
    const { authorizationUrl } = await h.accounts.connect(PAT);
    const atYahoo = await fetch(authorizationUrl, { redirect: 'manual' });
    const callbackUrl = new URL(atYahoo.headers.get('location') ?? '');
    h.clock.advance(PENDING_TTL_MS + 1);
    const late = await fetch(callbackUrl, { redirect: 'manual' });
    expect(late.headers.get('location')).toBe('/import?yahoo=error&reason=expired');

    const forged = new URL(callbackUrl);
    forged.searchParams.set('state', 'A'.repeat(43));
    expect((await fetch(forged, { redirect: 'manual' })).headers.get('location')).toBe(
      '/import?yahoo=error&reason=bad_state',
    );
    const odd = new URL(callbackUrl);
    odd.searchParams.set('state', '<script>alert(1)</script>');
    expect((await fetch(odd, { redirect: 'manual' })).headers.get('location')).toBe(
      '/import?yahoo=error&reason=bad_state',
    );
    const none = new URL(`${h.origin}/api/import/yahoo/callback?code=abc`);
    expect((await fetch(none, { redirect: 'manual' })).headers.get('location')).toBe(
      '/import?yahoo=error&reason=bad_state',
    );
    // Yahoo's own words never reach the address.
    const yahooSays = new URL(
      `${h.origin}/api/import/yahoo/callback?error=server_error&error_description=%3Cb%3Eoops`,
    );
    expect((await fetch(yahooSays, { redirect: 'manual' })).headers.get('location')).toBe(
      '/import?yahoo=error&reason=yahoo_error',
    );
    expect(h.fake.count('/oauth2/get_token')).toBe(0);
    expect((await h.accounts.connection(PAT)).connected).toBe(false);
  });

  it('says exchange_failed when Yahoo refuses the code (a forged verifier fails PKCE)', async () => {
    const { authorizationUrl } = await h.accounts.connect(PAT);
    // Someone starts a second connection for the same user: the first state no longer counts.
    const atYahoo = await fetch(authorizationUrl, { redirect: 'manual' });
    const callbackUrl = atYahoo.headers.get('location') ?? '';
    await h.accounts.connect(PAT);
    expect((await fetch(callbackUrl, { redirect: 'manual' })).headers.get('location')).toBe(
      '/import?yahoo=error&reason=bad_state',
    );
    // A code whose challenge does not match the stored verifier is refused by Yahoo.
    const { authorizationUrl: second } = await h.accounts.connect(PAT);
    const tampered = new URL(second);
    tampered.searchParams.set('code_challenge', 'B'.repeat(43));
    const { location } = await h.browse(tampered.toString());
    expect(location).toBe('/import?yahoo=error&reason=exchange_failed');
    expect((await h.accounts.connection(PAT)).connected).toBe(false);
  });

  it('disconnects: the record goes and Yahoo is told to revoke the refresh token', async () => {
    await h.connect(PAT);
    expect(h.fake.liveTokens(YAHOO_USERS.pat.guid)).toEqual({ access: 1, refresh: 1 });
    expect(await h.accounts.disconnect(PAT)).toEqual({
      configured: true,
      connected: false,
      connectedAt: null,
    });
    expect(await COLLECTIONS.yahooConnections.of(h.store).countDocuments({ ownerId: PAT })).toBe(0);
    expect(h.fake.requests.filter((r) => r.path === '/oauth2/revoke')).toEqual([
      { method: 'POST', path: '/oauth2/revoke', format: null, auth: 'basic' },
    ]);
    expect(h.fake.liveTokens(YAHOO_USERS.pat.guid)).toEqual({ access: 0, refresh: 0 });
    await expect(h.accounts.leagues(PAT)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('keeps one connection per user: a second user connects apart', async () => {
    await h.connect(PAT);
    h.fake.signedIn = YAHOO_USERS.sam.guid;
    expect((await h.connect('user-sam')).location).toBe('/import?yahoo=connected');
    const { leagues } = await h.accounts.leagues('user-sam');
    expect(leagues.map((league) => league.leagueId).sort()).toEqual([
      PPR_LEAGUE_KEY,
      SUPERFLEX_LEAGUE_KEY,
      PRIVATE_LEAGUE_KEY,
    ]);
    expect(await COLLECTIONS.yahooConnections.of(h.store).countDocuments({})).toBe(2);
  });
});

describe('a server that cannot keep Yahoo tokens', () => {
  it('refuses to connect without a secret key (503, a clear message), and says it is not configured', async () => {
    const h = await startYahooHarness({ secrets: createSecretBox(null) });
    try {
      const refusal = await h.accounts.connect(PAT).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({ code: 'UNAVAILABLE', message: expect.stringMatching(/key/) });
      expect((await h.accounts.connection(PAT)).configured).toBe(false);
      expect(await COLLECTIONS.yahooConnections.of(h.store).countDocuments({})).toBe(0);
    } finally {
      await h.close();
    }
  });

  it('refuses to connect without a Yahoo app, and its callback says not_configured', async () => {
    const h = await startYahooHarness({ configured: false });
    try {
      await expect(h.accounts.connect(PAT)).rejects.toMatchObject({
        code: 'UNAVAILABLE',
        message: 'Yahoo import is not set up on this server.',
      });
      expect(await h.accounts.connection(PAT)).toEqual({
        configured: false,
        connected: false,
        connectedAt: null,
      });
      const back = await fetch(`${h.origin}/api/import/yahoo/callback?code=x&state=${'A'.repeat(43)}`, {
        redirect: 'manual',
      });
      expect(back.headers.get('location')).toBe('/import?yahoo=error&reason=not_configured');
    } finally {
      await h.close();
    }
  });
});
