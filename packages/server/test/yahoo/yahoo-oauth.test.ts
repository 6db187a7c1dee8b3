import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createYahooOAuth } from '../../src/adapters/yahoo/yahoo-oauth.js';
import { type FakeYahoo, startFakeYahoo } from '../support/fake-yahoo.js';
import { type HandClock, handClock } from '../support/hand-clock.js';
import { YAHOO_USERS } from '../support/yahoo-fixtures.js';
import { quickTimings, TEST_NOW } from './yahoo-harness.js';

const REDIRECT = 'https://lineup.example/api/import/yahoo/callback';

describe("Yahoo's OAuth 2.0 endpoints", () => {
  let clock: HandClock;
  let fake: FakeYahoo;
  beforeEach(async () => {
    clock = handClock(TEST_NOW);
    fake = await startFakeYahoo({ now: () => clock.now().getTime(), redirectUri: REDIRECT });
  });
  afterEach(async () => {
    await fake.close();
  });

  const oauthWith = (clientSecret = fake.clientSecret) =>
    createYahooOAuth({
      authUrl: fake.authUrl,
      clientId: fake.clientId,
      clientSecret,
      redirectUri: REDIRECT,
      ...quickTimings(clock),
    });

  /** What Yahoo's consent page sends back for an authorization URL: the code. */
  async function codeFor(url: string): Promise<string> {
    const answer = await fetch(url, { redirect: 'manual' });
    const code = new URL(answer.headers.get('location') ?? 'http://x').searchParams.get('code');
    if (code === null) throw new Error(`no code: ${answer.status}`);
    return code;
  }

  it('asks for consent with the client, callback, state and S256 challenge, and no scope', () => {
    const url = new URL(oauthWith().authorizationUrl({ state: 'the-state', codeChallenge: 'the-challenge' }));
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.authUrl}/request_auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: fake.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      state: 'the-state',
      code_challenge: 'the-challenge',
      code_challenge_method: 'S256',
    });
  });

  it('exchanges a code (with its verifier) for tokens that expire by the clock, then refreshes and revokes them', async () => {
    const oauth = oauthWith();
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    const code = await codeFor(
      oauth.authorizationUrl({ state: 's', codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' }),
    );
    const tokens = await oauth.exchangeCode(code, verifier);
    expect(tokens.expiresAt.toISOString()).toBe('2026-10-15T17:00:00.000Z');
    expect(tokens.yahooGuid).toBe(YAHOO_USERS.pat.guid);
    expect(tokens.accessToken).not.toBe(tokens.refreshToken);

    clock.advance(30 * 60_000);
    const renewed = await oauth.refresh(tokens.refreshToken);
    expect(renewed.refreshToken).not.toBe(tokens.refreshToken);
    expect(renewed.expiresAt.toISOString()).toBe('2026-10-15T17:30:00.000Z');
    // The rotated-out refresh token no longer works: Yahoo says invalid_grant.
    await expect(oauth.refresh(tokens.refreshToken)).rejects.toMatchObject({ code: 'consent_revoked' });

    await oauth.revoke(renewed.refreshToken);
    expect(fake.liveTokens()).toEqual({ access: 0, refresh: 0 });
    await expect(oauth.refresh(renewed.refreshToken)).rejects.toMatchObject({ code: 'consent_revoked' });
    expect(
      fake.requests.filter((r) => r.path.startsWith('/oauth2/get_token')).every((r) => r.auth === 'basic'),
    ).toBe(true);
  });

  it('refuses a used code, a wrong verifier and a wrong client secret', async () => {
    const oauth = oauthWith();
    const verifier = 'v'.repeat(43);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const code = await codeFor(oauth.authorizationUrl({ state: 's', codeChallenge: challenge }));
    await expect(oauth.exchangeCode(code, 'w'.repeat(43))).rejects.toMatchObject({ code: 'consent_revoked' });
    // Yahoo burns a code at its first use, right or wrong.
    await expect(oauth.exchangeCode(code, verifier)).rejects.toMatchObject({ code: 'consent_revoked' });

    const other = await codeFor(oauth.authorizationUrl({ state: 's', codeChallenge: challenge }));
    const refusal: unknown = await oauthWith('not-the-secret')
      .exchangeCode(other, verifier)
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'refused', status: 401 });
    expect((refusal as Error).message).toMatch(/YAHOO_CLIENT_SECRET/);
    expect((refusal as Error).message).not.toContain('not-the-secret');
  });

  it('retries the token endpoint through a 503, and gives up as unreachable', async () => {
    const oauth = oauthWith();
    const code = await codeFor(oauth.authorizationUrl({ state: 's', codeChallenge: 'c'.repeat(43) }));
    fake.failNext(
      { kind: 'status', status: 503, retryAfter: '0' },
      { prefix: '/oauth2/get_token', times: 3 },
    );
    await expect(oauth.exchangeCode(code, 'x'.repeat(43))).rejects.toMatchObject({
      code: 'unreachable',
      attempts: 3,
    });
    fake.failNext({ kind: 'status', status: 502 }, { prefix: '/oauth2/get_token' });
    await expect(oauth.refresh('yrt.unknown')).rejects.toMatchObject({ code: 'consent_revoked' });
    expect(fake.count('/oauth2/get_token')).toBe(5);
  });
});
