import { describe, expect, it } from 'vitest';
import type { Entitlement } from './entitlement.js';
import { choosePlan, livingEntitlements, planRefusalMessage } from './plan-choice.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const MONTHLY = { id: 'monthly', interval: 'month' } as const;
const CLUB = { id: 'club', interval: 'month' } as const;
const SEASON = { id: 'season', interval: 'season' } as const;
const subscription = (overrides: Partial<Entitlement> = {}): Entitlement => ({
  id: 'sub_1',
  kind: 'subscription',
  planId: 'monthly',
  status: 'active',
  currentPeriodEnd: '2026-12-24T12:00:00Z',
  cancelAtPeriodEnd: false,
  ...overrides,
});
const pass = (overrides: Partial<Entitlement> = {}): Entitlement => ({
  id: 'pass_cs_1',
  kind: 'pass',
  planId: 'season',
  status: 'active',
  currentPeriodEnd: '2027-02-15T00:00:00Z',
  cancelAtPeriodEnd: true,
  ...overrides,
});

describe('choosePlan', () => {
  it('sends a user with nothing to checkout, for either plan', () => {
    expect(choosePlan(MONTHLY, [], NOW)).toEqual({ kind: 'checkout' });
    expect(choosePlan(SEASON, [], NOW)).toEqual({ kind: 'checkout' });
  });

  it('refuses a recurring plan while a Season Pass lasts, saying until when', () => {
    expect(choosePlan(MONTHLY, [pass()], NOW)).toEqual({
      kind: 'refused',
      reason: 'pass-active',
      until: '2027-02-15T00:00:00Z',
      passPlanId: 'season',
    });
    expect(choosePlan(SEASON, [pass()], NOW)).toMatchObject({ kind: 'refused', reason: 'current-plan' });
  });

  it('offers Monthly again once the pass has ended', () => {
    expect(choosePlan(MONTHLY, [pass({ currentPeriodEnd: '2026-11-24T12:00:00Z' })], NOW)).toEqual({
      kind: 'checkout',
    });
  });

  it('changes the renewing subscription to another recurring plan, never a second subscription', () => {
    expect(choosePlan(CLUB, [subscription()], NOW)).toEqual({ kind: 'change', subscriptionId: 'sub_1' });
    expect(choosePlan(MONTHLY, [subscription()], NOW)).toMatchObject({ reason: 'current-plan' });
  });

  it('renews a cancelled subscription again rather than starting another', () => {
    const cancelled = subscription({ cancelAtPeriodEnd: true });
    expect(choosePlan(MONTHLY, [cancelled], NOW)).toEqual({ kind: 'change', subscriptionId: 'sub_1' });
    expect(choosePlan(MONTHLY, [subscription({ status: 'canceled' })], NOW)).toEqual({ kind: 'checkout' });
  });

  it('lets a subscriber buy the Season Pass (the subscription then stops renewing)', () => {
    expect(choosePlan(SEASON, [subscription()], NOW)).toEqual({ kind: 'checkout' });
  });
});

describe('livingEntitlements and planRefusalMessage', () => {
  it('keeps what gives Pro now, the longest first', () => {
    const ended = subscription({ id: 'sub_old', currentPeriodEnd: '2026-11-01T00:00:00Z' });
    expect(livingEntitlements([subscription(), ended, pass()], NOW).map((e) => e.id)).toEqual([
      'pass_cs_1',
      'sub_1',
    ]);
  });

  it('explains the refusal with the date as the caller formats it', () => {
    const names = {
      planName: 'Monthly',
      passName: 'Season Pass',
      formatDate: (iso: string) => iso.slice(0, 10),
    };
    const refusal = choosePlan(MONTHLY, [pass()], NOW);
    if (refusal.kind !== 'refused') throw new Error('expected a refusal');
    expect(planRefusalMessage(refusal, names)).toBe(
      'Your Season Pass keeps Pro until 2027-02-15; you can choose Monthly after it ends',
    );
    const current = choosePlan(MONTHLY, [subscription()], NOW);
    if (current.kind !== 'refused') throw new Error('expected a refusal');
    expect(planRefusalMessage(current, names)).toBe('You already have the Monthly plan');
  });
});
