import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { sampleValue } from '../../../test/support/prometheus-text.js';
import { requestSeries } from './request-series.js';

describe('requestSeries', () => {
  const described = () => {
    const registry = new Registry();
    const series = requestSeries(
      { name: 'x_requests_total', help: 'Requests.' },
      { name: 'x_seconds', help: 'Durations.', buckets: [0.1, 0.01] },
    );
    for (const metric of series.metrics) registry.registerMetric(metric);
    return { registry, series };
  };

  it('exposes a counter and a cumulative histogram per label set, as the registry’s own', async () => {
    const { registry, series } = described();
    const ok = { method: 'GET', route: '/api/season', status: '200' };
    const aborted = { ...ok, status: 'aborted' };
    for (const seconds of [0.005, 0.01, 0.05, 3]) series.observe(ok, seconds);
    series.observe(aborted, 0.2);

    const text = await registry.metrics();
    expect(text).toContain('# TYPE x_requests_total counter');
    expect(text).toContain('# TYPE x_seconds histogram');
    expect(sampleValue(text, 'x_requests_total', ok)).toBe(4);
    expect(sampleValue(text, 'x_requests_total', aborted)).toBe(1);
    // Bounds sorted, at most each bound (0.01 is in the 0.01 bucket), the rest in +Inf only.
    expect(sampleValue(text, 'x_seconds_bucket', { ...ok, le: '0.01' })).toBe(2);
    expect(sampleValue(text, 'x_seconds_bucket', { ...ok, le: '0.1' })).toBe(3);
    expect(sampleValue(text, 'x_seconds_bucket', { ...ok, le: '+Inf' })).toBe(4);
    expect(sampleValue(text, 'x_seconds_sum', ok)).toBeCloseTo(3.065);
    expect(sampleValue(text, 'x_seconds_count', aborted)).toBe(1);
    expect(sampleValue(text, 'x_seconds_bucket', { ...aborted, le: '0.1' })).toBe(0);
  });

  it('keeps the labels it first saw, not the caller’s object, and starts again from zero on reset', async () => {
    const { registry, series } = described();
    const labels = { method: 'POST', route: '/api/edit-lineup', status: '409' };
    series.observe(labels, 0.02);
    labels.status = '200';
    expect(sampleValue(await registry.metrics(), 'x_requests_total', { ...labels, status: '409' })).toBe(1);

    registry.resetMetrics();
    const reset = await registry.metrics();
    expect(sampleValue(reset, 'x_requests_total', { ...labels, status: '409' })).toBe(0);
    expect(sampleValue(reset, 'x_seconds_bucket', { ...labels, status: '409', le: '0.1' })).toBe(0);
    series.observe({ ...labels, status: '409' }, 0.02);
    expect(sampleValue(await registry.metrics(), 'x_requests_total', { ...labels, status: '409' })).toBe(1);
  });
});
