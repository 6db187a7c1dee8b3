import { ZTier } from '../tiers/permissions.js';
import { z } from '../zod.js';
import { ZRole } from './admin.js';
import { ZTeam } from './entities.js';
import { ZTeamPlanningWeek } from './game-day.js';

/**
 * `GET /api/session/health` (public). Answers 200 while the server runs. `authenticated` tells
 * whether the request carried a valid bearer token (always `false` until sign-in exists).
 */
export const ZHealthResponse = z.lazy(() =>
  z.object({
    status: z.literal('ok'),
    service: z.literal('lineup-lab'),
    version: z.string(),
    time: z.iso.datetime(),
    authenticated: z.boolean(),
  }),
);
export type HealthResponse = z.infer<typeof ZHealthResponse>;

/**
 * `GET /api/user/profile` (user): who the server takes the signed-in caller for: their user id,
 * email (`null` when the identity gave none), role (`admin` for the administrator, as the server's
 * admin rule decides) and admin level (1 for the administrator, else 0). The web app shows the
 * admin link and dashboard from `role`, not from the token's roles claim. `lineupAlerts`: whether
 * the user is mailed when a starter of theirs is ruled Out, Doubtful or Questionable or is on a bye
 * in the planning week (on unless turned off; servers before lineup alerts leave it out).
 */
export const ZUserProfile = z.lazy(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    email: z.nullable(z.string()),
    role: ZRole,
    adminLevel: z.number().check(z.int(), z.nonnegative()),
    lineupAlerts: z.optional(z.boolean()),
  }),
);
export type UserProfile = z.infer<typeof ZUserProfile>;

/**
 * `PUT /api/user/settings` (user): the caller's own settings. `lineupAlerts` `false` stops the
 * lineup alert mails (injury and bye news about their starters), `true` starts them again. Answers
 * the profile as it now stands.
 */
export const ZUserSettingsRequest = z.lazy(() =>
  z.strictObject({
    lineupAlerts: z.boolean({ error: 'lineupAlerts must be true or false' }),
  }),
);
export type UserSettingsRequest = z.infer<typeof ZUserSettingsRequest>;

/**
 * `GET /api/user/teams` (user): the signed-in user's teams, oldest first, each with its `planning`
 * week's total in the team's mode and scoring (servers before game day leave it out).
 */
export const ZUserTeamsResponse = z.lazy(() =>
  z.object({
    teams: z.array(z.extend(ZTeam, { planning: z.optional(ZTeamPlanningWeek) })),
  }),
);
export type UserTeamsResponse = z.infer<typeof ZUserTeamsResponse>;

/**
 * Subscription states, as Stripe names them. A free user who never subscribed is `active` (on the
 * free plan); a pro user may cancel only while `active` (spec §4).
 */
export const SUBSCRIPTION_STATES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'paused',
] as const;
const ZSubscriptionState = z.enum(SUBSCRIPTION_STATES);
export type SubscriptionState = z.infer<typeof ZSubscriptionState>;

/**
 * One thing the user paid for that gives Pro now: a subscription (`kind` 'subscription', renewing
 * on `currentPeriodEnd` unless `cancelAtPeriodEnd`, when Pro ends then) or a Season Pass (`kind`
 * 'pass', paid once, Pro until `currentPeriodEnd`). `id` is the provider's subscription id, or
 * `pass_<checkout session id>`.
 */
const ZEntitlement = z.lazy(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    kind: z.enum(['subscription', 'pass']),
    planId: z.string(),
    status: ZSubscriptionState,
    currentPeriodEnd: z.iso.datetime({ offset: true }),
    cancelAtPeriodEnd: z.boolean(),
  }),
);

const count = z.number().check(z.int(), z.nonnegative());
/** A limit: a whole number, or `null` for unlimited (pro and exempt), as `limitsFor` gives it. */
const limit = z.nullable(count);

/**
 * The subscription status (spec §3). `GET /api/user/subscription-status` (user) answers with it, and
 * so does `POST /api/subscription/cancel` (the status after cancelling), so a client can replace
 * its copy with either.
 * - `tier`: free, pro or exempt; `exemptReason` says why an exempt user is exempt (e.g. 'admin'),
 *   `null` otherwise.
 * - `planId`: the plan paid for (`monthly`, `season`), `null` on the free tier and for exempt users.
 * - `currentPeriod`: the paid period; `null` on the free tier and for exempt users. After a
 *   cancellation `cancelAtPeriodEnd` is true and the user keeps pro until `currentPeriod.end`.
 * - `limits`: `null` means unlimited. `maxTeams` is the number of teams the user may hold now:
 *   on the free tier 1, or 2 once a league has been imported (spec §6).
 * - The customer id is `null` until the user has been to checkout; the subscription id is that of
 *   the subscription shown (`null` for a Season Pass). With the local checkout they are its own ids
 *   (`cus_local_…`, `sub_local_…`).
 * - `entitlements`: everything the user has paid for that gives Pro now, the one lasting longest
 *   first (at most one of them renews); empty for a free user.
 */
export const ZSubscriptionStatus = z.lazy(() =>
  z.object({
    tier: ZTier,
    exemptReason: z.nullable(z.string()),
    status: ZSubscriptionState,
    planId: z.nullable(z.string()),
    cancelAtPeriodEnd: z.boolean(),
    currentPeriod: z.nullable(z.object({ end: z.iso.datetime({ offset: true }) })),
    usage: z.object({ teamsCreated: count, leaguesImported: count }),
    limits: z.object({ maxTeams: limit, maxLeagues: limit }),
    stripeCustomerId: z.nullable(z.string()),
    stripeSubscriptionId: z.nullable(z.string()),
    entitlements: z.array(ZEntitlement),
  }),
);
export type SubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

/**
 * `GET /api/auth/config` (public): how a browser signs in — the OpenID issuer, the web app's public
 * client id, the API audience to request, the scopes (spec §7) and the name of the roles claim in
 * the identity token. The web app reads it once at start, so one build runs against any issuer.
 * `cliClientId`, when the server names one, is the public client the `lineup` command signs in as
 * (device flow); a server that does not name one leaves the CLI to its own default.
 */
export const ZAuthConfig = z.lazy(() =>
  z.object({
    issuer: z.url(),
    clientId: z.string().check(z.minLength(1)),
    cliClientId: z.optional(z.string().check(z.minLength(1))),
    audience: z.string().check(z.minLength(1)),
    scopes: z.array(z.string().check(z.minLength(1))),
    rolesClaim: z.string().check(z.minLength(1)),
  }),
);
export type AuthConfig = z.infer<typeof ZAuthConfig>;
