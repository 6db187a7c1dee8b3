import { PAYMENTS_NOT_CONFIGURED_MESSAGE } from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import type { BillingProvider } from '../../ports/billing.js';

/**
 * Refuses a billing call up front when payments are not set up (503 `PAYMENTS_NOT_CONFIGURED`),
 * before any other check: a checkout or portal is then never available, whoever asks.
 */
export function requirePayments(billing: BillingProvider): void {
  if (billing.name === 'off') throw new AppError('PAYMENTS_NOT_CONFIGURED', PAYMENTS_NOT_CONFIGURED_MESSAGE);
}
