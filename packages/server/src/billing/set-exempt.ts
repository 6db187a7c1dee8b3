import { AppError } from '../http/app-error.js';
import type { ServiceContext } from '../service-context.js';
import { COLLECTIONS } from '../store/collections.js';
import type { UserRecord } from '../users/user-record.js';
import { syncUserBilling } from './sync-user-billing.js';

/** The reason shown when the administrator grants exempt access without one. */
export const DEFAULT_EXEMPT_REASON = 'granted by admin';

/**
 * Grants (`exempt` true) or revokes exempt access for a user (the administrator's call). Granting
 * makes the tier exempt with `reason`; revoking leaves the user pro or free by what they paid. The
 * administrator's own exempt access follows from being the administrator and cannot be revoked
 * (409). Answers the user afterwards; 404 for an unknown user.
 */
export async function setExempt(
  ctx: ServiceContext,
  input: { userId: string; exempt: boolean; reason?: string | undefined },
): Promise<UserRecord> {
  const users = COLLECTIONS.users.of(ctx.store);
  const user = await users.findOne({ _id: input.userId });
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  if (user.role === 'admin' && !input.exempt) {
    throw new AppError('CONFLICT', "The administrator's access cannot be revoked");
  }
  if (input.exempt) {
    const reason = input.reason ?? DEFAULT_EXEMPT_REASON;
    return (
      (await users.findOneAndUpdate({ _id: user._id }, { $set: { tier: 'exempt', exemptReason: reason } })) ??
      user
    );
  }
  await users.updateOne({ _id: user._id }, { $set: { exemptReason: null } });
  return (await syncUserBilling(ctx, user._id)) ?? user;
}
