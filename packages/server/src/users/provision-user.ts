import { randomUUID } from 'node:crypto';
import { isAdmin } from '../http/authenticate.js';
import type { Principal } from '../ports/identity.js';
import type { ServiceContext } from '../service-context.js';
import { USERS, type UserRecord } from './user-record.js';

/**
 * The stored user behind a verified principal, created on the first call. The administrator
 * (ADMIN_EMAIL or the admin role) is kept exempt with reason 'admin' and role 'admin'; the email is
 * refreshed from the token on every call. Safe under parallel first calls (one upsert by `sub`).
 */
export async function provisionUser(ctx: ServiceContext, principal: Principal): Promise<UserRecord> {
  const now = ctx.clock.now().toISOString();
  const admin = isAdmin(principal, ctx.adminEmail);
  const users = ctx.store.collection<UserRecord>(USERS);
  const user = await users.findOneAndUpdate(
    { sub: principal.sub },
    {
      $set: {
        email: principal.email?.toLowerCase() ?? null,
        lastSeenAt: now,
        ...(admin && { role: 'admin', adminLevel: 1, tier: 'exempt', exemptReason: 'admin' }),
      },
      $setOnInsert: {
        _id: randomUUID(),
        sub: principal.sub,
        ...(!admin && { role: 'user', adminLevel: 0, tier: 'free', exemptReason: null }),
        subscription: {
          status: 'active',
          cancelAtPeriodEnd: false,
          currentPeriodEnd: null,
          stripeCustomerId: null,
          stripeSubscriptionId: null,
        },
        teamCount: 0,
        leaguesImported: 0,
        createdAt: now,
      },
    },
    { upsert: true },
  );
  if (!user) throw new Error(`Provisioning user ${principal.sub} returned nothing`);
  return user;
}
