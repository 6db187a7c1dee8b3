import { PAYMENTS_NOT_CONFIGURED_MESSAGE } from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import type { BillingProvider } from '../../ports/billing.js';

/**
 * The payment provider of a server with payments not set up (BILLING=off, the default in
 * production without Stripe): every call is refused with `PAYMENTS_NOT_CONFIGURED` (503, "Payments
 * are not set up on this server"), so a checkout, the portal or a cancel never hands out or changes
 * a plan. No checkout pages and no webhook are served with it.
 */
export function createBillingOff(): BillingProvider {
  const refuse = (): never => {
    throw notConfigured();
  };
  return {
    name: 'off',
    createCustomer: async () => refuse(),
    createCheckout: async () => refuse(),
    createPortal: async () => refuse(),
    cancelAtPeriodEnd: async () => refuse(),
    changePlan: async () => refuse(),
    cancelAndRefund: async () => refuse(),
    checkoutSession: async () => refuse(),
    subscription: async () => refuse(),
  };
}

const notConfigured = () => new AppError('PAYMENTS_NOT_CONFIGURED', PAYMENTS_NOT_CONFIGURED_MESSAGE);
