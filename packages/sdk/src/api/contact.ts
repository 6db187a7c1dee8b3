import type { RequestOptions } from '../request.js';
import type { Call, RouteBody, RouteOutput } from '../route-types.js';

/** The contact-support form (spec §7 "Billing, import and contact"). */
export interface ContactApi {
  /** `POST /api/contact` (public, rate limited: a 429 is a `RateLimitError` with `retryAfter`): sends a message to support. */
  send(body: RouteBody<'contact'>, options?: RequestOptions): Promise<RouteOutput<'contact'>>;
}

/** The contact group, bound to a client's `call`. */
export function contactApi(call: Call): ContactApi {
  return {
    send: (body, options) => call('contact', { body }, options),
  };
}
