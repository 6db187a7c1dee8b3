import { FREE_PLAN, formatPrice, type Plan, PRO_FROM_PRICE_CENTS } from '@lineup-lab/core';

/** One plan card on the landing page, ready to render. */
export interface PlanCard {
  id: string;
  name: string;
  /** The price, from cents: '$15.00'. */
  price: string;
  /** What the price covers: 'per month', 'full season', 'forever'. */
  interval: string;
  /** 'Save $9, 37.5% off', or `null`. */
  savings: string | null;
  /** '$24 for a full season', or `null`. */
  note: string | null;
  features: readonly string[];
  featured: boolean;
  free: boolean;
}

/** 'Pro plans from $5/month' (spec §9): the advertised starting price, whole dollars without cents. */
export const PRO_FROM_TEXT = `Pro plans from ${formatPrice(PRO_FROM_PRICE_CENTS).replace(/\.00$/, '')}/month`;

function savingsOf(plan: Plan): string | null {
  const parts = [plan.savings, plan.savingsPercentage === null ? null : `${plan.savingsPercentage}% off`];
  const text = parts.filter((part): part is string => part !== null && part !== '').join(', ');
  return text === '' ? null : text;
}

function cardOf(plan: Plan): PlanCard {
  return {
    id: plan.id,
    name: plan.name,
    price: formatPrice(plan.price),
    interval: plan.intervalDisplay,
    savings: savingsOf(plan),
    note: plan.totalCostNote,
    features: plan.features,
    featured: plan.featured,
    free: plan.price === 0,
  };
}

/**
 * The landing page's plan cards from what `GET /api/subscription/plans` answered (in its order),
 * with the spec's free plan first when the answer has no free plan (or no answer came).
 */
export function pricingCards(plans: readonly Plan[] | undefined): PlanCard[] {
  const list = plans ?? [];
  const hasFree = list.some((plan) => plan.id === FREE_PLAN.id || plan.price === 0);
  return (hasFree ? list : [FREE_PLAN, ...list]).map(cardOf);
}
