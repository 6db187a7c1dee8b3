import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../logger.js';
import { errorHandler, notFound } from './errors.js';
import { mountRoutes, type RouteHandlers, servedRoutes } from './mount-routes.js';
import { openApiDocument } from './openapi.js';
import { requestId } from './request-id.js';

const received: unknown[] = [];
const handlers: RouteHandlers = {
  health: ({ principal }) => ({
    status: 'ok',
    service: 'lineup-lab',
    version: '1',
    time: '2026-11-24T12:00:00.000Z',
    authenticated: principal !== undefined,
  }),
  waitlistSignup: ({ body }) => {
    received.push(body);
    return { ok: true, message: 'You are on the list' };
  },
  userTeams: () => ({ teams: [] }),
  // A handler that breaks the contract: the server must not send it.
  waitlistCount: () => ({ count: 'many' }) as never,
};

let server: Server;
let base: string;
beforeAll(async () => {
  const app = express();
  app.use(requestId, express.json());
  app.use(mountRoutes(handlers, undefined), notFound);
  app.use(errorHandler(silentLogger));
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('mountRoutes', () => {
  it('serves a public route and hands the handler the parsed body', async () => {
    const response = await post('/waitlist', { email: ' Fan@Example.com ' });
    expect(response.status).toBe(200);
    expect(received.at(-1)).toEqual({ email: 'fan@example.com', source: 'landing_page' });
  });

  it("refuses a bad body with 400, the rule's message and the field issues", async () => {
    const response = await post('/waitlist', { email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please enter a valid email address',
      issues: [{ path: 'body.email', message: 'Please enter a valid email address' }],
    });
  });

  it('answers 401 on a user route without a token, before looking at the input', async () => {
    const response = await fetch(`${base}/user/teams`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('never sends a body outside the contract: 500 with the request id instead', async () => {
    const response = await fetch(`${base}/waitlist/count`, { headers: { authorization: 'Bearer x' } });
    // waitlist count is an admin route: without sign-in configured it is refused first.
    expect(response.status).toBe(401);
    const app = express();
    app.use(requestId, express.json());
    app.use(mountRoutes({ waitlistSignup: () => ({ nonsense: true }) as never }, undefined));
    app.use(errorHandler(silentLogger));
    const other = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}/api/waitlist`;
      const bad = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email":"a@b.co"}',
      });
      expect(bad.status).toBe(500);
      expect(await bad.json()).toMatchObject({ code: 'INTERNAL', requestId: expect.any(String) });
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });

  it('mounts nothing for a route without a handler', async () => {
    const response = await fetch(`${base}/subscription/plans`);
    expect(response.status).toBe(404);
  });
});

describe('openApiDocument', () => {
  it('describes exactly the served routes, with parameters, bodies, security and the error body', () => {
    const document = openApiDocument(servedRoutes(handlers), '1.2.3');
    expect(document).toMatchObject({ openapi: '3.1.0', info: { version: '1.2.3' } });
    expect(Object.keys(document.paths).sort()).toEqual(
      ['/api/session/health', '/api/user/teams', '/api/waitlist', '/api/waitlist/count'].sort(),
    );
    const signup = document.paths['/api/waitlist']?.post as Record<string, unknown>;
    expect(signup).toMatchObject({ operationId: 'waitlistSignup', security: [] });
    expect(JSON.stringify(signup.requestBody)).toContain('email');
    expect(document.paths['/api/user/teams']?.get).toMatchObject({ security: [{ bearer: [] }] });
    expect(document.components.schemas.ErrorBody).toMatchObject({ type: 'object' });
  });

  it('turns path templates into OpenAPI form with required path parameters', () => {
    const document = openApiDocument(['getTeam', 'playerProjections'], '1');
    const getTeam = document.paths['/api/get-team/{teamName}']?.get as { parameters: unknown[] };
    expect(getTeam.parameters).toContainEqual({
      name: 'teamName',
      in: 'path',
      required: true,
      schema: { type: 'string' },
    });
    const projections = Object.values(document.paths).find(
      (p) => 'get' in p && JSON.stringify(p).includes('playerProjections'),
    );
    expect(JSON.stringify(projections)).toContain(
      '"name":"week","in":"query","required":false,"schema":{"type":"integer"',
    );
    expect(JSON.stringify(projections)).toContain('"name":"mode","in":"query","required":false');
  });
});

describe("mountRoutes: the contract's tier permission", () => {
  it('refuses a free caller a pro-only route (403, upgradeRequired) without calling it, and lets a pro caller in', async () => {
    const tiers = new Map([
      ['free-token', 'free'],
      ['pro-token', 'pro'],
    ] as const);
    const calls: string[] = [];
    const app = express();
    app.use(requestId, express.json());
    app.use(
      mountRoutes(
        {
          listScenarios: ({ principal }) => {
            calls.push(principal.sub);
            return { week: 1, scenarios: [] };
          },
        },
        {
          verifier: { verify: async (token) => ({ sub: token, email: undefined, roles: [] }) },
          adminEmail: 'admin@example.com',
          subjectOf: async (principal) => ({
            tier: tiers.get(principal.sub as 'free-token') ?? 'free',
            usage: { teamsCreated: 0, leaguesImported: 0 },
          }),
        },
      ),
    );
    app.use(errorHandler(silentLogger));
    const listening = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}/api/scenarios/Gridiron`;
    try {
      const refused = await fetch(url, { headers: { authorization: 'Bearer free-token' } });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({
        code: 'UPGRADE_REQUIRED',
        upgradeRequired: true,
        message: 'Saved what-if scenarios are available on the Pro plan',
      });
      const allowed = await fetch(url, { headers: { authorization: 'Bearer pro-token' } });
      expect(allowed.status).toBe(200);
      expect(calls).toEqual(['pro-token']);
    } finally {
      await new Promise<void>((resolve) => listening.close(() => resolve()));
    }
  });
});
