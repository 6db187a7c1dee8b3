import { describe, expect, it } from 'vitest';
import { checkReadiness } from './readiness.js';

describe('checkReadiness', () => {
  it('is ready when every check resolves in time', async () => {
    expect(
      await checkReadiness({ store: async () => 'found', identity: async () => undefined }, 500),
    ).toEqual({
      ready: true,
      checks: { store: 'ok', identity: 'ok' },
      errors: {},
    });
  });

  it('names the check that rejected, or threw at once, with its message', async () => {
    const readiness = await checkReadiness(
      {
        store: () => Promise.reject(new Error('The store is closed')),
        identity: () => {
          throw new Error('discovery failed');
        },
        other: async () => undefined,
      },
      500,
    );
    expect(readiness).toEqual({
      ready: false,
      checks: { store: 'failed', identity: 'failed', other: 'ok' },
      errors: { store: 'The store is closed', identity: 'discovery failed' },
    });
  });

  it('gives up on a check that hangs after the time allowed', async () => {
    const started = performance.now();
    const readiness = await checkReadiness(
      { store: () => new Promise(() => undefined), identity: async () => undefined },
      50,
    );
    expect(readiness.checks).toEqual({ store: 'timeout', identity: 'ok' });
    expect(readiness.errors).toEqual({ store: 'no answer within 50 ms' });
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
