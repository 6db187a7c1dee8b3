import { ADMIN_LISTS } from '../constants.js';
import { ZContactForm } from '../validation/contact.js';
import { z } from '../zod.js';
import { pagingQuery, ZPagination } from './query.js';

/**
 * `POST /api/contact` body (spec §3 "Contact message"): name, email, subject and message, checked in
 * the spec's order with its messages ('Please fill in all fields', 'Please enter a valid email
 * address', 'Message must be at least 10 characters long'); the parsed value is trimmed.
 */
export const ZContactMessageRequest = ZContactForm;
export type ContactMessageRequestInput = z.input<typeof ZContactMessageRequest>;

/**
 * `POST /api/contact` response (201; not shown in the spec, our design): the message's id, when it
 * arrived, and whether it went to support as priority (the sender is signed in as a Pro or exempt
 * user: `hasPrioritySupport`).
 */
export const ZContactMessageResponse = z.lazy(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    receivedAt: z.iso.datetime({ offset: true }),
    priority: z.boolean(),
  }),
);
export type ContactMessageResponse = z.infer<typeof ZContactMessageResponse>;

/**
 * How the administrator's list of contact messages is ordered: `priority` (the default) lists the
 * priority messages first, each group newest first; `newest` is newest first only.
 */
export const CONTACT_MESSAGE_SORTS = ['priority', 'newest'] as const;
const ZContactMessageSort = z.enum(CONTACT_MESSAGE_SORTS);
export type ContactMessageSort = z.infer<typeof ZContactMessageSort>;

/** Which messages the list keeps: every one (default), the priority ones, or the others. */
export const CONTACT_MESSAGE_FILTERS = ['all', 'priority', 'standard'] as const;
const ZContactMessageFilter = z.enum(CONTACT_MESSAGE_FILTERS);
export type ContactMessageFilter = z.infer<typeof ZContactMessageFilter>;

/**
 * A contact message as the administrator sees it: the form, who sent it (`userId`, `null` when not
 * signed in), when it arrived, whether it is `priority` (sent by a Pro or exempt user: priority
 * support) and, when mailing it to support failed, why (`mailError`; the message is kept either way).
 */
const ZContactMessageEntry = z.lazy(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    receivedAt: z.iso.datetime({ offset: true }),
    priority: z.boolean(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    userId: z.nullable(z.string()),
    mailError: z.nullable(z.string()),
  }),
);

/**
 * `GET /api/admin/contact-messages` (admin) query: `limit` 10/20/50/100 (default 50), `page` from 1
 * (default 1), `sort` (default `priority`: priority messages first) and `filter` (default `all`).
 */
export const ZAdminContactMessagesQuery = z.lazy(() =>
  z.object({
    ...pagingQuery(ADMIN_LISTS),
    sort: z._default(ZContactMessageSort, 'priority'),
    filter: z._default(ZContactMessageFilter, 'all'),
  }),
);
export type AdminContactMessagesQuery = z.infer<typeof ZAdminContactMessagesQuery>;

/**
 * `GET /api/admin/contact-messages` (admin) response: the requested page of messages, `total` those
 * matching the filter, `priorityTotal` the priority messages of all, and the page X of Y.
 */
export const ZAdminContactMessagesResponse = z.lazy(() =>
  z.object({
    messages: z.array(ZContactMessageEntry),
    total: z.number().check(z.int(), z.nonnegative()),
    priorityTotal: z.number().check(z.int(), z.nonnegative()),
    pagination: ZPagination,
  }),
);
export type AdminContactMessagesResponse = z.infer<typeof ZAdminContactMessagesResponse>;
