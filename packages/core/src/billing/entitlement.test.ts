import { describe, expect, it } from 'vitest';
import { type Entitlement, FREE_SUMMARY, grantsPro, mergeEntitlement, summarize } from './entitlement.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const monthly = (overrides: Partial<Entitlement> = {}): Entitlement => ({
  id: 'sub_1',
  kind: 'subscription',
  planId: 'monthly',
  status: 'active',
  currentPeriodEnd: '2026-12-24T12:00:00Z',
  cancelAtPeriodEnd: false,
  ...overrides,
});
const pass: Entitlement = {
  id: 'pass_cs_1',
  kind: 'pass',
  planId: 'season',
  status: 'active',
  currentPeriodEnd: '2027-02-09T01:20:00Z',
  cancelAtPeriodEnd: true,
};

describe('grantsPro', () => {
  it('gives Pro while active, trialing or past due (the retry window) and the period is not over', () => {
    for (const status of ['active', 'trialing', 'past_due'] as const)
      expect(grantsPro(monthly({ status }), NOW)).toBe(true);
    for (const status of ['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'] as const) {
      expect(grantsPro(monthly({ status }), NOW)).toBe(false);
    }
  });

  it('ends Pro at the period end, even unpaid and uncancelled (checked on read)', () => {
    expect(grantsPro(monthly({ currentPeriodEnd: NOW.toISOString() }), NOW)).toBe(false);
    expect(grantsPro(monthly({ currentPeriodEnd: '2026-11-24T12:00:01Z' }), NOW)).toBe(true);
  });
});

describe('summarize', () => {
  it('is the free summary for a user who never paid', () => {
    expect(summarize([], NOW)).toEqual(FREE_SUMMARY);
  });

  it('shows the subscription that gives Pro', () => {
    expect(summarize([monthly()], NOW)).toEqual({
      tier: 'pro',
      status: 'active',
      planId: 'monthly',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: '2026-12-24T12:00:00Z',
      subscriptionId: 'sub_1',
    });
  });

  it('shows a pass as not renewing and without a subscription to cancel', () => {
    expect(summarize([pass], NOW)).toMatchObject({
      tier: 'pro',
      planId: 'season',
      cancelAtPeriodEnd: true,
      subscriptionId: null,
    });
  });

  it('shows the entitlement that lasts longest when there are several', () => {
    const cancelled = monthly({ cancelAtPeriodEnd: true });
    expect(summarize([cancelled, pass], NOW).planId).toBe('season');
    expect(summarize([monthly({ currentPeriodEnd: '2027-03-01T00:00:00Z' }), pass], NOW).planId).toBe(
      'monthly',
    );
  });

  it('prefers the renewing one of two that end together', () => {
    const renewing = monthly({ id: 'sub_2' });
    expect(summarize([monthly({ cancelAtPeriodEnd: true }), renewing], NOW).subscriptionId).toBe('sub_2');
  });

  it('is free, and canceled, once every subscription has ended', () => {
    expect(summarize([monthly({ currentPeriodEnd: '2026-11-01T00:00:00Z' })], NOW)).toEqual({
      ...FREE_SUMMARY,
      status: 'canceled',
    });
    expect(summarize([monthly({ status: 'canceled' })], NOW).tier).toBe('free');
  });
});

describe('mergeEntitlement', () => {
  it("takes the provider's word", () => {
    expect(mergeEntitlement(monthly(), monthly({ status: 'past_due' })).status).toBe('past_due');
    expect(mergeEntitlement(null, monthly())).toEqual(monthly());
  });

  it('never revives a cancelled subscription (a late or replayed event)', () => {
    const cancelled = monthly({ status: 'canceled' });
    expect(mergeEntitlement(cancelled, monthly({ status: 'active' }))).toBe(cancelled);
    const expired = monthly({ status: 'incomplete_expired' });
    expect(mergeEntitlement(expired, monthly())).toBe(expired);
  });
});
