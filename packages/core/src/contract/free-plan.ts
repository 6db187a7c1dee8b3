import { FREE_TIER_LIMITS } from '../constants.js';
import type { Plan } from './billing.js';

/**
 * The free plan as the spec's landing pricing describes it (§9: $0 forever, 1 team, 1 league import,
 * standard ML predictions, full roster optimization). The server offers it first; the landing page
 * shows it even when the configured plans leave it out. A module of its own, without zod: the
 * landing page shows it and ships no schema.
 */
export const FREE_PLAN: Plan = {
  id: 'free',
  name: 'Free',
  price: 0,
  interval: 'forever',
  intervalDisplay: 'forever',
  savings: null,
  savingsPercentage: null,
  totalCostNote: null,
  features: [
    `${FREE_TIER_LIMITS.maxTeams} team`,
    `${FREE_TIER_LIMITS.maxLeagues} league import`,
    'Standard ML predictions',
    'Full roster optimization',
  ],
  featured: false,
};
