import { activeModelAge } from '../adapters/metrics/active-model-age.js';
import { type AppMetrics, createAppMetrics } from '../adapters/metrics/app-metrics.js';
import { measuredStore } from '../adapters/metrics/measured-store.js';
import type { MetricsConfig } from '../config.js';
import type { MetricsAccess } from '../edge/metrics/metrics-route.js';
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/store.js';

/** The store to use, and the metrics with who may read them (absent when METRICS=off). */
export interface WithMetrics {
  store: Store;
  metrics: { metrics: AppMetrics; access: MetricsAccess } | undefined;
}

/**
 * Sets up one server's metrics as METRICS says: off, the store as it is and no metrics; otherwise
 * a registry of the server's own and the store measured (`measuredStore`), the model's age read
 * from the unmeasured store (a scrape does not count itself).
 */
export function withMetrics(config: MetricsConfig, store: Store, clock: Clock): WithMetrics {
  if (config.mode === 'off') return { store, metrics: undefined };
  const metrics = createAppMetrics({ modelAge: () => activeModelAge(store, clock) });
  return { store: measuredStore(store, metrics.storeRecorder), metrics: { metrics, access: config } };
}
