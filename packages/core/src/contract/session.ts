import { z } from 'zod';
import { ZTier } from '../tiers/permissions.js';
import { ZTeam } from './entities.js';

/**
 * `GET /api/session/health` (public). Answers 200 while the server runs. `authenticated` tells
 * whether the request carried a valid bearer token (always `false` until sign-in exists).
 */
export const ZHealthResponse = z.object({
  status: z.literal('ok'),
  service: z.literal('lineup-lab'),
  version: z.string(),
  time: z.iso.datetime(),
  authenticated: z.boolean(),
});
export type HealthResponse = z.infer<typeof ZHealthResponse>;

/** `GET /api/user/teams` (user): the signed-in user's teams, oldest first. */
export const ZUserTeamsResponse = z.object({ teams: z.array(ZTeam) });
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
export const ZSubscriptionState = z.enum(SUBSCRIPTION_STATES);
export type SubscriptionState = z.infer<typeof ZSubscriptionState>;

const count = z.number().int().nonnegative();
/** A limit: a whole number, or `null` for unlimited (pro and exempt), as `limitsFor` gives it. */
const limit = count.nullable();

/**
 * The subscription status (spec §3). `GET /api/user/subscription-status` (user) answers with it, and
 * so does `POST /api/subscription/cancel` (the status after cancelling), so a client can replace
 * its copy with either.
 * - `tier`: free, pro or exempt; `exemptReason` says why an exempt user is exempt (e.g. 'admin'),
 *   `null` otherwise.
 * - `currentPeriod`: the paid period; `null` on the free tier and for exempt users. After a
 *   cancellation `cancelAtPeriodEnd` is true and the user keeps pro until `currentPeriod.end`.
 * - `limits`: `null` means unlimited. `maxTeams` is the number of teams the user may hold now:
 *   on the free tier 1, or 2 once a league has been imported (spec §6).
 * - Stripe ids are `null` until the user has been to checkout (and always with the local billing).
 */
export const ZSubscriptionStatus = z.object({
  tier: ZTier,
  exemptReason: z.string().nullable(),
  status: ZSubscriptionState,
  cancelAtPeriodEnd: z.boolean(),
  currentPeriod: z.object({ end: z.iso.datetime({ offset: true }) }).nullable(),
  usage: z.object({ teamsCreated: count, leaguesImported: count }),
  limits: z.object({ maxTeams: limit, maxLeagues: limit }),
  stripeCustomerId: z.string().nullable(),
  stripeSubscriptionId: z.string().nullable(),
});
export type SubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;
