import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { tokenBucket } from '../../src/adapters/outside-api/token-bucket.js';
import { createSecretBox } from '../../src/adapters/secret-box/aes-gcm-secret-box.js';
import { createYahooLeagueSource } from '../../src/adapters/yahoo/yahoo-league-source.js';
import { createYahooOAuth } from '../../src/adapters/yahoo/yahoo-oauth.js';
import {
  YAHOO_CALLBACK_PATH,
  yahooCallbackHandler,
} from '../../src/edge/pages/yahoo-callback/yahoo-callback-route.js';
import type { SecretBox } from '../../src/ports/secret-box.js';
import { createSeasonCalendar } from '../../src/season/season-calendar.js';
import { createYahooAccounts } from '../../src/use-cases/import/yahoo/yahoo-accounts.js';
import type { YahooDeps } from '../../src/use-cases/import/yahoo/yahoo-deps.js';
import { startFakeYahoo } from '../support/fake-yahoo.js';
import { type HandClock, handClock } from '../support/hand-clock.js';
import { openTempStore } from '../support/temp-store.js';

/** A Thursday of week 7 of the 2026 season (the fixtures' season). */
export const TEST_NOW = '2026-10-15T16:00:00.000Z';

/** Quick retries and a limiter that never waits: the tests' timings for the Yahoo clients. */
export function quickTimings(clock: HandClock) {
  return {
    limiter: tokenBucket({ perMinute: 60_000, burst: 1_000 }),
    baseDelayMs: 1,
    maxDelayMs: 5,
    maxAttempts: 3,
    timeoutMs: 3_000,
    random: () => 0.5,
    now: () => clock.now().getTime(),
  };
}

/**
 * The Yahoo connection for tests, all real but the browser: the fake Yahoo (sharing the hand
 * clock), the production OAuth and Fantasy API adapters pointed at it, the use cases over a temp
 * embedded store and a real secret box, and the OAuth callback mounted on an Express app on port 0
 * (the redirect URI registered at the fake).
 */
export async function startYahooHarness(options: { secrets?: SecretBox; configured?: boolean } = {}) {
  const clock = handClock(TEST_NOW);
  const fake = await startFakeYahoo({ now: () => clock.now().getTime() });
  const temp = await openTempStore();
  const app = express();
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const redirectUri = `${origin}${YAHOO_CALLBACK_PATH}`;
  fake.registerRedirect(redirectUri);
  const timings = quickTimings(clock);
  const deps: YahooDeps = {
    ctx: { store: temp.store, clock, calendar: createSeasonCalendar({ store: temp.store, clock }) },
    secrets: options.secrets ?? createSecretBox(randomBytes(32)),
    oauth:
      options.configured === false
        ? null
        : createYahooOAuth({
            authUrl: fake.authUrl,
            clientId: fake.clientId,
            clientSecret: fake.clientSecret,
            redirectUri,
            ...timings,
          }),
    leagues: createYahooLeagueSource({ baseUrl: fake.apiUrl, ...timings }),
  };
  const accounts = createYahooAccounts(deps);
  app.get(YAHOO_CALLBACK_PATH, yahooCallbackHandler(accounts));

  /**
   * What a browser does with the connect answer: opens Yahoo's consent page (which, the person
   * agreeing or not, redirects to our callback), then the callback, which redirects to the import
   * page. Answers the callback address Yahoo sent and where the callback sent the browser.
   */
  async function browse(
    authorizationUrl: string,
  ): Promise<{ callbackUrl: string; location: string; status: number }> {
    const atYahoo = await fetch(authorizationUrl, { redirect: 'manual' });
    const callbackUrl = atYahoo.headers.get('location');
    if (atYahoo.status !== 302 || callbackUrl === null) {
      throw new Error(`Yahoo's consent page answered ${atYahoo.status}: ${await atYahoo.text()}`);
    }
    const back = await fetch(callbackUrl, { redirect: 'manual' });
    return { callbackUrl, location: back.headers.get('location') ?? '', status: back.status };
  }

  return {
    clock,
    fake,
    store: temp.store,
    dataDir: temp.dataDir,
    deps,
    accounts,
    origin,
    browse,
    /** Connects `ownerId` through the whole flow; answers where the browser ended. */
    async connect(ownerId: string) {
      const { authorizationUrl } = await accounts.connect(ownerId);
      return browse(authorizationUrl);
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await fake.close();
      await temp.remove();
    },
  };
}

export type YahooHarness = Awaited<ReturnType<typeof startYahooHarness>>;
