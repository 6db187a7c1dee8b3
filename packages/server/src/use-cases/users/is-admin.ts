import { isAdministrator } from '@lineup-lab/core';
import type { Principal } from '../../ports/identity.js';

/** Who the administrator is on this server: ADMIN_EMAIL and, when set, ADMIN_ROLE. */
export interface AdminSettings {
  adminEmail: string;
  /** ADMIN_ROLE: a role of the roles claim that makes its holder the administrator; unset, none does. */
  adminRole?: string | null | undefined;
}

/**
 * Whether a verified principal is the administrator, by core's one admin rule (`isAdministrator`):
 * the ADMIN_EMAIL address (ASCII case aside, verified unless the token says otherwise), or — only
 * when ADMIN_ROLE is set — a holder of that role. The route check, the stored user's role and the
 * embedded provider's roles claim all follow this rule.
 */
export function isAdmin(principal: Principal, settings: AdminSettings): boolean {
  return isAdministrator(principal, {
    adminEmail: settings.adminEmail,
    adminRole: settings.adminRole ?? null,
  });
}
