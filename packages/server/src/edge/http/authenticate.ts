import { type Action, may, type TierSubject } from '@lineup-lab/core';
import type { Request } from 'express';
import { AppError } from '../../errors/app-error.js';
import type { Principal, TokenVerifier } from '../../ports/identity.js';
import { isAdmin } from '../../use-cases/users/is-admin.js';

/** The bearer token of a request, or undefined when it carries none. */
function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** Who may call what: the route's access level, checked against the verified principal. */
export interface AccessPolicy {
  verifier: TokenVerifier;
  /** The administrator's email (ADMIN_EMAIL). */
  adminEmail: string;
  /** ADMIN_ROLE, when set: a principal with this role is the administrator too (`isAdmin`). */
  adminRole?: string | null;
  /** The tier and usage of a principal, for routes with a `permission` (refused without it). */
  subjectOf?: (principal: Principal) => Promise<TierSubject>;
}

/**
 * Refuses a caller whose tier does not allow `action` (core's `may`): 403 `UPGRADE_REQUIRED` with
 * `upgradeRequired: true` and the reason. The one place tier rules are enforced for every route
 * whose contract names a `permission`.
 */
export async function checkPermission(
  action: Action,
  principal: Principal | undefined,
  policy: AccessPolicy | undefined,
): Promise<void> {
  if (!principal) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  if (!policy?.subjectOf) throw new AppError('UNAVAILABLE', 'Tier checks are not configured on this server');
  const verdict = may(await policy.subjectOf(principal), action);
  if (!verdict.allowed) throw new AppError('UPGRADE_REQUIRED', verdict.reason);
}

/**
 * The principal a route may act for. Public routes accept a missing token (and ignore an invalid
 * one); user routes need a valid token (401); admin routes also need the administrator (403).
 */
export async function principalFor(
  req: Request,
  access: 'public' | 'user' | 'admin',
  policy: AccessPolicy | undefined,
): Promise<Principal | undefined> {
  const token = bearerToken(req);
  if (access === 'public') {
    if (!token || !policy) return undefined;
    return policy.verifier.verify(token).catch(() => undefined);
  }
  if (!token) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  if (!policy) throw new AppError('UNAUTHENTICATED', 'Sign-in is not configured on this server');
  const principal = await policy.verifier.verify(token);
  if (access === 'admin' && !isAdmin(principal, policy)) {
    throw new AppError(
      'FORBIDDEN',
      'Admin access is restricted to authorized personnel only. Contact system administrator if you believe this is an error.',
    );
  }
  return principal;
}
