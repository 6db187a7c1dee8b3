/**
 * What the admin rule reads of a signed-in identity: its email, whether the issuer says the email
 * is verified (`email_verified`; absent when the issuer does not say), and its roles claim.
 */
export interface AdminIdentity {
  email: string | null | undefined;
  emailVerified?: boolean | undefined;
  roles: readonly string[];
}

/**
 * Who the administrator is, from the server's configuration: `adminEmail` (ADMIN_EMAIL) and, only
 * when configured, `adminRole` (ADMIN_ROLE), a role of the roles claim that makes its holder the
 * administrator too. `null` (the default): the email rule alone.
 */
export interface AdminPolicy {
  adminEmail: string;
  adminRole: string | null;
}

/** Lower-cases A–Z only: other scripts' letters stay as they are, so a look-alike never folds onto ASCII. */
const lowerAscii = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/**
 * The one admin rule (spec §6): the administrator is the identity whose email is ADMIN_EMAIL,
 * compared after lower-casing ASCII letters and nothing else — no trimming, no Unicode folding or
 * normalisation, so `'admin@x.test '` or an address with a Cyrillic `а` is not it — unless the
 * issuer says that email is not verified (`emailVerified: false`). When the policy names an
 * `adminRole`, an identity whose roles claim holds exactly that role is the administrator as well;
 * without one the roles claim does not count, whatever it holds.
 * @example
 * isAdministrator({ email: 'Boss@Example.com', roles: [] }, { adminEmail: 'boss@example.com', adminRole: null }) // true
 * isAdministrator({ email: 'fan@example.com', roles: ['admin'] }, { adminEmail: 'boss@example.com', adminRole: null }) // false
 */
export function isAdministrator(identity: AdminIdentity, policy: AdminPolicy): boolean {
  if (policy.adminRole !== null && policy.adminRole !== '' && identity.roles.includes(policy.adminRole)) {
    return true;
  }
  const { email } = identity;
  if (typeof email !== 'string' || email === '' || policy.adminEmail === '') return false;
  if (identity.emailVerified === false) return false;
  return lowerAscii(email) === lowerAscii(policy.adminEmail);
}
