import { describe, expect, it } from 'vitest';
import { FREE_TIER_LIMITS } from '../constants.js';
import { limitsFor } from '../tiers/permissions.js';
import { ZAuthConfig, ZHealthResponse, ZSubscriptionStatus } from './session.js';
import { sampleSubscription } from './test-fixtures.js';

describe('session calls', () => {
  it('round-trips the health answer', () => {
    const health = {
      status: 'ok',
      service: 'lineup-lab',
      version: '0.1.0',
      time: '2025-09-14T17:25:00.000Z',
      authenticated: false,
    };
    expect(ZHealthResponse.parse(health)).toEqual(health);
  });

  it('takes the auth config with or without the CLI’s client id, and refuses an empty one', () => {
    const config = {
      issuer: 'http://localhost:5005/oidc',
      clientId: 'lineup-web',
      audience: 'http://localhost:5005/api',
      scopes: ['openid', 'offline_access'],
      rolesClaim: 'roles',
    };
    expect(ZAuthConfig.parse(config)).toEqual(config);
    expect(ZAuthConfig.parse({ ...config, cliClientId: 'lineup-cli' })).toEqual({
      ...config,
      cliClientId: 'lineup-cli',
    });
    expect(ZAuthConfig.safeParse({ ...config, cliClientId: '' }).success).toBe(false);
  });

  it('round-trips a free, a pro and an exempt status', () => {
    const free = sampleSubscription({ limits: { ...FREE_TIER_LIMITS } });
    const pro = sampleSubscription({
      tier: 'pro',
      currentPeriod: { end: '2025-10-14T00:00:00.000Z' },
      limits: { ...limitsFor('pro') },
      stripeCustomerId: 'cus_1',
      stripeSubscriptionId: 'sub_1',
    });
    const exempt = sampleSubscription({
      tier: 'exempt',
      exemptReason: 'admin',
      limits: { maxTeams: null, maxLeagues: null },
    });
    for (const status of [free, pro, exempt]) {
      expect(ZSubscriptionStatus.parse(JSON.parse(JSON.stringify(status)))).toEqual(status);
    }
  });

  it('uses null for unlimited and refuses other non-numbers', () => {
    const status = sampleSubscription();
    expect(
      ZSubscriptionStatus.safeParse({ ...status, limits: { maxTeams: 'unlimited', maxLeagues: 1 } }).success,
    ).toBe(false);
    expect(
      ZSubscriptionStatus.safeParse({ ...status, limits: { maxTeams: -1, maxLeagues: 1 } }).success,
    ).toBe(false);
    expect(ZSubscriptionStatus.safeParse({ ...status, tier: 'gold' }).success).toBe(false);
  });
});
