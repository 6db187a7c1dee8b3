import { ZContactForm } from '../validation/contact.js';
import { z } from '../zod.js';

/**
 * `POST /api/contact` body (spec §3 "Contact message"): name, email, subject and message, checked in
 * the spec's order with its messages ('Please fill in all fields', 'Please enter a valid email
 * address', 'Message must be at least 10 characters long'); the parsed value is trimmed.
 */
export const ZContactMessageRequest = ZContactForm;
export type ContactMessageRequest = z.output<typeof ZContactMessageRequest>;
export type ContactMessageRequestInput = z.input<typeof ZContactMessageRequest>;

/** `POST /api/contact` response (201; not shown in the spec, our design): the message's id and when it arrived. */
export const ZContactMessageResponse = z.object({
  id: z.string().check(z.minLength(1)),
  receivedAt: z.iso.datetime({ offset: true }),
});
export type ContactMessageResponse = z.infer<typeof ZContactMessageResponse>;
