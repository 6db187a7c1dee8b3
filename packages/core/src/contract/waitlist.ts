import { RECENT_WAITLIST_COUNT } from '../constants.js';
import { ZNormalizedEmail } from '../validation/email.js';
import { z } from '../zod.js';

/** Where a sign-up came from: a short snake_case tag (the landing page sends 'landing_page'). */
const ZWaitlistSource = z
  .string()
  .check(z.trim(), z.regex(/^[a-z0-9_-]{1,50}$/i, 'source must be 1–50 letters, digits, _ or -'));

/**
 * `POST /api/waitlist` (public) body (our path and design): the address, trimmed and lower-cased
 * ('Please enter a valid email address'), and the source, default 'landing_page'.
 */
export const ZWaitlistSignupRequest = z.lazy(() =>
  z.object({
    email: ZNormalizedEmail,
    source: z._default(ZWaitlistSource, 'landing_page'),
  }),
);
export type WaitlistSignupRequest = z.infer<typeof ZWaitlistSignupRequest>;
export type WaitlistSignupRequestInput = z.input<typeof ZWaitlistSignupRequest>;

/**
 * `POST /api/waitlist` response (our design): the same answer whether the address is new or already
 * on the list, so the call cannot be used to learn who signed up.
 */
export const ZWaitlistSignupResponse = z.lazy(() => z.object({ ok: z.literal(true), message: z.string() }));
export type WaitlistSignupResponse = z.infer<typeof ZWaitlistSignupResponse>;

/** A waitlist sign-up (spec §3): address, when, and from where. */
const ZWaitlistEntry = z.lazy(() =>
  z.object({
    email: z.string(),
    signupDate: z.iso.datetime({ offset: true }),
    source: z.string(),
  }),
);
export type WaitlistEntry = z.infer<typeof ZWaitlistEntry>;

/** `GET /api/waitlist/emails` (admin) response: every sign-up, newest first. */
export const ZWaitlistEmailsResponse = z.lazy(() => z.object({ emails: z.array(ZWaitlistEntry) }));
export type WaitlistEmailsResponse = z.infer<typeof ZWaitlistEmailsResponse>;

/**
 * `GET /api/waitlist/count` (admin) response: how many have signed up, and the 5 most recent
 * sign-ups, newest first (the latest signup date is `recentSignups[0].signupDate`).
 */
export const ZWaitlistCountResponse = z.lazy(() =>
  z.object({
    count: z.number().check(z.int(), z.nonnegative()),
    recentSignups: z.array(ZWaitlistEntry).check(z.maxLength(RECENT_WAITLIST_COUNT)),
  }),
);
export type WaitlistCountResponse = z.infer<typeof ZWaitlistCountResponse>;

/** The columns of `GET /api/waitlist/export` (admin), a CSV file with a header row. */
export const WAITLIST_CSV_COLUMNS = ['email', 'signupDate', 'source'] as const;

/**
 * `GET /api/waitlist/export` (admin) response: a `text/csv` download named by
 * `waitlistExportFilename`, with the header row `email,signupDate,source` and one row per sign-up,
 * newest first. Read as one string.
 */
export const ZWaitlistCsv = z.string();

/**
 * A sign-up source as shown: words split on `_` or `-`, each capitalised.
 * @example waitlistSourceLabel('landing_page') // 'Landing Page'
 */
export function waitlistSourceLabel(source: string): string {
  return source
    .split(/[_-]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
