import { FREE_PLAN, type Plan, ZPlan } from '@lineup-lab/core';
import { z } from 'zod';

const PAID_FEATURES = [
  'Unlimited teams and imports',
  '30-day history with version restore',
  'Scenario saves',
  'Advanced AI access',
  'Priority support',
];

/** The plans of spec §9, used unless `PLANS_JSON` gives others: free, the season pass, monthly. */
export const DEFAULT_PLANS: readonly Plan[] = [
  FREE_PLAN,
  {
    id: 'season',
    name: 'Season Pass',
    price: 1500,
    interval: 'season',
    intervalDisplay: 'full season',
    savings: 'Save $9',
    savingsPercentage: 37.5,
    totalCostNote: null,
    features: PAID_FEATURES,
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
    features: PAID_FEATURES,
    featured: false,
  },
];

/** A plan catalogue given as JSON (`PLANS_JSON`): plans with unique ids, the free plan among them. */
export const ZPlanCatalogue = z
  .array(ZPlan)
  .min(1)
  .refine((plans) => new Set(plans.map((p) => p.id)).size === plans.length, 'plan ids must be unique')
  .refine(
    (plans) => plans.some((p) => p.id === 'free' && p.price === 0),
    "must include the free plan (id 'free', price 0)",
  );
