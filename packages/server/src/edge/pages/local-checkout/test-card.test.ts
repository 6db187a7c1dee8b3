import { describe, expect, it } from 'vitest';
import { addMonth } from '../../../adapters/local-checkout/local-billing.js';
import { chargeTestCard } from './test-card.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const card = (overrides: Partial<Parameters<typeof chargeTestCard>[0]> = {}) => ({
  name: 'Pat Manager',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  ...overrides,
});

describe('chargeTestCard', () => {
  it("pays with Stripe's success card, spaces and dashes ignored", () => {
    expect(chargeTestCard(card(), NOW)).toEqual({ ok: true });
    expect(chargeTestCard(card({ cardNumber: '4242-4242-4242-4242' }), NOW)).toEqual({ ok: true });
  });

  it("declines Stripe's decline card, for the whole form", () => {
    expect(chargeTestCard(card({ cardNumber: '4000 0000 0000 0002' }), NOW)).toEqual({
      ok: false,
      field: null,
      message: 'Your card was declined.',
    });
  });

  it('refuses other numbers, saying which cards to use', () => {
    const outcome = chargeTestCard(card({ cardNumber: '5555 5555 5555 4444' }), NOW);
    expect(outcome).toMatchObject({ ok: false, field: 'cardNumber' });
    expect(!outcome.ok && outcome.message).toContain('4242 4242 4242 4242');
  });

  it('names the field at fault: name, number, expiry (format, month, past) and CVC', () => {
    expect(chargeTestCard(card({ name: '  ' }), NOW)).toMatchObject({ field: 'name' });
    expect(chargeTestCard(card({ cardNumber: '4242' }), NOW)).toMatchObject({ field: 'cardNumber' });
    expect(chargeTestCard(card({ expiry: '1234' }), NOW)).toMatchObject({ field: 'expiry' });
    expect(chargeTestCard(card({ expiry: '13/34' }), NOW)).toMatchObject({ field: 'expiry' });
    expect(chargeTestCard(card({ expiry: '10/26' }), NOW)).toMatchObject({
      field: 'expiry',
      message: "Your card's expiry date is in the past",
    });
    expect(chargeTestCard(card({ cvc: '12' }), NOW)).toMatchObject({ field: 'cvc' });
  });

  it('accepts a card that expires at the end of this month', () => {
    expect(chargeTestCard(card({ expiry: '11/26' }), NOW)).toEqual({ ok: true });
  });
});

describe('addMonth', () => {
  it('keeps the day of the month, or takes the last day of a shorter month', () => {
    expect(addMonth(new Date('2026-11-24T12:00:00Z')).toISOString()).toBe('2026-12-24T12:00:00.000Z');
    expect(addMonth(new Date('2027-01-31T08:00:00Z')).toISOString()).toBe('2027-02-28T08:00:00.000Z');
    expect(addMonth(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });
});
