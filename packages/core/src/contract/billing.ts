import { trimmedText } from '../validation/trimmed-text.js';
import { z } from '../zod.js';
import { ZId } from './entities.js';
import { ZSubscriptionStatus } from './session.js';

/** How a plan is charged: never (free), each month, or once for the season (the season pass). */
const PLAN_INTERVALS = ['forever', 'month', 'season'] as const;
const ZPlanInterval = z.enum(PLAN_INTERVALS);

/**
 * A plan (spec §3). `price` is in cents (shown divided by 100 with 2 decimals); `intervalDisplay` is
 * the text shown with it ('per month', 'full season'); `savings` ('Save $9'), `savingsPercentage`
 * (37.5) and `totalCostNote` ('$24 for a full season') are `null` when a plan has none; `featured`
 * marks the highlighted card. The free plan has id 'free'.
 */
export const ZPlan = z.lazy(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1)),
    price: z.number().check(z.int(), z.nonnegative()),
    interval: ZPlanInterval,
    intervalDisplay: z.string(),
    savings: z.nullable(z.string()),
    savingsPercentage: z.nullable(z.number().check(z.nonnegative())),
    totalCostNote: z.nullable(z.string()),
    features: z.array(z.string()),
    featured: z.boolean(),
  }),
);
export type Plan = z.infer<typeof ZPlan>;

/**
 * The message of `PAYMENTS_NOT_CONFIGURED` (503): a production server with no payment provider set up
 * (neither Stripe nor the local test checkout asked for) sells nothing.
 */
export const PAYMENTS_NOT_CONFIGURED_MESSAGE = 'Payments are not set up on this server';

/**
 * `GET /api/subscription/plans` response: every plan, free first, in display order, and whether a
 * plan can be bought here: `checkoutAvailable` is false when payments are not set up on the server
 * (then starting a checkout and opening the billing portal answer 503 `PAYMENTS_NOT_CONFIGURED`).
 */
export const ZPlansResponse = z.lazy(() =>
  z.object({ plans: z.array(ZPlan), checkoutAvailable: z.boolean() }),
);
export type PlansResponse = z.infer<typeof ZPlansResponse>;

/** Whether `zone` is an IANA time zone this runtime knows ('America/Los_Angeles', 'UTC'). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * `POST /api/subscription/create-checkout` body: `planType`, the id of the paid plan to buy;
 * `timeZone`, optional, the viewer's IANA time zone, in which the local test checkout states the
 * dates it shows (as the billing page does), UTC without it.
 */
export const ZCreateCheckoutRequest = z.lazy(() =>
  z.object({
    planType: trimmedText(1, 64, { tooShort: 'Choose a plan', tooLong: 'Unknown plan' }),
    timeZone: z.optional(
      z.string().check(z.maxLength(64, 'Unknown time zone'), z.refine(isTimeZone, 'Unknown time zone')),
    ),
  }),
);

/**
 * A URL the browser navigates to: an absolute http(s) URL (the hosted checkout or portal) or a path
 * on our own site (the local billing). Never `javascript:` and never protocol-relative (`//host`).
 */
const ZNavigationUrl = z.lazy(() =>
  z.union([
    z.url({ protocol: /^https?$/, error: 'Expected an http(s) URL' }),
    z.string().check(z.regex(/^\/(?![/\\])/, 'Expected an http(s) URL or a site path')),
  ]),
);

/** `POST /api/subscription/create-checkout` response: the checkout page to navigate to. */
export const ZCreateCheckoutResponse = z.lazy(() => z.object({ url: ZNavigationUrl }));
export type CreateCheckoutResponse = z.infer<typeof ZCreateCheckoutResponse>;

/** `POST /api/subscription/create-portal` (no body) response: the billing portal to navigate to. */
export const ZCreatePortalResponse = z.lazy(() => z.object({ url: ZNavigationUrl }));
export type CreatePortalResponse = z.infer<typeof ZCreatePortalResponse>;

/**
 * `POST /api/subscription/cancel` (no body) response (not shown in the spec; our design): the
 * subscription status after cancelling. The subscription ends at the period end: `tier` stays 'pro',
 * `cancelAtPeriodEnd` is true and `currentPeriod.end` says until when.
 */
export const ZCancelSubscriptionResponse = ZSubscriptionStatus;
export type CancelSubscriptionResponse = z.infer<typeof ZCancelSubscriptionResponse>;

/** `PUT /api/admin/users/:userId/exempt` path: the user to grant or revoke exempt access. */
export const ZUserIdParams = z.lazy(() => z.object({ userId: ZId }));

/**
 * `PUT /api/admin/users/:userId/exempt` (admin) body: `exempt` true grants exempt access (unlimited,
 * no plans), with `reason` shown as the exempt reason (default 'granted by admin'); false revokes it
 * (the user is then pro or free by what they paid). The administrator's own access cannot be revoked.
 */
export const ZSetExemptRequest = z.lazy(() =>
  z.object({
    exempt: z.boolean(),
    reason: z.optional(
      trimmedText(1, 100, {
        tooShort: 'The reason is empty',
        tooLong: 'The reason holds up to 100 characters',
      }),
    ),
  }),
);

/** `PUT /api/admin/users/:userId/exempt` response: that user's subscription status afterwards. */
export const ZSetExemptResponse = ZSubscriptionStatus;
export type SetExemptResponse = z.infer<typeof ZSetExemptResponse>;
