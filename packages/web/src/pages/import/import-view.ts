import type { LeagueProvider, SubscriptionStatus } from '@lineup-lab/core';

/** Where league-import questions go (the Contact Us button). */
export const SUPPORT_EMAIL = 'support@lineup-lab.app';

/** The Contact Us link: a mail to support about league import. */
export const CONTACT_US_HREF = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('League import')}`;

/** Each provider's import status as the page states it (spec §2 league import). */
export const PROVIDER_STATUS: Record<LeagueProvider, { name: string; status: string }> = {
  sleeper: { name: 'Sleeper', status: 'In development' },
  yahoo: { name: 'Yahoo', status: 'Coming soon' },
  espn: { name: 'ESPN', status: 'Planned' },
};

/** One usage line: what is counted, and 'used of maximum'. */
export interface UsageRow {
  label: string;
  value: string;
}

const ofLimit = (used: number, max: number | null) =>
  max === null ? `${used} (unlimited)` : `${used} of ${max}`;

/**
 * The free tier's usage (spec §2 league import): teams used versus the maximum and leagues
 * imported versus the maximum. `null` for pro and exempt users, who see no counters.
 */
export function usageRows(status: SubscriptionStatus): UsageRow[] | null {
  if (status.tier !== 'free') return null;
  return [
    { label: 'Teams used', value: ofLimit(status.usage.teamsCreated, status.limits.maxTeams) },
    { label: 'Leagues imported', value: ofLimit(status.usage.leaguesImported, status.limits.maxLeagues) },
  ];
}

/** Logs a failed load and fails on: on this page such errors are only logged (spec §8). */
export function logLoadFailure(what: string): (error: unknown) => never {
  return (error) => {
    console.error(`[import] Failed to load ${what}`, error);
    throw error;
  };
}
