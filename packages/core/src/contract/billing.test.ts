import { describe, expect, it } from 'vitest';
import {
  ZCancelSubscriptionResponse,
  ZCreateCheckoutRequest,
  ZCreateCheckoutResponse,
  ZCreatePortalResponse,
  ZPlansResponse,
} from './billing.js';
import { FREE_PLAN } from './free-plan.js';
import { ZSubscriptionStatus } from './session.js';
import { sampleSubscription } from './test-fixtures.js';

const plans = [
  { ...FREE_PLAN, features: ['1 team', '1 league import'] },
  {
    id: 'season',
    name: 'Season Pass',
    price: 1500,
    interval: 'season',
    intervalDisplay: 'full season',
    savings: 'Save $9',
    savingsPercentage: 37.5,
    totalCostNote: null,
    features: ['Unlimited teams'],
    featured: true,
  },
  {
    id: 'monthly',
    name: 'Monthly',
    price: 600,
    interval: 'month',
    intervalDisplay: 'per month',
    savings: null,
    savingsPercentage: null,
    totalCostNote: '$24 for a full season',
    features: ['Unlimited teams'],
    featured: false,
  },
];

describe('billing calls', () => {
  it('round-trips the plan list and whether checkout is available; prices are whole cents', () => {
    expect(ZPlansResponse.parse({ plans, checkoutAvailable: true })).toEqual({
      plans,
      checkoutAvailable: true,
    });
    expect(ZPlansResponse.parse({ plans, checkoutAvailable: false }).checkoutAvailable).toBe(false);
    expect(ZPlansResponse.safeParse({ plans }).success).toBe(false);
    expect(
      ZPlansResponse.safeParse({ plans: [{ ...plans[1], price: 15.5 }], checkoutAvailable: true }).success,
    ).toBe(false);
  });

  it('create-checkout takes a plan id', () => {
    expect(ZCreateCheckoutRequest.parse({ planType: ' season ' })).toEqual({ planType: 'season' });
    expect(ZCreateCheckoutRequest.safeParse({}).error?.issues[0]?.message).toBe('Choose a plan');
  });

  it('answers checkout and portal with a URL safe to navigate to', () => {
    for (const url of [
      'https://checkout.stripe.com/c/pay/cs_test_123',
      'http://localhost:5005/billing/local-checkout?s=1',
      '/billing/success',
    ]) {
      expect(ZCreateCheckoutResponse.parse({ url })).toEqual({ url });
      expect(ZCreatePortalResponse.parse({ url })).toEqual({ url });
    }
    for (const url of [
      'javascript:alert(1)',
      '//evil.example/x',
      '/\\evil.example',
      'ftp://files.example/x',
      '',
    ]) {
      expect(ZCreateCheckoutResponse.safeParse({ url }).success, url).toBe(false);
    }
  });

  it('cancel answers the subscription status: still pro until the period ends', () => {
    const status = sampleSubscription({
      tier: 'pro',
      status: 'active',
      planId: 'monthly',
      cancelAtPeriodEnd: true,
      currentPeriod: { end: '2025-10-14T00:00:00Z' },
      limits: { maxTeams: null, maxLeagues: null },
      stripeCustomerId: 'cus_123',
      stripeSubscriptionId: 'sub_123',
    });
    expect(ZCancelSubscriptionResponse.parse(status)).toEqual(status);
    expect(ZCancelSubscriptionResponse).toBe(ZSubscriptionStatus);
  });
});
