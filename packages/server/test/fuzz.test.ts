/**
 * The fuzz suite: thousands of malformed requests, seeded and reproducible, against a real server.
 * Every operation of the served OpenAPI document gets malformed paths, queries, bodies and headers,
 * as nobody, as a user and as another user; the embedded OpenID provider gets bad parameters, grants
 * and forms; the web app's files and pages get malformed paths. No answer may be a 5xx, every error
 * under /api is an `ErrorBody` at a status the document lists for the operation, and a victim's team
 * and subscription come out unchanged.
 *
 * A failure names each offending request with the seed and its index. The seed is fixed, so every run
 * sends the same requests; `FUZZ_SEED=<n>` sends others.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { LineupLabClient } from '@lineup-lab/sdk';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CALLBACK_PATH } from '../src/composition/start-server.js';
import { type FakeEspn, startFakeEspn } from './support/fake-espn.js';
import { type FakeSleeper, startFakeSleeper } from './support/fake-sleeper.js';
import { type FakeYahoo, startFakeYahoo } from './support/fake-yahoo.js';
import {
  type OpenApiPaths,
  operationRequest,
  operationsOf,
  siteRequest,
} from './support/fuzz-api-requests.js';
import { liveInteractionPost, oidcRequest } from './support/fuzz-oidc-requests.js';
import { type FuzzRun, sendAll } from './support/fuzz-runner.js';
import { KNOWN_PLAYER_IDS, POLLUTION_KEY, VICTIM_TEAM } from './support/fuzz-values.js';
import { handClock } from './support/hand-clock.js';
import { seedPlayers } from './support/players.js';
import { rawAgent, sendRaw } from './support/raw-http.js';
import { startTestServer, type TestServer } from './support/server.js';
import { updateUser } from './support/users.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20_251_008);
const PER_OPERATION = 150;
const OIDC_REQUESTS = 1_200;
const SITE_REQUESTS = 300;
const LIVE_POSTS = 40;
/** Posts per live sign-in: a fresh one now and then, so that one post's outcome cannot hide the next. */
const POSTS_PER_SIGN_IN = 10;

let server: TestServer;
let sleeper: FakeSleeper;
let espn: FakeEspn;
let yahoo: FakeYahoo;
let run: FuzzRun;
let victim: LineupLabClient;

/** Everything the victim sees of their own: it must be the same after the fuzz. */
async function victimView(client: LineupLabClient) {
  return {
    team: await client.teams.get(VICTIM_TEAM),
    lineups: await client.teams.lineups(VICTIM_TEAM),
    teams: await client.user.teams(),
    subscription: await client.user.subscriptionStatus(),
  };
}
let before: Awaited<ReturnType<typeof victimView>>;

beforeAll(async () => {
  // League import calls reach the fake hosts (Sleeper, ESPN, and Yahoo with the operator's app and
  // a key to seal tokens): a well-formed one is answered, never a 503.
  const clock = handClock('2025-10-08T16:00:00Z');
  sleeper = await startFakeSleeper();
  espn = await startFakeEspn();
  yahoo = await startFakeYahoo({ now: () => clock.now().getTime() });
  server = await startTestServer(
    {
      SLEEPER_API_URL: sleeper.url,
      ESPN_API_URL: espn.url,
      YAHOO_API_URL: yahoo.apiUrl,
      YAHOO_AUTH_URL: yahoo.authUrl,
      YAHOO_CLIENT_ID: yahoo.clientId,
      YAHOO_CLIENT_SECRET: yahoo.clientSecret,
      LINEUP_SECRET_KEY: randomBytes(32).toString('base64'),
    },
    { clock },
  );
  await seedPlayers(server.store);
  victim = await server.signUp('victim@example.com');
  await victim.teams.create({ teamName: VICTIM_TEAM });
  for (const playerId of KNOWN_PLAYER_IDS) {
    await victim.lineups.addPlayer({ teamName: VICTIM_TEAM, playerId });
  }
  await victim.lineups.movePlayer({
    teamName: VICTIM_TEAM,
    playerId: 'p-mahomes',
    fromPosition: 'BENCH',
    toPosition: 'QB',
  });
  const attacker = await server.signUpWithToken('attacker@example.com');
  const rival = await server.signUpWithToken('rival@example.com');
  // The attacker has a team of the same name: their changes to it must not reach the victim's.
  await attacker.client.teams.create({ teamName: VICTIM_TEAM });
  await attacker.client.lineups.addPlayer({ teamName: VICTIM_TEAM, playerId: 'p-mahomes' });
  // Exempt (every Pro call, without a subscription to cancel), so that the Pro calls (scenarios,
  // history and restore, the advisor) are fuzzed past the tier check too.
  await updateUser(server.store, 'attacker@example.com', { tier: 'exempt' });
  before = await victimView(victim);
  run = {
    base: new URL(server.url),
    agent: rawAgent(),
    seed: SEED,
    tokens: { attacker: attacker.token, rival: rival.token },
    operations: operationsOf((await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApiPaths),
    totals: new Map(),
  };
}, 60_000);

afterAll(async () => {
  run?.agent.destroy();
  await server?.close();
  await sleeper?.close();
  await espn?.close();
  await yahoo?.close();
  if (!run) return;
  const sent = [...run.totals.values()].reduce((sum, n) => sum + n, 0);
  const byStatus = Object.fromEntries([...run.totals].sort(([a], [b]) => String(a).localeCompare(String(b))));
  console.info(`fuzz total: ${sent} requests, seed ${SEED}, by status ${JSON.stringify(byStatus)}`);
});

describe('the server under fuzzed requests', () => {
  it('answers malformed requests to every API operation below 500, with an ErrorBody at a listed status', async () => {
    expect(run.operations.length).toBeGreaterThan(20);
    const requests = run.operations.flatMap((operation, i) =>
      fc.sample(operationRequest(operation), { seed: SEED + i, numRuns: PER_OPERATION }),
    );
    expect(await sendAll(run, 'api', requests)).toEqual([]);
  }, 120_000);

  it("answers malformed requests to the OpenID provider's endpoints below 500", async () => {
    const requests = fc.sample(oidcRequest(), { seed: SEED, numRuns: OIDC_REQUESTS });
    expect(await sendAll(run, 'oidc', requests)).toEqual([]);
  }, 60_000);

  it("answers malformed requests for the web app's files and pages below 500", async () => {
    const requests = fc.sample(siteRequest(), { seed: SEED, numRuns: SITE_REQUESTS });
    expect(await sendAll(run, 'site', requests)).toEqual([]);
  }, 60_000);

  it('answers malformed sign-in and sign-up forms of a live sign-in below 500', async () => {
    const requests = fc.sample(liveInteractionPost(), { seed: SEED, numRuns: LIVE_POSTS });
    const signIns: Array<{ uid: string; cookie: string }> = [];
    for (let i = 0; i < LIVE_POSTS; i += POSTS_PER_SIGN_IN) signIns.push(await openSignIn());
    const problems = await sendAll(run, 'live sign-in', requests, (request, index) => {
      const { uid, cookie } = signIns[Math.floor(index / POSTS_PER_SIGN_IN)] ?? { uid: '', cookie: '' };
      return {
        ...request,
        target: request.target.replace('{uid}', uid),
        headers: { ...request.headers, cookie },
      };
    });
    expect(problems).toEqual([]);
  }, 60_000);

  it('sends a device form posted without a saved sign-in session back to the form (regression: 500)', async () => {
    const response = await sendRaw(run.base, run.agent, {
      method: 'POST',
      target: '/oidc/device',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'xsrf=x&user_code=ABCD-EFGH',
    });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/oidc/device');
  });

  it("leaves the victim's team and subscription as they were, and no prototype polluted", async () => {
    expect(before.team.team.bench.map((player) => player._id)).toEqual(['p-kelce', 'p-hill', 'p-chase']);
    expect(await victimView(victim)).toEqual(before);
    expect(Object.prototype).not.toHaveProperty(POLLUTION_KEY);
  });
});

/** Starts a code flow as the web app does, up to its sign-in page: the interaction's uid and cookies. */
async function openSignIn(): Promise<{ uid: string; cookie: string }> {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'lineup-web',
    response_type: 'code',
    redirect_uri: `${server.url}${WEB_CALLBACK_PATH}`,
    scope: 'openid email',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'fuzz',
  });
  const response = await sendRaw(run.base, run.agent, {
    method: 'GET',
    target: `/oidc/auth?${query}`,
    headers: {},
  });
  const uid = /\/interaction\/([^/?]+)/.exec(String(response.headers.location))?.[1];
  if (!uid) throw new Error(`No sign-in page: ${response.status} ${response.headers.location}`);
  const cookie = (response.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  return { uid, cookie };
}
