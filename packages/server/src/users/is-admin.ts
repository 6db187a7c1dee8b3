import type { Principal } from '../ports/identity.js';

/** Whether a principal is the administrator: ADMIN_EMAIL, or anyone carrying the `admin` role. */
export function isAdmin(principal: Principal, adminEmail: string): boolean {
  return principal.roles.includes('admin') || principal.email?.toLowerCase() === adminEmail.toLowerCase();
}
