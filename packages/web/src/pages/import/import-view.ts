import {
  dateTimeFormat,
  type LeagueChoice,
  type LeagueProvider,
  type LeagueRef,
  type LeagueSyncResponse,
  may,
  type RosterChoice,
  type SubscriptionStatus,
  UPGRADE_REASONS,
  validateWith,
  ZSleeperUsername,
} from '@lineup-lab/core';
import { PermissionError, UpgradeRequiredError } from '@lineup-lab/sdk';
import { messageOf } from '../../api/error-message.js';

/**
 * The subject the Contact Us button fills in: it opens the app's contact form (as the dashboard's
 * contact section does), which the server mails to its own `SUPPORT_EMAIL`.
 */
export const CONTACT_US_SUBJECT = 'League import';

/** Each host's name as the page writes it. */
export const HOST_NAMES: Readonly<Record<LeagueProvider, string>> = {
  sleeper: 'Sleeper',
  yahoo: 'Yahoo',
  espn: 'ESPN',
};

/** The screen's own messages (the hosts' errors are the server's). */
export const IMPORT_VIEW_MESSAGES = {
  leaguesFailed: 'Failed to find Sleeper leagues',
  espnLeagueFailed: 'Failed to find the ESPN league',
  yahooConnectionFailed: 'Failed to check your Yahoo connection',
  yahooLeaguesFailed: 'Failed to find your Yahoo leagues',
  yahooConnectFailed: 'Failed to start connecting Yahoo',
  yahooDisconnectFailed: 'Failed to disconnect Yahoo',
  rostersFailed: "Failed to load the league's teams",
  previewFailed: 'Failed to preview the import',
  importFailed: 'Failed to import the league',
  syncFailed: 'Failed to sync the league',
  credentialsFailed: "Failed to save the league's ESPN cookies",
  /** The free plan's refusal (core's reason for `importLeague`), shown in the upgrade box. */
  leagueLimit: UPGRADE_REASONS.importLeague,
} as const;

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

/**
 * True when the user may import no more leagues, by core's rule (`may(…, 'importLeague')`, the one
 * the server's import refuses by) applied to the server's answer (tier and usage): a free user who
 * has used the plan's leagues. Pro and exempt users have no limit. Unknown status (its load failed):
 * not at the limit, so the form shows and the server decides.
 */
export function atLeagueLimit(status: SubscriptionStatus | undefined): boolean {
  return status !== undefined && !may(status, 'importLeague').allowed;
}

/** Logs a failed load and fails on: on this page such errors are only logged (spec §8). */
export function logLoadFailure(what: string): (error: unknown) => never {
  return (error) => {
    console.error(`[import] Failed to load ${what}`, error);
    throw error;
  };
}

const LEAGUE_STATUS_LABELS: Readonly<Record<string, string>> = {
  pre_draft: 'Pre-draft',
  drafting: 'Drafting',
  in_season: 'In season',
  complete: 'Complete',
};

/** A league's status in words ('In season'); an unknown one as the host says it. */
export function leagueStatusLabel(status: string): string {
  return LEAGUE_STATUS_LABELS[status] ?? status;
}

/** '12 teams', '1 team'. */
export function teamCount(size: number): string {
  return `${size} ${size === 1 ? 'team' : 'teams'}`;
}

/** '15 players', '1 player'. */
export function playerCount(count: number): string {
  return `${count} ${count === 1 ? 'player' : 'players'}`;
}

/** A roster's name in the league: its team name, else its owner's, else 'Team <id>'. */
export function rosterTitle(roster: RosterChoice): string {
  return roster.teamName ?? (roster.ownerName ? `${roster.ownerName}'s team` : `Team ${roster.rosterId}`);
}

/**
 * A time (ISO) as the viewer reads it, in their own zone with its name: 'Sep 17, 2025, 12:00 PM PDT'.
 * `options` picks the zone and locale (tests); the viewer's by default.
 */
export function formatSyncTime(iso: string, options: { timeZone?: string; locale?: string } = {}): string {
  return dateTimeFormat(options.locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(options.timeZone !== undefined && { timeZone: options.timeZone }),
  }).format(new Date(iso));
}

/** What a sync changed, in one sentence: 'Added: A, B. Dropped: C.' or 'No players were added or dropped.' */
export function syncSummary(result: Pick<LeagueSyncResponse, 'added' | 'dropped'>): string {
  const parts = [
    result.added.length > 0 ? `Added: ${result.added.join(', ')}.` : null,
    result.dropped.length > 0 ? `Dropped: ${result.dropped.join(', ')}.` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' ') : 'No players were added or dropped.';
}

/** The typed username checked as the server checks it: the trimmed name, or the message to show. */
export function checkUsername(input: string): { ok: true; value: string } | { ok: false; message: string } {
  const result = validateWith(ZSleeperUsername, input);
  return result.ok ? { ok: true, value: result.value } : { ok: false, message: result.message };
}

/**
 * Why a step failed: the upgrade box for a tier refusal; `private` for a host's refusal of a league
 * the access given does not open (403 without `upgradeRequired`: an ESPN league without or with
 * stale cookies); else an alert with the server's message.
 */
export type ImportFailure =
  | { kind: 'upgrade'; message: string }
  | { kind: 'private'; message: string }
  | { kind: 'error'; message: string };

/** The failure of a call of the import, with the server's message where it gave one. */
export function importFailure(error: unknown, fallback: string): ImportFailure {
  if (error instanceof UpgradeRequiredError) {
    return { kind: 'upgrade', message: messageOf(error, IMPORT_VIEW_MESSAGES.leagueLimit) };
  }
  if (error instanceof PermissionError) return { kind: 'private', message: messageOf(error, fallback) };
  return { kind: 'error', message: messageOf(error, fallback) };
}

/**
 * How to ask the server for a listed league's teams: Sleeper's and Yahoo's by their id (Yahoo's is
 * the league key), ESPN's by its id and season.
 */
export function leagueRefOf(league: Pick<LeagueChoice, 'provider' | 'leagueId' | 'season'>): LeagueRef {
  switch (league.provider) {
    case 'sleeper':
      return { provider: 'sleeper', leagueId: league.leagueId };
    case 'yahoo':
      return { provider: 'yahoo', leagueId: league.leagueId };
    case 'espn':
      return { provider: 'espn', league: league.leagueId, season: league.season };
  }
}
