import type { AdminUser } from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { UserRecord } from '../../records/user-record.js';
import { clearLanesOf } from '../accounts/sign-in-throttle.js';
import { recordAudit } from '../audit/record-audit.js';
import type { ServiceContext } from '../service-context.js';
import { adminUserRow, lineupCountsByOwner, signInLaneOf } from './admin-user-row.js';

/**
 * `POST /api/admin/users/:userId/unlock` (admin): clears the sign-in lock and failed attempts of a
 * user's address — every lane the embedded identity keeps for it, the shared one and each trusted
 * browser's (`clearLanesOf`) — so their next sign-in goes ahead at once, and records it in the audit
 * log ('user.unlock', by the administrator `by`, with what was cleared). Answers the user's row
 * afterwards; 404 'User not found' for an unknown user. A user without an email (an outside
 * issuer's) has no lanes: nothing is cleared, and the unlock is still recorded.
 */
export async function unlockAccount(
  ctx: ServiceContext,
  input: { userId: string; by: UserRecord },
): Promise<AdminUser> {
  const user = await COLLECTIONS.users.of(ctx.store).findOne({ _id: input.userId });
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  const now = ctx.clock.now();
  const lane = signInLaneOf(user);
  const cleared = lane === null ? { attempts: 0, waiting: false } : await clearLanesOf(ctx.store, lane, now);
  await recordAudit(ctx, {
    action: 'user.unlock',
    actor: input.by.email ?? input.by._id,
    actorSub: input.by.sub,
    target: user._id,
    detail:
      `Sign-in unlocked for ${user.email ?? user._id}: ${cleared.attempts} failed ` +
      `${cleared.attempts === 1 ? 'attempt' : 'attempts'} cleared${cleared.waiting ? ', was locked' : ''}`,
  });
  const teams = await COLLECTIONS.teams.of(ctx.store).find({ ownerId: user._id });
  return adminUserRow(user, lineupCountsByOwner(teams).get(user._id), undefined, now.getTime());
}
