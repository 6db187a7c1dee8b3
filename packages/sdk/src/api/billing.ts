import type { RequestOptions } from '../request.js';
import type { Call, RouteBody, RouteOutput } from '../route-types.js';

/** Plans and the subscription (spec §7 "Billing, import and contact"). */
export interface BillingApi {
  /** `GET /api/subscription/plans`: every plan, free first. */
  plans(options?: RequestOptions): Promise<RouteOutput<'plans'>>;
  /** `POST /api/subscription/create-checkout`: starts a checkout; navigate to the answer's `url`. */
  createCheckout(
    body: RouteBody<'createCheckout'>,
    options?: RequestOptions,
  ): Promise<RouteOutput<'createCheckout'>>;
  /** `POST /api/subscription/create-portal`: opens the billing portal; navigate to the answer's `url`. */
  createPortal(options?: RequestOptions): Promise<RouteOutput<'createPortal'>>;
  /** `POST /api/subscription/cancel`: cancels at the period's end; answers the new status. */
  cancel(options?: RequestOptions): Promise<RouteOutput<'cancelSubscription'>>;
}

/** The billing group, bound to a client's `call`. */
export function billingApi(call: Call): BillingApi {
  return {
    plans: (options) => call('plans', {}, options),
    createCheckout: (body, options) => call('createCheckout', { body }, options),
    createPortal: (options) => call('createPortal', {}, options),
    cancel: (options) => call('cancelSubscription', {}, options),
  };
}
