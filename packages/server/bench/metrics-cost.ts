/**
 * What the metrics cost a request in CPU, measured directly in this process: the request recording
 * (`httpMetrics` in an Express router, before a route answering a real `ServerResponse`: its layer,
 * the clock read, and the series updated when the response closes) and the store timing
 * (`measuredStore` over a collection that answers at once), each against the same loop without it,
 * in alternating rounds (medians of 9). The HTTP benchmark adds them up for a route (store
 * operations a request, read off `/metrics`) against that route's CPU a request: a figure that the
 * machine's noise, as large as the cost in requests/s, does not blur.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import express, { type Request, type Response } from 'express';
import { createAppMetrics } from '../src/adapters/metrics/app-metrics.js';
import { measuredStore, OPERATIONS_TIMED } from '../src/adapters/metrics/measured-store.js';
import { httpMetrics } from '../src/edge/metrics/http-metrics.js';
import type { Collection, Doc, Store } from '../src/ports/store.js';

const ROUNDS = 9;
const REQUESTS = 100_000;
const OPERATIONS = 200_000;
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;

/** µs per iteration of `step`, over `times` iterations. */
async function microsPer(times: number, step: () => unknown): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < times; i++) await step();
  return ((performance.now() - started) * 1000) / times;
}

/** The median extra µs of `measured` over `plain`, in alternating rounds. */
async function extraMicros(times: number, plain: () => unknown, measured: () => unknown): Promise<number> {
  const extra: number[] = [];
  await microsPer(times / 10, plain); // warm-up
  await microsPer(times / 10, measured);
  for (let round = 0; round < ROUNDS; round++) {
    const without = await microsPer(times, plain);
    extra.push((await microsPer(times, measured)) - without);
  }
  return median(extra);
}

/**
 * An Express router that answers `GET /api/season` 200 (the response closed, as the server's
 * would be), behind `httpMetrics` when given: the request dispatched as Express does, the
 * middleware's own layer included.
 */
function routerAnswering(middleware?: ReturnType<typeof httpMetrics>) {
  const router = express.Router();
  if (middleware) router.use(middleware);
  router.get('/api/season', (_req, res) => {
    res.locals.route = '/api/season';
    res.statusCode = 200;
    res.emit('close');
  });
  return () => {
    const req = new IncomingMessage(new Socket()) as unknown as Request;
    Object.assign(req, { method: 'GET', url: '/api/season', originalUrl: '/api/season' });
    const res = new ServerResponse(req as unknown as IncomingMessage) as unknown as Response;
    Object.assign(res, { req, locals: {} });
    router(req, res, () => {
      throw new Error('GET /api/season was not answered');
    });
  };
}

/** A store whose every collection answers every timed operation at once (what timing alone costs). */
export function instantStore(): Store {
  const answer = async () => null;
  const instant = Object.fromEntries(OPERATIONS_TIMED.map((operation) => [operation, answer]));
  return {
    kind: 'embedded',
    collection: <T extends Doc>() => instant as unknown as Collection<T>,
    close: async () => undefined,
  };
}

/** The metrics' own CPU: µs a request recorded, and µs a store operation timed. */
export async function metricsCost(): Promise<{ requestUs: number; storeOperationUs: number }> {
  const metrics = createAppMetrics({ processMetrics: false });
  const middleware = httpMetrics(metrics);
  const requestUs = await extraMicros(REQUESTS, routerAnswering(), routerAnswering(middleware));

  const store = instantStore();
  const measured = measuredStore(store, metrics.storeRecorder);
  const storeOperationUs = await extraMicros(
    OPERATIONS,
    () => store.collection<{ _id: string }>('rows').findOne({ _id: 'r' }),
    () => measured.collection<{ _id: string }>('rows').findOne({ _id: 'r' }),
  );
  return { requestUs, storeOperationUs };
}
