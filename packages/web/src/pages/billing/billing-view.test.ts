import type { SubscriptionStatus } from '@lineup-lab/core';
import { ConflictError, NetworkError, ServerError } from '@lineup-lab/sdk';
import { describe, expect, it } from 'vitest';
import { MONTHLY_PLAN, PLANS, SEASON_PLAN, subscriptionStatus } from '../../test-support/fixtures.js';
import {
  BILLING_FAQ,
  billingErrorMessage,
  cameFromCancelledCheckout,
  canCancel,
  canManageBilling,
  currentPlanId,
  entitlementLines,
  formatBillingDate,
  planButton,
  planStanding,
} from './billing-view.js';

const _season = SEASON_PLAN;
const _monthly = MONTHLY_PLAN;
const LA = { timeZone: 'America/Los_Angeles', locale: 'en-US' };

const free = subscriptionStatus();
const NOW = new Date('2025-10-01T12:00:00Z');
const proOn = (planId: string, overrides: Partial<SubscriptionStatus> = {}) => {
  const cancelAtPeriodEnd = overrides.cancelAtPeriodEnd ?? planId === 'season';
  return subscriptionStatus({
    tier: 'pro',
    planId,
    currentPeriod: { end: '2025-10-17T19:00:00.000Z' },
    limits: { maxTeams: null, maxLeagues: null },
    stripeCustomerId: 'cus_1',
    stripeSubscriptionId: planId === 'monthly' ? 'sub_1' : null,
    cancelAtPeriodEnd,
    entitlements: [
      {
        id: planId === 'monthly' ? 'sub_1' : 'pass_cs_1',
        kind: planId === 'monthly' ? 'subscription' : 'pass',
        planId,
        status: overrides.status ?? 'active',
        currentPeriodEnd: '2025-10-17T19:00:00.000Z',
        cancelAtPeriodEnd,
      },
    ],
    ...overrides,
  });
};
const exempt = subscriptionStatus({
  tier: 'exempt',
  exemptReason: 'admin',
  limits: { maxTeams: null, maxLeagues: null },
});

/** Each plan's button for a user, by plan id (the buttons' label and state; explanations apart). */
const buttons = (status: SubscriptionStatus) =>
  Object.fromEntries(
    PLANS.map((plan) => {
      const { label, disabled, explanation } = planButton(plan, status, {
        plans: PLANS,
        dates: LA,
        now: NOW,
      });
      return [plan.id, explanation ? { explanation } : { label, disabled }];
    }),
  );

describe('plan buttons (spec §2 billing), every tier × plan', () => {
  it('free user: the free plan is current and disabled, every paid plan says Upgrade Now', () => {
    expect(buttons(free)).toEqual({
      free: { label: 'Current Plan', disabled: true },
      season: { label: 'Upgrade Now', disabled: false },
      monthly: { label: 'Upgrade Now', disabled: false },
    });
  });

  it('pro on Monthly: Monthly is current and disabled, Season Pass says Switch Plan, free asks for support', () => {
    expect(buttons(proOn('monthly'))).toEqual({
      free: { label: 'Contact Support to Downgrade', disabled: true },
      season: { label: 'Switch Plan', disabled: false },
      monthly: { label: 'Current Plan', disabled: true },
    });
  });

  it('pro on the Season Pass: the pass is current; Monthly has no button but why not, until the pass ends (issue 25 #4)', () => {
    expect(buttons(proOn('season'))).toEqual({
      free: { label: 'Contact Support to Downgrade', disabled: true },
      season: { label: 'Current Plan', disabled: true },
      monthly: {
        explanation:
          'Your Season Pass keeps Pro until October 17, 2025; you can choose Monthly after it ends.',
      },
    });
    // Once it has ended, Monthly can be chosen.
    const after = planButton(MONTHLY_PLAN, proOn('season'), { now: new Date('2025-10-17T19:00:00Z') });
    expect(after).toEqual({ label: 'Switch Plan', disabled: false, explanation: null });
  });

  it('pro with a cancelled Monthly: Monthly renews again (the same subscription), the pass can be bought', () => {
    expect(buttons(proOn('monthly', { cancelAtPeriodEnd: true }))).toEqual({
      free: { label: 'Contact Support to Downgrade', disabled: true },
      season: { label: 'Switch Plan', disabled: false },
      monthly: { label: 'Renew Plan', disabled: false },
    });
  });

  it('pro whose plan is not known: every paid plan says Switch Plan', () => {
    expect(buttons(proOn('monthly', { planId: null, entitlements: [] }))).toEqual({
      free: { label: 'Contact Support to Downgrade', disabled: true },
      season: { label: 'Switch Plan', disabled: false },
      monthly: { label: 'Switch Plan', disabled: false },
    });
  });

  it('exempt: nothing to buy (the screen shows no plans; any button would be disabled)', () => {
    for (const button of Object.values(buttons(exempt))) expect(button.disabled).toBe(true);
  });

  it('the current plan is planId for pro, free for free users, none for exempt', () => {
    expect(currentPlanId(free)).toBe('free');
    expect(currentPlanId(proOn('season'))).toBe('season');
    expect(currentPlanId(exempt)).toBeNull();
  });
});

describe('entitlementLines (issue 25 #4, #7)', () => {
  it('reads a renewing Monthly as "Renews on", in the viewer\'s zone', () => {
    expect(entitlementLines(proOn('monthly'), PLANS, LA)).toEqual([
      {
        id: 'sub_1',
        planName: 'Monthly',
        kind: 'subscription',
        date: { iso: '2025-10-17T19:00:00.000Z', text: 'October 17, 2025' },
        lead: 'Renews on',
        note: null,
      },
    ]);
  });

  it('lists every entitlement: a pass with its end and a cancelled subscription with its', () => {
    const both = proOn('season', {
      entitlements: [
        ...proOn('season').entitlements,
        {
          id: 'sub_1',
          kind: 'subscription',
          planId: 'monthly',
          status: 'active',
          cancelAtPeriodEnd: true,
          currentPeriodEnd: '2025-10-09T06:30:00.000Z',
        },
      ],
    });
    expect(entitlementLines(both, PLANS, LA).map((l) => `${l.planName}: ${l.lead} ${l.date.text}`)).toEqual([
      'Season Pass: Pro until October 17, 2025',
      // 06:30 UTC on the 9th is the 8th in California.
      'Monthly: Cancelled: Pro until October 8, 2025',
    ]);
    expect(entitlementLines(free, PLANS, LA)).toEqual([]);
    expect(entitlementLines(exempt, PLANS, LA)).toEqual([]);
  });

  it('gives a pro user stored without the list one line from the summary', () => {
    expect(entitlementLines(proOn('monthly', { entitlements: [] }), PLANS, LA)).toMatchObject([
      { kind: 'subscription', lead: 'Renews on', date: { text: 'October 17, 2025' } },
    ]);
  });
});

describe('Manage Billing and Cancel Subscription', () => {
  it('cancel is offered to a pro user whose subscription is active and renewing', () => {
    expect(canCancel(proOn('monthly'))).toBe(true);
    expect(canCancel(proOn('monthly', { cancelAtPeriodEnd: true }))).toBe(false);
    expect(canCancel(proOn('monthly', { status: 'past_due' }))).toBe(false);
    expect(canCancel(proOn('season'))).toBe(false);
    expect(canCancel(free)).toBe(false);
    expect(canCancel(exempt)).toBe(false);
  });

  it('Manage Billing is offered to pro users only', () => {
    expect(canManageBilling(proOn('monthly'))).toBe(true);
    expect(canManageBilling(proOn('season'))).toBe(true);
    expect(canManageBilling(free)).toBe(false);
    expect(canManageBilling(exempt)).toBe(false);
  });
});

describe('planStanding', () => {
  it('free: Free Plan, its status, no date', () => {
    expect(planStanding(free, PLANS, LA)).toMatchObject({
      title: 'Free Plan',
      badge: 'Free',
      status: 'Active',
      validUntil: null,
    });
  });

  it('exempt: Admin Access', () => {
    expect(planStanding(exempt, PLANS, LA)).toMatchObject({ title: 'Admin Access', badge: 'Admin Access' });
  });

  it('pro on a renewing Monthly: the plan, its price and the valid-until date in the viewer’s zone', () => {
    expect(planStanding(proOn('monthly'), PLANS, LA)).toEqual({
      title: 'Pro Plan',
      badge: 'Pro',
      status: 'Active',
      planName: 'Monthly',
      price: '$6.00 per month',
      validUntil: { iso: '2025-10-17T19:00:00.000Z', text: 'October 17, 2025' },
      renewal: 'renews',
    });
  });

  it('a cancelled Monthly reads "Cancelled — Pro until <date>"', () => {
    const standing = planStanding(proOn('monthly', { cancelAtPeriodEnd: true }), PLANS, LA);
    expect(standing.status).toBe('Cancelled — Pro until October 17, 2025');
    expect(standing.renewal).toBe('cancelled');
  });

  it('a Season Pass reads "Season Pass — Pro until <date>", with or without the plans loaded', () => {
    const pass = proOn('season', { currentPeriod: { end: '2026-02-10T01:20:00.000Z' } });
    expect(planStanding(pass, PLANS, LA)).toMatchObject({
      status: 'Season Pass — Pro until February 9, 2026',
      renewal: 'pass',
      price: '$15.00 full season',
    });
    expect(planStanding(pass, [], LA)).toMatchObject({ renewal: 'pass', planName: null, price: null });
  });

  it('a past-due subscription says so', () => {
    expect(planStanding(proOn('monthly', { status: 'past_due' }), PLANS, LA).status).toBe('Payment past due');
  });
});

describe('formatBillingDate', () => {
  it('shows the day in the viewer’s zone and locale', () => {
    // 2 a.m. UTC on 1 November is still 31 October in California.
    expect(formatBillingDate('2025-11-01T02:00:00Z', LA)).toBe('October 31, 2025');
    expect(formatBillingDate('2025-11-01T02:00:00Z', { timeZone: 'Europe/Berlin', locale: 'de-DE' })).toBe(
      '1. November 2025',
    );
  });
});

describe('billingErrorMessage (spec §8 "Billing")', () => {
  it("prefers the server's message", () => {
    const error = new ConflictError({
      message: 'You already have the Monthly plan',
      code: 'CONFLICT',
      status: 409,
    });
    expect(billingErrorMessage(error, 'checkout')).toBe('You already have the Monthly plan');
  });

  it("falls back to the spec's message for each action", () => {
    const unknown = new Error('boom');
    expect(billingErrorMessage(unknown, 'checkout')).toBe('Failed to start checkout process');
    expect(billingErrorMessage(unknown, 'portal')).toBe('Failed to open billing portal');
    expect(billingErrorMessage(unknown, 'cancel')).toBe('Failed to cancel subscription');
    const blank = new ServerError({ message: ' ', code: 'INTERNAL', status: 500 });
    expect(billingErrorMessage(blank, 'cancel')).toBe('Failed to cancel subscription');
  });

  it('says when the network failed', () => {
    expect(billingErrorMessage(new NetworkError(), 'portal')).toBe(
      'Network connection failed. Please check your internet connection.',
    );
  });
});

describe('the rest', () => {
  it('recognises the state /billing/cancel hands over', () => {
    expect(cameFromCancelledCheckout({ paymentCancelled: true })).toBe(true);
    expect(cameFromCancelledCheckout(null)).toBe(false);
    expect(cameFromCancelledCheckout({ paymentCancelled: 'yes' })).toBe(false);
  });

  it('the FAQ covers cards, cancelling, imported leagues and the 7-day guarantee', () => {
    const text = BILLING_FAQ.map((item) => `${item.question} ${item.answer}`).join(' ');
    expect(text).toMatch(/credit and debit cards/);
    expect(text).toMatch(/keep Pro access until the end of your current billing period/);
    expect(text).toMatch(/imported leagues stay|imported leagues are kept/i);
    expect(text).toMatch(/7-day money-back guarantee/);
  });
});
