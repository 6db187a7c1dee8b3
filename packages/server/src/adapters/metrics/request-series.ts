import type { Metric } from 'prom-client';
import { type Described, histogramSeries, type Series } from './histogram-series.js';

/** The labels of one HTTP request. */
export interface RequestLabels {
  method: string;
  route: string;
  /** The status sent, or `aborted` when the client went away first. */
  status: string;
}

/** The requests' counter and duration histogram, kept per label set, with their metrics for a registry. */
export interface RequestSeries {
  /** Counts one request and its duration, in seconds. */
  observe(labels: RequestLabels, seconds: number): void;
  /** The counter and the histogram, in prom-client's shape, to register in a registry. */
  readonly metrics: readonly Metric[];
}

/**
 * Every request's count and duration, by method, route and status, as a counter and a histogram
 * (`histogramSeries`). A request is three map lookups, route → method → status, and a few
 * additions: no key is built for it, and a label set is copied once, with its first request.
 *
 * @example
 * const http = requestSeries({ name: 'x_requests_total', help: '…' }, { name: 'x_seconds', help: '…', buckets: [0.01, 0.1] });
 * for (const metric of http.metrics) registry.registerMetric(metric);
 * http.observe({ method: 'GET', route: '/api/season', status: '200' }, 0.003);
 */
export function requestSeries(
  counter: Described,
  histogram: Described & { buckets: readonly number[] },
): RequestSeries {
  const series = histogramSeries<RequestLabels & Record<string, string>>(histogram, counter);
  const byRoute = new Map<string, Map<string, Map<string, Series>>>();

  /** A new label set's series, kept. */
  const added = (labels: RequestLabels): Series => {
    const byStatus = entryOf(
      entryOf(byRoute, labels.route, () => new Map()),
      labels.method,
      () => new Map(),
    );
    const made = series.of({ ...labels });
    byStatus.set(labels.status, made);
    return made;
  };

  return {
    observe(labels, seconds) {
      (byRoute.get(labels.route)?.get(labels.method)?.get(labels.status) ?? added(labels)).observe(seconds);
    },
    metrics: series.metrics,
  };
}

/** The entry of `key`, made by `make` and kept the first time. */
function entryOf<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
