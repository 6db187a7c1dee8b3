import type { RequestOptions } from '../request.js';
import type { Call, RouteBody, RouteOutput } from '../route-types.js';

/** The waitlist: the public sign-up and the admin's views of it. */
export interface WaitlistApi {
  /** `POST /api/waitlist` (public): joins the waitlist; the same answer for a new or a known address. */
  signUp(body: RouteBody<'waitlistSignup'>, options?: RequestOptions): Promise<RouteOutput<'waitlistSignup'>>;
  /** `GET /api/waitlist/emails` (admin): every sign-up, newest first. */
  emails(options?: RequestOptions): Promise<RouteOutput<'waitlistEmails'>>;
  /** `GET /api/waitlist/count` (admin): how many signed up, and the latest sign-ups. */
  count(options?: RequestOptions): Promise<RouteOutput<'waitlistCount'>>;
  /** `GET /api/waitlist/export` (admin): the waitlist as CSV text (save it as `waitlistExportFilename(date)`). */
  exportCsv(options?: RequestOptions): Promise<RouteOutput<'waitlistExport'>>;
}

/** The waitlist group, bound to a client's `call`. */
export function waitlistApi(call: Call): WaitlistApi {
  return {
    signUp: (body, options) => call('waitlistSignup', { body }, options),
    emails: (options) => call('waitlistEmails', {}, options),
    count: (options) => call('waitlistCount', {}, options),
    exportCsv: (options) => call('waitlistExport', {}, options),
  };
}
