import type { AdminUser } from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import type { AccountDirectory } from '../../ports/account-directory.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { UserRecord } from '../../records/user-record.js';
import { recordAudit } from '../audit/record-audit.js';
import type { ServiceContext } from '../service-context.js';
import { adminUserRow, lineupCountsByOwner } from './admin-user-row.js';

/**
 * `POST /api/admin/users/:userId/unlock` (admin): clears the sign-in lock and failed attempts of a
 * user's address through the identity provider's accounts (`AccountDirectory`: the embedded one
 * clears every lane it keeps for the address, the shared one and each trusted browser's), so their
 * next sign-in goes ahead at once, and records it in the audit log ('user.unlock', by the
 * administrator `by`, with what was cleared). Answers the user's row afterwards; 404 'User not
 * found' for an unknown user. A user without an email has nothing to clear: the unlock is still
 * recorded. With an outside issuer, whose sign-in state this server cannot change, 409 CONFLICT.
 */
export async function unlockAccount(
  ctx: ServiceContext & { accounts: AccountDirectory },
  input: { userId: string; by: UserRecord },
): Promise<AdminUser> {
  const user = await COLLECTIONS.users.of(ctx.store).findOne({ _id: input.userId });
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  const { accounts } = ctx;
  if (!accounts.available) throw new AppError('CONFLICT', UNLOCK_AT_THE_ISSUER);
  const now = ctx.clock.now();
  const unlocked =
    user.email === null ? { attempts: 0, wasLocked: false } : await accounts.unlock(user.email, now);
  const cleared = { attempts: unlocked.attempts, waiting: unlocked.wasLocked };
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
  return adminUserRow(user, lineupCountsByOwner(teams).get(user._id), undefined);
}

/** Why an unlock is refused with an outside issuer. */
const UNLOCK_AT_THE_ISSUER = 'Sign-in is kept by the outside identity provider: unlock the account there';
