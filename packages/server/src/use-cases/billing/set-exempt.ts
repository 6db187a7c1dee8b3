import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { UserRecord } from '../../records/user-record.js';
import { recordAudit } from '../audit/record-audit.js';
import type { ServiceContext } from '../service-context.js';
import { syncUserBilling } from './sync-user-billing.js';

/** The reason shown when the administrator grants exempt access without one. */
const DEFAULT_EXEMPT_REASON = 'granted by admin';

/**
 * Grants (`exempt` true) or revokes exempt access for a user (the administrator `by`'s call).
 * Granting makes the tier exempt with `reason`; revoking leaves the user pro or free by what they
 * paid. Each change is recorded in the audit log ('user.exempt' / 'user.unexempt', the
 * administrator's email as actor). The administrator's own exempt access follows from being the
 * administrator and cannot be revoked (409, nothing recorded). Answers the user afterwards; 404 for
 * an unknown user.
 */
export async function setExempt(
  ctx: ServiceContext,
  input: { userId: string; exempt: boolean; reason?: string | undefined; by: UserRecord },
): Promise<UserRecord> {
  const users = COLLECTIONS.users.of(ctx.store);
  const user = await users.findOne({ _id: input.userId });
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  if (user.role === 'admin' && !input.exempt) {
    throw new AppError('CONFLICT', "The administrator's access cannot be revoked");
  }
  const audit = (action: 'user.exempt' | 'user.unexempt', detail: string) =>
    recordAudit(ctx, {
      action,
      actor: input.by.email ?? input.by._id,
      actorSub: input.by.sub,
      target: user._id,
      detail,
    });
  const who = user.email ?? user._id;
  if (input.exempt) {
    const reason = input.reason ?? DEFAULT_EXEMPT_REASON;
    const granted =
      (await users.findOneAndUpdate({ _id: user._id }, { $set: { tier: 'exempt', exemptReason: reason } })) ??
      user;
    await audit('user.exempt', `Exempt access granted to ${who} (reason: ${reason})`);
    return granted;
  }
  await users.updateOne({ _id: user._id }, { $set: { exemptReason: null } });
  const revoked = (await syncUserBilling(ctx, user._id)) ?? user;
  await audit('user.unexempt', `Exempt access revoked from ${who}; tier now ${revoked.tier}`);
  return revoked;
}
