import { FREE_PLAN, type Plan } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { MONTHLY_PLAN, SEASON_PLAN } from '../../test-support/fixtures.js';
import { PRO_FROM_TEXT, pricingCards } from './pricing.js';

const SEASON = SEASON_PLAN;
const MONTHLY = MONTHLY_PLAN;

describe('pricingCards', () => {
  it('shows prices from cents with two decimals, in the order the server gave', () => {
    const cards = pricingCards([FREE_PLAN, SEASON, MONTHLY]);
    expect(cards.map((card) => [card.name, card.price, card.interval])).toEqual([
      ['Free', '$0.00', 'forever'],
      ['Season Pass', '$15.00', 'full season'],
      ['Monthly', '$6.00', 'per month'],
    ]);
  });

  it('joins the savings and the percentage, and keeps the total-cost note', () => {
    const [season, monthly] = pricingCards([FREE_PLAN, SEASON, MONTHLY]).slice(1);
    expect(season).toMatchObject({ savings: 'Save $9, 37.5% off', note: null, featured: true, free: false });
    expect(monthly).toMatchObject({ savings: null, note: '$24 for a full season', featured: false });
  });

  it('shows a percentage alone when the plan has no savings text', () => {
    const [card] = pricingCards([{ ...SEASON, id: 'x', price: 100, savings: null }]).slice(1);
    expect(card?.savings).toBe('37.5% off');
  });

  it("adds the spec's free plan first when the answer has none, or when there is no answer", () => {
    expect(pricingCards([SEASON]).map((card) => card.id)).toEqual(['free', 'season']);
    const [free] = pricingCards(undefined);
    expect(free).toMatchObject({
      name: 'Free',
      price: '$0.00',
      interval: 'forever',
      free: true,
      features: ['1 team', '1 league import', 'Standard ML predictions', 'Full roster optimization'],
    });
  });

  it('keeps the free plan the server gave instead of adding another', () => {
    const serverFree: Plan = { ...FREE_PLAN, name: 'Starter', features: ['1 team'] };
    expect(pricingCards([serverFree, MONTHLY]).map((card) => card.name)).toEqual(['Starter', 'Monthly']);
  });

  it('advertises pro plans from $5/month', () => {
    expect(PRO_FROM_TEXT).toBe('Pro plans from $5/month');
  });
});
