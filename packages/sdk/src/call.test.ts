import { DEFAULT_RETRY_AFTER_SECONDS } from '@lineup-lab/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, type LineupLabClient } from './client.js';
import {
  InvalidResponseError,
  LineupLabError,
  PermissionError,
  RateLimitError,
  ServerError,
  UpgradeRequiredError,
  ValidationError,
} from './errors.js';
import {
  sendJson,
  sendText,
  startTestServer,
  type TestHandler,
  type TestServer,
} from './test-support/http-server.js';
import { RESPONSES } from './test-support/responses.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientFor(handler: TestHandler): Promise<LineupLabClient> {
  server = await startTestServer(handler);
  return createClient({ baseUrl: server.baseUrl, getToken: () => 'tok', retry: { delaysMs: [] } });
}

/** Runs a call that must fail and returns its error. */
async function failure(pending: Promise<unknown>): Promise<LineupLabError> {
  const error: unknown = await pending.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LineupLabError);
  return error as LineupLabError;
}

const contact = { name: 'Sam', email: 'sam@example.com', subject: 'Hi', message: 'A message long enough.' };

describe('input checked before sending', () => {
  it.each([
    [
      'a blank team name',
      (c: LineupLabClient) => c.teams.create({ teamName: '   ' }),
      'Team name is required',
      'teamName',
    ],
    [
      'an empty team name in the path',
      (c: LineupLabClient) => c.teams.get(''),
      'Team name is required',
      'teamName',
    ],
    [
      'a one-letter search',
      (c: LineupLabClient) => c.players.search({ q: 'a' }),
      'Type at least 2 characters to search',
      'q',
    ],
    [
      'week 19',
      (c: LineupLabClient) => c.players.projections('Patrick Mahomes', { week: 19 }),
      'Week must be a whole number from 1 to 18',
      'week',
    ],
    [
      'a short contact message',
      (c: LineupLabClient) => c.contact.send({ ...contact, message: 'too short' }),
      'Message must be at least 10 characters long',
      'message',
    ],
    [
      'a bad waitlist address',
      (c: LineupLabClient) => c.waitlist.signUp({ email: 'not-an-address' }),
      'Please enter a valid email address',
      'email',
    ],
    [
      'an unknown injury status',
      (c: LineupLabClient) => c.admin.updateInjury('p-1', { status: 'Sick' }),
      'Injury status must be one of: Questionable, Doubtful, Out, IR, PUP, NFI, Suspended',
      'status',
    ],
    [
      'a blank advisor question',
      (c: LineupLabClient) =>
        c.ai.lineupAdvice({
          question: ' ',
          context: { teamName: 'A', lineup: {}, bench: [], totalProjectedPoints: 0, week: 1 },
        }),
      'Please enter a question',
      'question',
    ],
  ])('refuses %s with a ValidationError and sends nothing', async (_, invoke, message, path) => {
    const client = await clientFor((_req, res) => sendJson(res, 200, {}));
    const error = await failure(invoke(client));

    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
      status: undefined,
      upgradeRequired: false,
    });
    expect(error.issues[0]).toEqual({ path, message });
    expect(error.body).toEqual({ code: 'VALIDATION_FAILED', message, issues: error.issues });
    expect(server?.seen).toEqual([]);
  });

  it('lists the issues of every part, the first one as the message', async () => {
    const client = await clientFor((_req, res) => sendJson(res, 200, {}));
    const error = await failure(
      client.call('createScenario', { params: { teamName: '' }, body: {} as never }),
    );
    expect(error.message).toBe('Team name is required');
    expect(error.issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(['teamName', 'name', 'week']),
    );
    expect(server?.seen).toEqual([]);
  });

  it('reads an absent body as {} (so the spec message names the missing field)', async () => {
    const client = await clientFor((_req, res) => sendJson(res, 200, {}));
    const error = await failure(client.call('createTeam', {} as never));
    expect(error.message).toBe('Team name is required');
  });

  it('sends the query and body as given, leaving defaults and trimming to the server', async () => {
    const client = await clientFor((_req, res) => sendJson(res, 200, RESPONSES.waitlistSignup));
    await client.waitlist.signUp({ email: '  Fan@Example.com ' });
    expect(server?.seen[0]?.body).toBe('{"email":"  Fan@Example.com "}');
  });
});

describe('errors carry the facts', () => {
  it('429: RateLimitError with retryAfter from the Retry-After header, and the request id', async () => {
    const body = { code: 'RATE_LIMITED', message: 'Too many messages', retryAfter: 5 };
    const client = await clientFor((_req, res) =>
      sendJson(res, 429, body, { 'retry-after': '42', 'x-request-id': 'req-7' }),
    );
    const error = await failure(client.contact.send(contact));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many messages',
      retryAfter: 42,
      requestId: 'req-7',
      upgradeRequired: false,
      body,
    });
  });

  it('429 without a header: retryAfter from the body, else 60', async () => {
    let withBody = true;
    const client = await clientFor((_req, res) =>
      sendJson(res, 429, {
        code: 'RATE_LIMITED',
        message: 'Slow down',
        ...(withBody ? { retryAfter: 7 } : {}),
      }),
    );
    expect((await failure(client.contact.send(contact))).retryAfter).toBe(7);
    withBody = false;
    expect((await failure(client.contact.send(contact))).retryAfter).toBe(DEFAULT_RETRY_AFTER_SECONDS);
  });

  it('403 with upgradeRequired: UpgradeRequiredError with upgradeRequired true and the server message', async () => {
    const body = {
      code: 'UPGRADE_REQUIRED',
      message: 'You have reached the limit for teams on the free plan',
      upgradeRequired: true,
      requestId: 'req-body',
    };
    const client = await clientFor((_req, res) => sendJson(res, 403, body));
    const error = await failure(client.teams.create({ teamName: 'Second Team' }));
    expect(error).toBeInstanceOf(UpgradeRequiredError);
    expect(error).toBeInstanceOf(PermissionError);
    expect(error).toMatchObject({
      status: 403,
      code: 'UPGRADE_REQUIRED',
      upgradeRequired: true,
      message: body.message,
      requestId: 'req-body',
    });
  });

  it('a plain 403 is a PermissionError with upgradeRequired false', async () => {
    const client = await clientFor((_req, res) =>
      sendJson(res, 403, { code: 'FORBIDDEN', message: 'Admins only' }),
    );
    const error = await failure(client.admin.users());
    expect(error).toBeInstanceOf(PermissionError);
    expect(error).not.toBeInstanceOf(UpgradeRequiredError);
    expect(error.upgradeRequired).toBe(false);
    expect(error.retryAfter).toBeUndefined();
  });

  it('a 503 with Retry-After carries retryAfter too', async () => {
    const client = await clientFor((_req, res) =>
      sendJson(res, 503, { code: 'UNAVAILABLE', message: 'Down for maintenance' }, { 'retry-after': '5' }),
    );
    const error = await failure(client.user.teams());
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ status: 503, code: 'UNAVAILABLE', retryAfter: 5 });
  });

  it("a server 400 is a ValidationError with the server's issues", async () => {
    const issues = [{ path: 'teamName', message: 'Team name must be at most 50 characters' }];
    const client = await clientFor((_req, res) =>
      sendJson(res, 400, { code: 'VALIDATION_FAILED', message: issues[0]?.message, issues }),
    );
    const error = await failure(client.teams.create({ teamName: 'Fine here' }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ status: 400, issues, message: 'Team name must be at most 50 characters' });
  });

  it('a CSV call answered with something else is an InvalidResponseError', async () => {
    const client = await clientFor((_req, res) => sendText(res, 200, '<!doctype html>', 'text/html'));
    const error = await failure(client.waitlist.exportCsv());
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error.message).toBe(
      'Invalid response from GET /api/waitlist/export: expected text/csv, got text/html',
    );
  });
});
