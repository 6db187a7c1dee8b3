import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../src/ports/collections.js';
import { HostError } from '../../src/ports/host-error.js';
import { withYahooToken } from '../../src/use-cases/import/yahoo/with-yahoo-token.js';
import { createYahooAccounts } from '../../src/use-cases/import/yahoo/yahoo-accounts.js';
import { YAHOO_USERS } from '../support/yahoo-fixtures.js';
import { startYahooHarness, type YahooHarness } from './yahoo-harness.js';

const PAT = 'user-pat';
const MINUTE = 60_000;

const refreshes = (h: YahooHarness) =>
  h.fake.requests.filter((r) => r.path === '/oauth2/get_token' && r.grantType === 'refresh_token').length;

describe("the connected account's access token", () => {
  let h: YahooHarness;
  beforeEach(async () => {
    h = await startYahooHarness();
    expect((await h.connect(PAT)).location).toBe('/import?yahoo=connected');
  });
  afterEach(async () => {
    await h.close();
  });

  it('is the stored one while more than 5 minutes remain, then refreshed before it expires', async () => {
    const first = await h.accounts.accessToken(PAT);
    h.clock.advance(50 * MINUTE);
    expect(await h.accounts.accessToken(PAT)).toBe(first);
    expect(refreshes(h)).toBe(0);

    h.clock.advance(6 * MINUTE); // 4 minutes left
    const renewed = await h.accounts.accessToken(PAT);
    expect(renewed).not.toBe(first);
    expect(refreshes(h)).toBe(1);
    const record = await COLLECTIONS.yahooConnections.of(h.store).findOne({ ownerId: PAT });
    expect(record?.accessExpiresAt).toBe(new Date(h.clock.now().getTime() + 60 * MINUTE).toISOString());
    expect(record?.tokenVersion).toBe(2);
    // Yahoo rotated the refresh token: one works, the one stored.
    expect(h.fake.liveTokens(YAHOO_USERS.pat.guid).refresh).toBe(1);
    expect(await h.accounts.accessToken(PAT)).toBe(renewed);
    expect(refreshes(h)).toBe(1);
    // The new token works at Yahoo.
    expect((await h.accounts.leagues(PAT)).leagues).toHaveLength(2);
  });

  it('is refreshed once for callers who need it at the same time', async () => {
    h.clock.advance(58 * MINUTE);
    const tokens = await Promise.all(Array.from({ length: 5 }, () => h.accounts.accessToken(PAT)));
    expect(new Set(tokens).size).toBe(1);
    expect(refreshes(h)).toBe(1);

    h.clock.advance(58 * MINUTE);
    const [a, b] = await Promise.all([h.accounts.leagues(PAT), h.accounts.leagues(PAT)]);
    expect(a).toEqual(b);
    expect(refreshes(h)).toBe(2);
  });

  it('survives two processes refreshing at once: the loser takes the winner’s tokens', async () => {
    const otherProcess = createYahooAccounts(h.deps);
    h.clock.advance(58 * MINUTE);
    const [mine, theirs] = await Promise.all([h.accounts.accessToken(PAT), otherProcess.accessToken(PAT)]);
    expect(mine).toBe(theirs);
    // One refresh at Yahoo: the second process waited for the first one's tokens.
    expect(refreshes(h)).toBe(1);
    expect((await h.accounts.connection(PAT)).connected).toBe(true);
    const record = await COLLECTIONS.yahooConnections.of(h.store).findOne({ ownerId: PAT });
    expect(record?.refreshingUntil).toBeUndefined();
    expect(h.fake.liveTokens(YAHOO_USERS.pat.guid).refresh).toBe(1);
    expect((await otherProcess.leagues(PAT)).leagues).toHaveLength(2);
  });

  it('stays connected when Yahoo cannot be reached to refresh, and refreshes on the next call', async () => {
    h.clock.advance(58 * MINUTE);
    h.fake.failNext(
      { kind: 'status', status: 503, retryAfter: '0' },
      { prefix: '/oauth2/get_token', times: 3 },
    );
    await expect(h.accounts.accessToken(PAT)).rejects.toMatchObject({ code: 'unreachable' });
    const record = await COLLECTIONS.yahooConnections.of(h.store).findOne({ ownerId: PAT });
    expect(record?.tokens).toBeDefined();
    expect(record?.refreshingUntil).toBeUndefined();
    const token = await h.accounts.accessToken(PAT);
    // The code exchange, three refused attempts, the refresh that worked.
    expect(h.fake.count('/oauth2/get_token')).toBe(5);
    expect((await h.deps.leagues.leaguesOf(token, 2026)).length).toBe(2);
  });

  it('is renewed when Yahoo ends it early (401 token_expired), and the call asked again', async () => {
    h.fake.expireAccessTokens();
    const { leagues } = await h.accounts.leagues(PAT);
    expect(leagues).toHaveLength(2);
    expect(refreshes(h)).toBe(1);
    const refused = h.fake.requests.filter((r) => r.path.startsWith('/fantasy/v2/users'));
    expect(refused).toHaveLength(2);
  });

  it('ends the connection when the kept tokens cannot be opened (another key): connect again', async () => {
    const connections = COLLECTIONS.yahooConnections.of(h.store);
    const record = await connections.findOne({ ownerId: PAT });
    const tokens = record?.tokens ?? expect.fail('no tokens kept');
    const data = Buffer.from(tokens.data, 'base64');
    data[0] = (data[0] ?? 0) ^ 1; // as if sealed under another key: the tag no longer matches
    await connections.updateOne(
      { ownerId: PAT },
      { $set: { tokens: { ...tokens, data: data.toString('base64') } } },
    );
    await expect(h.accounts.accessToken(PAT)).rejects.toMatchObject({
      provider: 'yahoo',
      code: 'consent_revoked',
      message: expect.stringMatching(/Connect your Yahoo account again/),
    });
    expect(await connections.countDocuments({ ownerId: PAT })).toBe(0);
  });

  it('ends the connection when consent was revoked at Yahoo (refresh refused): consent_revoked', async () => {
    h.fake.revokeConsent(YAHOO_USERS.pat.guid);
    h.clock.advance(56 * MINUTE);
    const error = await h.accounts.accessToken(PAT).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HostError);
    expect(error).toMatchObject({ provider: 'yahoo', code: 'consent_revoked', status: 400 });
    expect((error as Error).message).toMatch(/Connect your Yahoo account again/);
    expect(await COLLECTIONS.yahooConnections.of(h.store).countDocuments({ ownerId: PAT })).toBe(0);
    expect(await h.accounts.connection(PAT)).toEqual({
      configured: true,
      connected: false,
      connectedAt: null,
    });
    await expect(h.accounts.accessToken(PAT)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('ends the connection when Yahoo rejects a token still in date and refuses the refresh', async () => {
    h.fake.revokeConsent(YAHOO_USERS.pat.guid);
    const refusal = await h.accounts.leagues(PAT).catch((caught: unknown) => caught);
    expect(refusal).toBeInstanceOf(HostError);
    expect(refusal).toMatchObject({
      code: 'consent_revoked',
      message: expect.stringMatching(/Connect your Yahoo account again/),
    });
    // The Fantasy API refused the token once, then the refresh was refused: no second API call.
    expect(h.fake.count('/fantasy/v2/')).toBe(1);
    expect(await COLLECTIONS.yahooConnections.of(h.store).countDocuments({})).toBe(0);
  });

  it('keeps a reconnection under way when the old tokens turn out revoked', async () => {
    const { authorizationUrl } = await h.accounts.connect(PAT);
    h.fake.revokeConsent(YAHOO_USERS.pat.guid);
    await expect(h.accounts.leagues(PAT)).rejects.toMatchObject({ code: 'consent_revoked' });
    expect((await h.accounts.connection(PAT)).connected).toBe(false);
    // The person was already reconnecting: that connection completes.
    expect((await h.browse(authorizationUrl)).location).toBe('/import?yahoo=connected');
    expect((await h.accounts.leagues(PAT)).leagues).toHaveLength(2);
  });

  it('withYahooToken gives the work a token, and one renewed token when Yahoo refuses the first', async () => {
    const seen: string[] = [];
    h.fake.expireAccessTokens();
    const answer = await withYahooToken(h.accounts.accessToken, PAT, async (token) => {
      seen.push(token);
      return h.deps.leagues.leaguesOf(token, 2026);
    });
    expect(answer).toHaveLength(2);
    expect(seen).toHaveLength(2);
    expect(seen[0]).not.toBe(seen[1]);
    for (const token of seen) expect(JSON.stringify(answer)).not.toContain(token);
  });
});
