/**
 * `GET /metrics` on a real server (port 0, metrics on as outside production by default): after real
 * calls, sign-ins and sign-ups through the real pages, the scrape shows them by route template and
 * status, by outcome, the store's latency and the active model's age. A hand clock keeps the
 * model's age independent of the day the tests run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CALLBACK_PATH } from '../src/composition/start-server.js';
import { COLLECTIONS } from '../src/ports/collections.js';
import type { ModelDoc } from '../src/records/model-record.js';
import { handClock } from './support/hand-clock.js';
import { SignInRefusedError, signIn } from './support/oidc-sign-in.js';
import { parseSamples, sampleValue } from './support/prometheus-text.js';
import { startTestServer, type TestServer } from './support/server.js';

const NOW = '2026-10-01T12:00:00Z';
const clock = handClock(NOW);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { clock });
});
afterAll(() => server.close());

async function scrape(): Promise<string> {
  const response = await fetch(`${server.url}/metrics`);
  expect(response.status).toBe(200);
  return response.text();
}

describe('GET /metrics', () => {
  it('is Prometheus text, never cached, with the default process metrics', async () => {
    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toContain('# TYPE lineup_http_requests_total counter');
    expect(sampleValue(text, 'process_cpu_user_seconds_total')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sampleValue(text, 'nodejs_eventloop_lag_seconds')).toBeDefined();
  });

  it('counts and times requests by route template and status, never by raw path', async () => {
    const { client, token } = await server.signUpWithToken('metrics-routes@example.com');
    const authorization = { authorization: `Bearer ${token}` };
    await client.teams.create({ teamName: 'Metric Movers' });
    for (const name of ['Metric Movers', 'Metric%20Movers', 'No Such Team 123', 'Another Missing 456']) {
      await fetch(`${server.url}/api/get-team/${encodeURIComponent(name)}`, { headers: authorization });
    }
    for (const garbage of ['/api/wp-login.php', '/api/phpmyadmin/index.php', '/api/users/8f1c2a/secret']) {
      expect((await fetch(`${server.url}${garbage}`)).status).toBe(404);
    }
    await fetch(`${server.url}/dashboard`);
    await fetch(`${server.url}/edit-team/Some%20Team`);

    const text = await scrape();
    const getTeam = { method: 'GET', route: '/api/get-team/:teamName' };
    expect(sampleValue(text, 'lineup_http_requests_total', { ...getTeam, status: '200' })).toBe(1);
    expect(sampleValue(text, 'lineup_http_requests_total', { ...getTeam, status: '404' })).toBe(3);
    expect(
      sampleValue(text, 'lineup_http_request_duration_seconds_count', { ...getTeam, status: '404' }),
    ).toBe(3);
    expect(
      sampleValue(text, 'lineup_http_request_duration_seconds_bucket', {
        ...getTeam,
        status: '404',
        le: '+Inf',
      }),
    ).toBe(3);
    expect(
      sampleValue(text, 'lineup_http_request_duration_seconds_sum', { ...getTeam, status: '200' }),
    ).toBeGreaterThan(0);
    expect(
      sampleValue(text, 'lineup_http_requests_total', {
        method: 'POST',
        route: '/api/create-team',
        status: '201',
      }),
    ).toBe(1);
    expect(
      sampleValue(text, 'lineup_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(3);
    expect(
      sampleValue(text, 'lineup_http_requests_total', { method: 'GET', route: '/*', status: '200' }),
    ).toBe(2);

    // No label holds a team name, an id or a garbage path: the set of routes is the closed one.
    const routes = new Set(
      parseSamples(text)
        .filter((sample) => sample.name === 'lineup_http_requests_total')
        .map((sample) => sample.labels.route),
    );
    for (const route of routes) {
      expect(route).toMatch(
        /^(\/api\/[\w/:.-]*|\/oidc\/\*|\/local-billing\/\*|\/metrics|\/healthz|\/readyz|\/\*|unmatched)$/,
      );
    }
    expect(text).not.toMatch(/Metric|Missing|wp-login|phpmyadmin|8f1c2a|Some%20Team/);
  });

  it('counts sign-up and sign-in outcomes where the embedded provider decides them', async () => {
    const before = await scrape();
    const email = 'metrics-sign-in@example.com';
    await server.signUpWithToken(email, 'password-123');
    const redirectUri = `${server.url}${WEB_CALLBACK_PATH}`;
    await signIn({ baseUrl: server.url, email, password: 'password-123', redirectUri });
    await expect(
      signIn({ baseUrl: server.url, email, password: 'wrong-password', redirectUri }),
    ).rejects.toThrow(SignInRefusedError);

    const after = await scrape();
    const moved = (name: string, outcome: string) =>
      (sampleValue(after, name, { outcome }) ?? 0) - (sampleValue(before, name, { outcome }) ?? 0);
    expect(moved('lineup_sign_up_total', 'accepted')).toBe(1);
    expect(moved('lineup_sign_in_total', 'success')).toBe(1);
    expect(moved('lineup_sign_in_total', 'invalid-credentials')).toBe(1);
    expect(
      sampleValue(after, 'lineup_http_requests_total', { method: 'POST', route: '/oidc/*', status: '401' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts checkout outcomes', async () => {
    const client = await server.signUp('metrics-checkout@example.com');
    await client.billing.createCheckout({ planType: 'monthly' });
    await expect(client.billing.createCheckout({ planType: 'platinum' })).rejects.toThrow();

    const text = await scrape();
    expect(sampleValue(text, 'lineup_checkout_total', { outcome: 'created' })).toBe(1);
    expect(sampleValue(text, 'lineup_checkout_total', { outcome: 'refused' })).toBe(1);
  });

  it('times store operations by collection and operation', async () => {
    await server.anonymous().session.health();
    const text = await scrape();
    const accounts = { collection: 'accounts', operation: 'findOne' };
    expect(sampleValue(text, 'lineup_store_operation_duration_seconds_count', accounts)).toBeGreaterThan(0);
    expect(sampleValue(text, 'lineup_store_operation_duration_seconds_sum', accounts)).toBeGreaterThan(0);
    expect(
      sampleValue(text, 'lineup_store_operation_duration_seconds_count', {
        collection: 'teams',
        operation: 'insertOne',
      }),
    ).toBe(1);
  });

  it('shows the active model’s age once there is one', async () => {
    expect(sampleValue(await scrape(), 'lineup_model_age_seconds')).toBeUndefined();
    const trainedAt = new Date(clock.now().getTime() - 90 * 60_000).toISOString();
    await COLLECTIONS.models.of(server.store).insertOne({
      _id: 'gbm@20261001T1030Z',
      name: 'gbm',
      version: '20261001T1030Z',
      trainedAt,
      active: true,
    } as ModelDoc);

    expect(sampleValue(await scrape(), 'lineup_model_age_seconds', { model: 'gbm@20261001T1030Z' })).toBe(
      5_400,
    );
    clock.advance(60_000);
    expect(sampleValue(await scrape(), 'lineup_model_age_seconds')).toBe(5_460);
  });
});
