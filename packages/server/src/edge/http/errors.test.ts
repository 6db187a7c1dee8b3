import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZErrorBody } from '@lineup-lab/core';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.js';
import type { Logger } from '../../logger.js';
import { errorHandler, notFound } from './errors.js';
import { requestId } from './request-id.js';

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

/** A tiny app with one route that throws `error`, behind the real middleware. */
async function appThrowing(error: unknown, logger: Logger): Promise<string> {
  server?.close();
  const app = express();
  app.use(requestId);
  app.get('/boom', () => {
    throw error;
  });
  app.get('/async-boom', async () => {
    await Promise.resolve();
    throw error;
  });
  app.use(notFound);
  app.use(errorHandler(logger));
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function recordingLogger(): Logger & { errors: object[]; warnings: object[] } {
  const errors: object[] = [];
  const warnings: object[] = [];
  return {
    errors,
    warnings,
    info() {},
    warn: (fields) => warnings.push(fields),
    error: (fields) => errors.push(fields),
  };
}

describe('errorHandler', () => {
  it("logs a 5xx refusal's facts for the operator, never answers them, and logs no 4xx", async () => {
    const logger = recordingLogger();
    const facts = {
      host: 'espn',
      hostError: 'unreachable',
      hostPath: '/seasons/2026/segments/0/leagues/1',
      attempts: 4,
    };
    const base = await appThrowing(
      new AppError('UNAVAILABLE', 'ESPN cannot be reached right now.', {}, facts),
      logger,
    );
    const response = await fetch(`${base}/boom`);
    expect(response.status).toBe(503);
    expect(await response.text()).not.toContain('leagues/1');
    expect(logger.warnings).toEqual([expect.objectContaining({ ...facts, path: '/boom' })]);

    const quiet = recordingLogger();
    const refused = await appThrowing(new AppError('FORBIDDEN', 'Private league', {}, facts), quiet);
    expect((await fetch(`${refused}/boom`)).status).toBe(403);
    expect(quiet.warnings).toEqual([]);
  });

  it.each(['/boom', '/async-boom'])(
    'turns an unknown error at %s into a logged 500 with a request id',
    async (path) => {
      const logger = recordingLogger();
      const base = await appThrowing(new Error('secret detail'), logger);

      const response = await fetch(`${base}${path}`, { headers: { 'x-request-id': 'req-42' } });
      const text = await response.text();

      expect(response.status).toBe(500);
      expect(JSON.parse(text)).toEqual({
        code: 'INTERNAL',
        message: 'Internal server error',
        requestId: 'req-42',
      });
      expect(text).not.toContain('secret detail');
      expect(logger.errors).toHaveLength(1);
      expect(logger.errors[0]).toMatchObject({ requestId: 'req-42', path });
    },
  );

  it('keeps the code, message and extras of an AppError, with the status from the table', async () => {
    const logger = recordingLogger();
    const base = await appThrowing(new AppError('UPGRADE_REQUIRED', 'You have reached the limit'), logger);

    const response = await fetch(`${base}/boom`);

    expect(response.status).toBe(403);
    const body = ZErrorBody.parse(await response.json());
    expect(body).toMatchObject({
      code: 'UPGRADE_REQUIRED',
      message: 'You have reached the limit',
      upgradeRequired: true,
    });
    expect(body.requestId).toBe(response.headers.get('x-request-id'));
    expect(logger.errors).toEqual([]);
  });

  it("answers Express's own client errors 400 without their inner message, and a URIError 400 (regression: 500s)", async () => {
    const logger = recordingLogger();
    const router = express();
    router.use(requestId);
    router.get('/teams/:name', (req, res) => {
      res.json({ name: req.params.name });
    });
    router.use(notFound);
    router.use(errorHandler(logger));
    server = await new Promise<Server>((resolve) => {
      const s = router.listen(0, '127.0.0.1', () => resolve(s));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const response = await fetch(`${base}/teams/%ZZ`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The path is not valid: it holds a malformed percent-encoding',
    });
    expect(logger.errors).toEqual([]);

    server.close();
    const unexposed = Object.assign(new Error('internal detail'), { status: 422 });
    const other = await appThrowing(unexposed, logger);
    const answer = await fetch(`${other}/boom`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Malformed request' });
  });

  it('makes a new request id when the one sent is not plain', async () => {
    const base = await appThrowing(new Error('x'), recordingLogger());
    const response = await fetch(`${base}/boom`, { headers: { 'x-request-id': 'bad id\twith tab' } });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
