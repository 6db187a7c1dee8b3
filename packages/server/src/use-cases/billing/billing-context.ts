import type { Entitlement } from '@lineup-lab/core';
import type { BillingProvider } from '../../ports/billing.js';
import type { Outcomes } from '../../ports/outcomes.js';
import type { ServiceContext } from '../service-context.js';

/** What applying an event needs: the use cases' context and the provider to read the truth from. */
export interface BillingContext extends ServiceContext {
  billing: BillingProvider;
  /** Where checkout and webhook outcomes are counted (the metrics); nowhere when absent. */
  outcomes?: Pick<Outcomes, 'checkout' | 'webhook'>;
}

/** What `storeEntitlement` stores: an entitlement as the provider reports it, and whose it is. */
export interface EntitlementUpdate {
  entitlement: Entitlement;
  userId: string;
  customerId: string;
  /** When it started (a subscription's start at the provider); a pass starts when first stored. */
  startedAt?: string;
}
