import { randomUUID } from 'node:crypto';
import { COLLECTIONS } from '../../ports/collections.js';
import type { Principal } from '../../ports/identity.js';
import { NO_SUBSCRIPTION, type UserRecord } from '../../records/user-record.js';
import { syncUserBilling } from '../billing/sync-user-billing.js';
import type { ServiceContext } from '../service-context.js';
import { isAdmin } from './is-admin.js';

/** How stale `lastSeenAt` may get before a call refreshes it (reads should not write every time). */
const LAST_SEEN_PRECISION_MS = 5 * 60_000;

/**
 * The stored user behind a verified principal, created on the first call. The administrator (the
 * admin rule, `isAdmin`: ADMIN_EMAIL, or ADMIN_ROLE when set) is kept exempt with reason 'admin' and
 * role 'admin'; a user stored as the administrator who no longer is (ADMIN_EMAIL changed, or a role
 * that no longer counts) goes back to role 'user', and to the tier they paid for when their exempt
 * access was the administrator's. The email is kept as the token says. Most calls only read: the
 * record is written when it is new, when what the token says changed, or when `lastSeenAt` is over 5
 * minutes old. Safe under parallel first calls (one upsert by `sub`).
 */
export async function provisionUser(ctx: ServiceContext, principal: Principal): Promise<UserRecord> {
  const now = ctx.clock.now();
  const admin = isAdmin(principal, ctx);
  const email = principal.email?.toLowerCase() ?? null;
  const users = COLLECTIONS.users.of(ctx.store);
  const known = await users.findOne({ sub: principal.sub });
  if (
    known &&
    known.email === email &&
    (known.role === 'admin') === admin &&
    now.getTime() - Date.parse(known.lastSeenAt) < LAST_SEEN_PRECISION_MS
  ) {
    return known;
  }
  const demoted = known !== null && known.role === 'admin' && !admin;
  const user = await users.findOneAndUpdate(
    { sub: principal.sub },
    {
      $set: {
        email,
        lastSeenAt: now.toISOString(),
        ...(admin && { role: 'admin', adminLevel: 1, tier: 'exempt', exemptReason: 'admin' }),
        ...(demoted && { role: 'user', adminLevel: 0 }),
        ...(demoted && known.exemptReason === 'admin' && { exemptReason: null }),
      },
      $setOnInsert: {
        _id: randomUUID(),
        sub: principal.sub,
        ...(!admin && !demoted && { role: 'user', adminLevel: 0, tier: 'free', exemptReason: null }),
        subscription: NO_SUBSCRIPTION,
        teamCount: 0,
        leaguesImported: 0,
        createdAt: now.toISOString(),
      },
    },
    { upsert: true },
  );
  if (!user) throw new Error(`Provisioning user ${principal.sub} returned nothing`);
  // The tier of a former administrator is what they paid for.
  if (demoted && known.exemptReason === 'admin') return (await syncUserBilling(ctx, user._id)) ?? user;
  return user;
}
