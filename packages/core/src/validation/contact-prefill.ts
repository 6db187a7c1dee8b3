/*
 * A module of its own, without zod: the contact widget on every page (the landing page too) fills
 * its form with this and ships no schema (contact.ts re-exports it).
 */

/** What the identity provider tells us of a signed-in user, as far as the contact form cares. */
export interface ContactUser {
  readonly name?: string | null | undefined;
  readonly email?: string | null | undefined;
}

/**
 * The name and email the contact form starts with (spec §5): a signed-in user's email, and their
 * name or, when they have none, the part of the email before the first '@'. Signed out: both empty.
 * @example contactPrefill({ email: 'sam.fan@example.com' }) // { name: 'sam.fan', email: 'sam.fan@example.com' }
 */
export function contactPrefill(user: ContactUser | null | undefined): { name: string; email: string } {
  const email = user?.email?.trim() ?? '';
  const at = email.indexOf('@');
  const name = user?.name?.trim() || (at > 0 ? email.slice(0, at) : '');
  return { name, email };
}
