import { validateWith, ZNormalizedEmail } from '@lineup-lab/core';

/**
 * The address to send, or the message to show (core's email rule: 'Please enter a valid email
 * address'). A module of its own, loaded when the form is first sent: core's schema and zod stay
 * out of the landing page's JavaScript.
 */
export function checkWaitlistEmail(
  text: string,
): { ok: true; email: string } | { ok: false; message: string } {
  const result = validateWith(ZNormalizedEmail, text);
  return result.ok ? { ok: true, email: result.value } : { ok: false, message: result.message };
}
