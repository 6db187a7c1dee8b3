import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type {
  CheckoutOutcome,
  Outcomes,
  SignInOutcome,
  SignUpOutcome,
  WebhookOutcome,
} from '../../ports/outcomes.js';
import { histogramSeries } from './histogram-series.js';
import { type RequestLabels, requestSeries } from './request-series.js';

/** The active model's id and its age, or `undefined` when no model is active. */
export type ModelAge = { model: string; seconds: number } | undefined;

/** What `createAppMetrics` reads. */
export interface AppMetricsOptions {
  /** The active model's age, read on each scrape (`activeModelAge`); no model-age sample without it. */
  modelAge?: () => Promise<ModelAge>;
  /** prom-client's default process metrics (CPU, memory, event loop, GC); on by default. */
  processMetrics?: boolean;
}

/** Records one store operation: how long it took, and whether it failed. */
export type Recorder = (seconds: number, failed: boolean) => void;

/** One app's metrics: its own registry (never the global one) and what the app records in it. */
export interface AppMetrics extends Outcomes {
  /** Serve `registry.metrics()` with `registry.contentType`. */
  readonly registry: Registry;
  /** Counts a request and its duration. */
  observeRequest(labels: RequestLabels, seconds: number): void;
  /** The recorder of one operation on one collection (`measuredStore` asks once per pair and keeps it). */
  storeRecorder(collection: string, operation: string): Recorder;
}

/**
 * Seconds, from a fast API answer (2.5 ms) to a slow import (10 s): few buckets, since each is a
 * series per route and status and a comparison per request.
 */
const HTTP_BUCKETS = [0.0025, 0.005, 0.01, 0.025, 0.1, 0.5, 2.5, 10];
/** Seconds, from an indexed embedded read (100 µs) to a slow scan (1 s). */
const STORE_BUCKETS = [0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05, 0.25, 1];

/**
 * Creates one app's metrics in a registry of its own, so that many apps in one process (the tests)
 * never collide: HTTP requests by method, route template and status (`lineup_http_requests_total`,
 * `lineup_http_request_duration_seconds`), sign-in and sign-up outcomes, checkout and billing
 * webhook outcomes, store operation latency by collection and operation (and failures), the active
 * model's age (a gauge read on scrape), and prom-client's default process metrics.
 *
 * @example
 * const metrics = createAppMetrics({ modelAge: () => activeModelAge(store, clock) });
 * res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
 */
export function createAppMetrics(options: AppMetricsOptions = {}): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  if (options.processMetrics !== false) collectDefaultMetrics({ register: registry });

  // Series bounded by methods × route templates × statuses the app answers (a few hundred at most).
  const requests = requestSeries(
    {
      name: 'lineup_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status.',
    },
    {
      name: 'lineup_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by method, route template and status.',
      buckets: HTTP_BUCKETS,
    },
  );
  for (const metric of requests.metrics) registry.registerMetric(metric);
  const outcome = (name: string, help: string) =>
    new Counter({ name, help, labelNames: ['outcome'] as const, registers });
  const signIns = outcome('lineup_sign_in_total', 'Sign-in forms of the embedded provider, by outcome.');
  const signUps = outcome('lineup_sign_up_total', 'Sign-up forms of the embedded provider, by outcome.');
  const checkouts = outcome('lineup_checkout_total', 'Checkout requests, by outcome.');
  const webhooks = outcome(
    'lineup_billing_webhook_total',
    'Payment-provider webhook deliveries, by outcome.',
  );
  const storeDurations = histogramSeries<{ collection: string; operation: string }>({
    name: 'lineup_store_operation_duration_seconds',
    help: 'Time a store operation took, by collection and operation.',
    buckets: STORE_BUCKETS,
  });
  for (const metric of storeDurations.metrics) registry.registerMetric(metric);
  const storeFailures = new Counter({
    name: 'lineup_store_operation_failures_total',
    help: 'Store operations that failed (a refused write included), by collection and operation.',
    labelNames: ['collection', 'operation'] as const,
    registers,
  });
  const { modelAge } = options;
  new Gauge({
    name: 'lineup_model_age_seconds',
    help: "Seconds since the active model's training (its trainedAt), by model id; no sample without one.",
    labelNames: ['model'] as const,
    registers,
    async collect() {
      this.reset();
      const age = await modelAge?.().catch(() => undefined);
      if (age) this.set({ model: age.model }, age.seconds);
    },
  });

  return {
    registry,
    observeRequest: requests.observe,
    storeRecorder(collection, operation) {
      const time = storeDurations.of({ collection, operation });
      return (seconds, failed) => {
        time.observe(seconds);
        // Rare: prom-client's counter is quick enough for failures.
        if (failed) storeFailures.inc({ collection, operation });
      };
    },
    signIn: (value: SignInOutcome) => signIns.inc({ outcome: value }),
    signUp: (value: SignUpOutcome) => signUps.inc({ outcome: value }),
    checkout: (value: CheckoutOutcome) => checkouts.inc({ outcome: value }),
    webhook: (value: WebhookOutcome) => webhooks.inc({ outcome: value }),
  };
}
