import {
  ADMIN_LISTS,
  ADMIN_PLAYERS,
  type AdminAuditQuery,
  type AdminContactMessagesQuery,
  type AdminLineup,
  type AdminLineupsQuery,
  type AdminPlayer,
  type AdminPlayersQuery,
  type AdminUser,
  type AdminUsersQuery,
  type AuditAction,
  type DistributionEntry,
  dateTimeFormat,
  formatPoints,
  type InjuryStatus,
  ORPHANED_OWNER,
  type Role,
} from '@lineup-lab/core';
import { messageOf } from '../../api/error-message.js';
import { hasAdminRole } from '../../auth/admin-role.js';

/** The admin dashboard's messages (spec §6 Access Denied, §8 "Admin data load", "Admin tab errors"), word for word. */
export const ADMIN_MESSAGES = {
  loadFailed: 'Failed to fetch admin data',
  accessDenied:
    'Admin access is restricted to authorized personnel only. Contact system administrator if you believe this is an error.',
  players: 'Failed to fetch players',
  weekly: 'Failed to fetch weekly predictions',
  ml: 'Failed to fetch ML status',
  waitlist: 'Failed to fetch waitlist data',
  export: 'Failed to export waitlist emails',
  injury: 'Failed to update injury status',
  // Ours: the spec's Users and Lineups tabs showed what the first load brought, and had no audit tab.
  users: 'Failed to fetch users',
  lineups: 'Failed to fetch lineups',
  audit: 'Failed to fetch the audit log',
  messages: 'Failed to fetch support messages',
  exempt: 'Failed to change exempt access',
  unlock: 'Failed to unlock the account',
} as const;

export type AdminMessageKey = Exclude<keyof typeof ADMIN_MESSAGES, 'accessDenied'>;

/** What to show for a failed admin call: the server's message where it has one, else the spec's. */
export function adminErrorMessage(error: unknown, key: AdminMessageKey): string {
  return messageOf(error, ADMIN_MESSAGES[key]);
}

/**
 * Where each table starts (spec §2 "Admin filter defaults" for players; users, lineups and the
 * audit log newest first, support's messages priority first, 50 a page). The weekly table's are in weekly-filters.ts.
 */
export const DEFAULT_QUERIES: {
  users: AdminUsersQuery;
  lineups: AdminLineupsQuery;
  players: AdminPlayersQuery;
  audit: AdminAuditQuery;
  messages: AdminContactMessagesQuery;
} = {
  users: { search: '', limit: ADMIN_LISTS.defaults.limit, page: 1, sort: 'createdAt', order: 'desc' },
  lineups: { search: '', limit: ADMIN_LISTS.defaults.limit, page: 1, sort: 'createdAt', order: 'desc' },
  players: {
    position: 'ALL',
    search: '',
    limit: ADMIN_PLAYERS.defaults.limit,
    sort: ADMIN_PLAYERS.defaults.sort,
    order: ADMIN_PLAYERS.defaults.order,
  },
  audit: { limit: ADMIN_LISTS.defaults.limit, page: 1 },
  messages: { limit: ADMIN_LISTS.defaults.limit, page: 1, sort: 'priority', filter: 'all' },
};

// ——— Access ———

/** The admin screen's states (spec §4 "Admin access", with the load's error). */
export type AdminAccess = 'loading' | 'error' | 'unauthenticated' | 'denied' | 'allowed';

type LoadStatus = 'pending' | 'error' | 'success';

export interface AccessInput {
  signedIn: boolean;
  /** The profile call (`GET /api/user/profile`) and the role it answered. */
  profile: { status: LoadStatus; role: Role | null };
  /** The dashboard's own data (the stats), asked for only once the profile says admin. */
  data: { status: LoadStatus };
}

/**
 * Which state the admin screen is in, in the spec's order (§2): Loading, then an error (with Retry),
 * then 'Authentication Required', then Access Denied, then the dashboard. A visitor who is not
 * signed in has nothing to load. Whether the user is the administrator is the server's answer
 * (the profile's role); nothing admin-only is asked for anyone else, so an ordinary user never
 * meets a 403 here (which would end their session).
 */
export function adminAccess({ signedIn, profile, data }: AccessInput): AdminAccess {
  if (!signedIn) return 'unauthenticated';
  if (profile.status === 'pending') return 'loading';
  if (profile.status === 'error') return 'error';
  if (!hasAdminRole(profile)) return 'denied';
  if (data.status === 'pending') return 'loading';
  if (data.status === 'error') return 'error';
  return 'allowed';
}

// ——— Tabs ———

/** The tabs, in order (spec §2, plus Messages: support's inbox, and Audit: the administrator's audit trail). */
export const ADMIN_TABS = [
  'overview',
  'users',
  'lineups',
  'players',
  'weekly',
  'ml',
  'waitlist',
  'messages',
  'audit',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const TAB_NAMES: Record<AdminTab, string> = {
  overview: 'Overview',
  users: 'Users',
  lineups: 'Lineups',
  players: 'Players',
  weekly: 'Weekly ML',
  ml: 'ML System',
  waitlist: 'Waitlist',
  messages: 'Messages',
  audit: 'Audit',
};

/** The tabs that show a count: 'Users (12)'. */
type CountedTab = 'users' | 'lineups' | 'players' | 'weekly' | 'waitlist';
export type TabCounts = Partial<Record<CountedTab, number>>;

/** A tab's label: its name, with its count in brackets once known ('Weekly ML (312)'). */
export function tabLabel(tab: AdminTab, counts: TabCounts = {}): string {
  const count = counts[tab as CountedTab];
  return count === undefined ? TAB_NAMES[tab] : `${TAB_NAMES[tab]} (${count.toLocaleString('en-US')})`;
}

/** The tab a `?tab=` value names, else Overview. */
export function tabFromParam(value: string | null): AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value ?? '') ? (value as AdminTab) : 'overview';
}

// ——— Dates (the viewer's zone and locale unless given; tests give them) ———

export interface DateOptions {
  timeZone?: string;
  locale?: string;
}

const format = (options: DateOptions, style: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(options.locale, { ...style, timeZone: options.timeZone });

/** A day: 'Sep 17, 2025'. */
export function formatDay(iso: string, options: DateOptions = {}): string {
  return format(options, { dateStyle: 'medium' }).format(new Date(iso));
}

/** A day and time: 'Sep 17, 2025, 12:00 PM'. */
export function formatDateTime(iso: string, options: DateOptions = {}): string {
  return format(options, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** The footer's last-updated time, to the second: 'Sep 17, 2025, 12:00:05 PM'. */
export function formatUpdatedAt(ms: number, options: DateOptions = {}): string {
  return format(options, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(ms));
}

// ——— Overview and users ———

/** A user as the tables name them: the email, else the id (spec §2). */
export function userName(user: { email: string | null; id: string }): string {
  return user.email ?? user.id;
}

/** '1 failed attempt', '3 failed attempts'. */
function failedAttempts(count: number): string {
  return `${count} failed attempt${count === 1 ? '' : 's'}`;
}

/**
 * A user's status (spec §2): Locked or Active, with the failed-attempt count when above 0; 'Not
 * available' when the identity provider keeps sign-in state the server cannot read (an outside issuer).
 * @example userStatus({ accountLocked: true, loginAttempts: 5 }) // { locked: true, text: 'Locked · 5 failed attempts' }
 */
export function userStatus(user: Pick<AdminUser, 'accountLocked' | 'loginAttempts' | 'signInState'>): {
  locked: boolean;
  text: string;
} {
  if (user.signInState === 'not-available') return { locked: false, text: 'Not available' };
  const state = user.accountLocked ? 'Locked' : 'Active';
  return {
    locked: user.accountLocked,
    text: user.loginAttempts > 0 ? `${state} · ${failedAttempts(user.loginAttempts)}` : state,
  };
}

/** A user's plan: 'Free', 'Pro', 'Exempt' or 'Exempt (admin)' with the reason given. */
export function tierText(user: Pick<AdminUser, 'tier' | 'exemptReason'>): string {
  const name = { free: 'Free', pro: 'Pro', exempt: 'Exempt' }[user.tier];
  return user.tier === 'exempt' && user.exemptReason ? `${name} (${user.exemptReason})` : name;
}

/** The exempt action a user row offers: grant to anyone not exempt, revoke from an exempt user. */
export interface ExemptAction {
  exempt: boolean;
  label: 'Grant exempt' | 'Revoke exempt';
  /** Why the button is disabled (the administrator's own row: the server refuses it too), or `null`. */
  disabledReason: string | null;
}

/**
 * The exempt button of a user row. Revoking is disabled on the administrator's row (the signed-in
 * administrator's own included: the server stores them with the role 'admin'): their access comes
 * with the role, and the server refuses it (409) by the same role.
 */
export function exemptAction(user: Pick<AdminUser, 'id' | 'tier' | 'role'>): ExemptAction {
  if (user.tier !== 'exempt') return { exempt: true, label: 'Grant exempt', disabledReason: null };
  const own = hasAdminRole(user);
  return {
    exempt: false,
    label: 'Revoke exempt',
    disabledReason: own ? "The administrator's access comes with the role and cannot be revoked" : null,
  };
}

// ——— Lineups ———

/** Whether a lineup's owner is gone (spec §2: the value ORPHANED is flagged). */
export function isOrphaned(lineup: Pick<AdminLineup, 'user'>): boolean {
  return lineup.user === ORPHANED_OWNER;
}

// ——— Players and weekly predictions ———

/** A player's injury as the Players tab shows it: the status, else Healthy. */
export function injuryText(injury: AdminPlayer['injury']): string {
  return injury.status ?? 'Healthy';
}

/** Whether the ML model has data for the player: 'ML', else 'Fallback' (spec §2). */
export function mlDataLabel(hasMLData: boolean): 'ML' | 'Fallback' {
  return hasMLData ? 'ML' : 'Fallback';
}

/** A projection or points value: 1 decimal, 'N/A' when not a number (spec §9). */
export const pointsText = formatPoints;

/** Short injury labels of the weekly table (spec §9). */
export const WEEKLY_INJURY_LABELS: Record<InjuryStatus, string> = {
  Questionable: 'Q',
  Doubtful: 'D',
  Out: 'OUT',
  IR: 'IR',
  PUP: 'PUP',
  NFI: 'NFI',
  Suspended: 'SUSP',
};

/** The model's confidence (0–1) as a percentage: '87%', 'N/A' without one. */
export function confidenceText(confidence: number | null): string {
  return confidence === null ? 'N/A' : `${Math.round(confidence * 100)}%`;
}

/** A coverage percentage, to 1 decimal at most: '87.5%', '100%'. */
export function percentText(percent: number): string {
  return `${Number(percent.toFixed(1))}%`;
}

/** A word as a label: 'favorable' → 'Favorable'; `null` → 'Unknown'. */
export function valueLabel(value: string | null): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : 'Unknown';
}

/** A distribution's buckets, largest first, each with its label and count. */
export function distribution(entries: readonly DistributionEntry[]): { label: string; count: number }[] {
  return [...entries]
    .sort((a, b) => b.count - a.count || valueLabel(a._id).localeCompare(valueLabel(b._id)))
    .map((entry) => ({ label: valueLabel(entry._id), count: entry.count }));
}

/** The weekly tab's season caption: '2025 season'. */
export function seasonLabel(season: number): string {
  return `${season} season`;
}

// ——— Audit ———

/** What each audit action is called in the audit tab. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'injury.update': 'Injury updated',
  'injury.import': 'Injuries imported',
  'user.exempt': 'Exempt granted',
  'user.unexempt': 'Exempt revoked',
  'user.unlock': 'Account unlocked',
  'billing.duplicate_refunded': 'Duplicate payment refunded',
  'billing.renewal_stopped': 'Renewal stopped',
};
