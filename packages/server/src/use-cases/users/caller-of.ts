import type { TierSubject } from '@lineup-lab/core';
import type { Principal } from '../../ports/identity.js';
import type { UserRecord } from '../../records/user-record.js';
import { hasLapsed, syncUserBilling } from '../billing/sync-user-billing.js';
import type { ServiceContext } from '../service-context.js';
import { provisionUser } from './provision-user.js';

/** The stored user behind a request's principal. */
export type CallerOf = (principal: Principal) => Promise<UserRecord>;

/**
 * The stored user behind each request's principal, provisioned once per request (the tier check
 * before a route and the use case share it), with a Pro whose paid period has ended brought back to
 * free on this read (no cron: `syncUserBilling`).
 */
export function callerOf(ctx: ServiceContext): CallerOf {
  const perRequest = new WeakMap<Principal, Promise<UserRecord>>();
  const load = async (principal: Principal) => {
    const user = await provisionUser(ctx, principal);
    if (!hasLapsed(user, ctx.clock.now())) return user;
    return (await syncUserBilling(ctx, user._id)) ?? user;
  };
  return (principal) => {
    let user = perRequest.get(principal);
    if (!user) {
      user = load(principal);
      perRequest.set(principal, user);
      // A failed read is not kept.
      user.catch(() => perRequest.delete(principal));
    }
    return user;
  };
}

/** What the tier check (`checkPermission`) needs of a caller: their tier and usage. */
export function subjectOf(caller: CallerOf): (principal: Principal) => Promise<TierSubject> {
  return async (principal) => {
    const user = await caller(principal);
    return {
      tier: user.tier,
      usage: { teamsCreated: user.teamCount, leaguesImported: user.leaguesImported },
    };
  };
}
