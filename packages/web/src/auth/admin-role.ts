import type { Role } from '@lineup-lab/core';

/**
 * The web app's one admin signal: whether a user the server answered for (`GET /api/user/profile`,
 * or a row of the admin users list) holds the role 'admin'. The server gives that role by its own
 * admin rule (core's `isAdministrator` over ADMIN_EMAIL / ADMIN_ROLE, applied when it provisions
 * the user) and enforces the same rule on every admin call and on exempt revocation; the web never
 * reads the token's roles claim (shown on /auth-test only) nor compares ids for it.
 */
export function hasAdminRole(user: { role: Role } | { role: Role | null } | null | undefined): boolean {
  return user?.role === 'admin';
}
