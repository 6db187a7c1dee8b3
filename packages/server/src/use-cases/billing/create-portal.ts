import { AppError } from '../../errors/app-error.js';
import type { UserRecord } from '../../records/user-record.js';
import type { BillingContext } from './billing-context.js';
import { requirePayments } from './require-payments.js';

/**
 * Opens the payment provider's billing portal for the user (invoices, card, switch plan, cancel),
 * returning to `/billing` on `origin`. Refused with 409 for a user who never went to checkout
 * (no customer: nothing to manage).
 */
export async function createPortal(
  ctx: BillingContext,
  input: { user: UserRecord; origin: string },
): Promise<{ url: string }> {
  requirePayments(ctx.billing);
  const customerId = input.user.subscription.stripeCustomerId;
  if (!customerId) throw new AppError('CONFLICT', 'You have no billing account yet: choose a plan first');
  return ctx.billing.createPortal(customerId, `${input.origin}/billing`);
}
