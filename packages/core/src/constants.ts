/**
 * Business constants and limits of the product (spec §9), in one place.
 * Every package reads them from here; none repeats a number. The spec's fixed weeks (editor weeks
 * 1 to 5, admin weeks 1 to 4 of 2025) and its fixed PDT offset are not here: weeks follow the season
 * clock (`season/season-clock.ts`) and kickoffs show in the viewer's time zone (`formatGameTime`).
 */

/** Most players a team may keep on its bench. */
export const BENCH_MAX = 7;
/** Most saved what-if scenarios per team. */
export const SCENARIOS_PER_TEAM = 10;
/** Limits of the free tier. */
export const FREE_TIER_LIMITS = { maxTeams: 1, maxLeagues: 1 } as const;
/** Player search: result limit, minimum query length and debounce. */
export const PLAYER_SEARCH = { limit: 20, minChars: 2, debounceMs: 300 } as const;
/** Wait before projections are recalculated after a lineup change. */
export const PROJECTION_RECALC_DEBOUNCE_MS = 500;
/** Interval of the session health check while signed in. */
export const SESSION_HEALTH_INTERVAL_MS = 300_000;
/** How long success messages stay on screen. */
export const SUCCESS_MESSAGE_MS = 3_000;
/** Better-option suggestions: strictly more than `threshold` points better, at most `count` per slot. */
export const BETTER_OPTION = { threshold: 0.5, count: 3 } as const;
/** Pro plans are advertised as starting at this price per month, in cents. */
export const PRO_FROM_PRICE_CENTS = 500;
/**
 * Admin weekly-predictions filters. The week and season are not constants: they default to the
 * season under way (`seasonClock`), and the filter offers the weeks and seasons that have predictions.
 */
export const ADMIN_WEEKLY = {
  pageSizes: [10, 20, 50, 100],
  defaults: { limit: 50, page: 1, sort: 'aggressive', order: 'desc' },
} as const;
/**
 * The admin's paged lists (Users, Lineups, the audit log): page sizes and defaults, as the Weekly ML
 * tab's (spec §2, §9); each list's default sort column is its own.
 */
export const ADMIN_LISTS = {
  pageSizes: [10, 20, 50, 100],
  defaults: { limit: 50, page: 1, order: 'desc' },
} as const;
/** Admin players tab: page sizes (0 means all) and defaults. */
export const ADMIN_PLAYERS = {
  pageSizes: [20, 50, 100, 0],
  defaults: { limit: 20, sort: 'ml_normal', order: 'desc' },
} as const;
/** Recent users on the admin overview, and recent waitlist sign-ups. */
export const RECENT_USERS_COUNT = 5;
export const RECENT_WAITLIST_COUNT = 5;
/** Projection archetypes. */
export const ARCHETYPES = ['aggressive', 'balanced', 'conservative'] as const;
/** Projections are displayed with this many decimals, or this text when not a number. */
export const PROJECTION_DISPLAY = { decimals: 1, missing: 'N/A' } as const;
/** Money-back guarantee for new subscriptions, in days. */
export const REFUND_GUARANTEE_DAYS = 7;
/**
 * Contact support: response promise (spec §9: within 24 hours), the shorter one of priority support
 * (Pro and exempt users: within 8 hours, our choice), minimum message length, auto-close after success.
 */
export const CONTACT = {
  responseHours: 24,
  priorityResponseHours: 8,
  minMessageLength: 10,
  autoCloseMs: 3_000,
} as const;
/** Default wait when a 429 carries no Retry-After header, in seconds. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;
/** Countdown before /billing/success redirects to /dashboard, in seconds. */
export const BILLING_SUCCESS_REDIRECT_SECONDS = 5;
/** The port the server listens on by default. */
export const DEFAULT_PORT = 5005;
/** Download name of the waitlist export for a given date. */
export function waitlistExportFilename(date: Date): string {
  return `waitlist-emails-${date.toISOString().slice(0, 10)}.csv`;
}
/** Scenario name and description lengths. */
export const SCENARIO_TEXT = { nameMax: 50, descriptionMax: 200 } as const;
