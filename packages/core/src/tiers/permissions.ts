import { FREE_TIER_LIMITS } from '../constants.js';
import { z } from '../zod.js';

/** Subscription tiers (spec §6): free, pro (paid) and exempt (admin-granted, unlimited). */
export const TIERS = ['free', 'pro', 'exempt'] as const;
export const ZTier = z.enum(TIERS);
export type Tier = z.infer<typeof ZTier>;

/** A tier's limits; `null` means unlimited. */
export interface TierLimits {
  readonly maxTeams: number | null;
  readonly maxLeagues: number | null;
}

/** What a permission check needs to know about a user. */
export interface TierSubject {
  readonly tier: Tier;
  readonly usage: { readonly teamsCreated: number; readonly leaguesImported: number };
}

/** Things a user may or may not do, depending on tier and usage. */
export const ACTIONS = [
  'createTeam',
  'importLeague',
  'useScenarios',
  'useAdvisor',
  'useHistory',
  'useRestOfSeason',
  'useWaivers',
  'useTrades',
] as const;
export type Action = (typeof ACTIONS)[number];

/** The answer to "may this user do X": yes, or no with a reason fit to show. */
export type Permission =
  | { readonly allowed: true }
  | {
      readonly allowed: false;
      readonly code: 'UPGRADE_REQUIRED';
      readonly upgradeRequired: true;
      readonly reason: string;
    };

/** The reasons given when a free user is refused. The team one is the spec's default message. */
export const UPGRADE_REASONS: Readonly<Record<Action, string>> = {
  createTeam: 'You have reached the limit for teams on the free plan',
  importLeague: 'You have reached the limit for leagues on the free plan',
  useScenarios: 'Saved what-if scenarios are available on the Pro plan',
  useAdvisor: 'The AI lineup advisor is available on the Pro plan',
  useHistory: 'The 30-day history with version restore is available on the Pro plan',
  useRestOfSeason: 'Rest-of-season projections are available on the Pro plan',
  useWaivers: 'The waiver assistant is available on the Pro plan',
  useTrades: 'The trade analyzer is available on the Pro plan',
};

/** The limits of a tier: free has spec §9's; pro and exempt are unlimited. */
export function limitsFor(tier: Tier): TierLimits {
  return tier === 'free' ? { ...FREE_TIER_LIMITS } : { maxTeams: null, maxLeagues: null };
}

/**
 * The number of teams a user may hold. A free user gets 1, and a second once a league has been
 * imported (spec §6); pro and exempt users are unlimited (`null`).
 */
export function teamAllowance(subject: TierSubject): number | null {
  const { maxTeams, maxLeagues } = limitsFor(subject.tier);
  if (maxTeams === null) return null;
  return maxTeams + Math.min(subject.usage.leaguesImported, maxLeagues ?? 0);
}

/**
 * Whether a tier has priority support (spec §9: both paid plans; exempt users too): their contact
 * messages are marked priority, tagged in support's mail and listed first for the administrator.
 * @example hasPrioritySupport('pro') // true
 */
export function hasPrioritySupport(tier: Tier): boolean {
  return tier !== 'free';
}

/**
 * Whether the user may do `action` now, with the reason when not.
 * @example may({ tier: 'free', usage: { teamsCreated: 1, leaguesImported: 0 } }, 'createTeam')
 * // { allowed: false, code: 'UPGRADE_REQUIRED', upgradeRequired: true, reason: 'You have reached …' }
 */
export function may(subject: TierSubject, action: Action): Permission {
  if (subject.tier !== 'free') return { allowed: true };
  if (action === 'createTeam') {
    const allowance = teamAllowance(subject);
    if (allowance === null || subject.usage.teamsCreated < allowance) return { allowed: true };
  }
  if (action === 'importLeague') {
    const { maxLeagues } = limitsFor(subject.tier);
    if (maxLeagues === null || subject.usage.leaguesImported < maxLeagues) return { allowed: true };
  }
  return { allowed: false, code: 'UPGRADE_REQUIRED', upgradeRequired: true, reason: UPGRADE_REASONS[action] };
}
