import { describe, expect, it } from 'vitest';
import { sampleValue } from '../../../test/support/prometheus-text.js';
import { createAppMetrics } from './app-metrics.js';

describe('createAppMetrics', () => {
  it('keeps each app’s figures in its own registry, so that two apps never collide', async () => {
    const first = createAppMetrics({ processMetrics: false });
    const second = createAppMetrics({ processMetrics: false });

    first.observeRequest({ method: 'GET', route: '/api/season', status: '200' }, 0.003);
    first.observeRequest({ method: 'GET', route: '/api/season', status: '200' }, 0.004);
    second.signIn('success');

    const one = await first.registry.metrics();
    const two = await second.registry.metrics();
    const season = { method: 'GET', route: '/api/season', status: '200' };
    expect(sampleValue(one, 'lineup_http_requests_total', season)).toBe(2);
    expect(sampleValue(one, 'lineup_http_request_duration_seconds_count', season)).toBe(2);
    expect(sampleValue(one, 'lineup_http_request_duration_seconds_sum', season)).toBeCloseTo(0.007);
    expect(sampleValue(one, 'lineup_http_request_duration_seconds_bucket', { ...season, le: '0.0025' })).toBe(
      0,
    );
    expect(sampleValue(one, 'lineup_http_request_duration_seconds_bucket', { ...season, le: '0.005' })).toBe(
      2,
    );
    expect(sampleValue(one, 'lineup_sign_in_total')).toBeUndefined();
    expect(sampleValue(two, 'lineup_http_requests_total')).toBeUndefined();
    expect(sampleValue(two, 'lineup_sign_in_total', { outcome: 'success' })).toBe(1);
  });

  it('records store operations and their failures by collection and operation', async () => {
    const metrics = createAppMetrics({ processMetrics: false });
    const record = metrics.storeRecorder('teams', 'findOne');
    record(0.0002, false);
    record(0.0004, true);

    const text = await metrics.registry.metrics();
    const labels = { collection: 'teams', operation: 'findOne' };
    expect(sampleValue(text, 'lineup_store_operation_duration_seconds_count', labels)).toBe(2);
    expect(sampleValue(text, 'lineup_store_operation_duration_seconds_sum', labels)).toBeCloseTo(0.0006);
    expect(
      sampleValue(text, 'lineup_store_operation_duration_seconds_bucket', { ...labels, le: '0.0001' }),
    ).toBe(0);
    expect(
      sampleValue(text, 'lineup_store_operation_duration_seconds_bucket', { ...labels, le: '0.0005' }),
    ).toBe(2);
    expect(text).toContain('# TYPE lineup_store_operation_duration_seconds histogram');
    expect(sampleValue(text, 'lineup_store_operation_failures_total', labels)).toBe(1);
  });

  it('reads the model’s age on each scrape, and shows none when there is no model or it cannot be read', async () => {
    let age: { model: string; seconds: number } | undefined | Error = { model: 'gbm@v1', seconds: 3600 };
    const metrics = createAppMetrics({
      processMetrics: false,
      modelAge: async () => {
        if (age instanceof Error) throw age;
        return age;
      },
    });
    expect(
      sampleValue(await metrics.registry.metrics(), 'lineup_model_age_seconds', { model: 'gbm@v1' }),
    ).toBe(3600);
    age = { model: 'gbm@v2', seconds: 60 };
    const next = await metrics.registry.metrics();
    expect(sampleValue(next, 'lineup_model_age_seconds', { model: 'gbm@v2' })).toBe(60);
    expect(sampleValue(next, 'lineup_model_age_seconds', { model: 'gbm@v1' })).toBeUndefined();
    age = undefined;
    expect(sampleValue(await metrics.registry.metrics(), 'lineup_model_age_seconds')).toBeUndefined();
    age = new Error('store closed');
    expect(sampleValue(await metrics.registry.metrics(), 'lineup_model_age_seconds')).toBeUndefined();
  });

  it('adds prom-client’s default process metrics unless told not to', async () => {
    const text = await createAppMetrics().registry.metrics();
    expect(sampleValue(text, 'process_cpu_user_seconds_total')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sampleValue(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    const bare = await createAppMetrics({ processMetrics: false }).registry.metrics();
    expect(sampleValue(bare, 'process_cpu_user_seconds_total')).toBeUndefined();
  });
});
