import { ADMIN_LISTS, ADMIN_PLAYERS, ADMIN_WEEKLY, ARCHETYPES, RECENT_USERS_COUNT } from '../constants.js';
import { ZPosition } from '../positions.js';
import { ZTier } from '../tiers/permissions.js';
import { ZInjuryForm } from '../validation/injury-form.js';
import { z } from '../zod.js';
import { ZId, ZWeek } from './entities.js';
import { ZInjuryReport, ZInjuryStatus } from './injuries.js';
import { ZArchetype, ZMatchup } from './players.js';
import { pagingQuery, queryNumber, ZPagination, ZSearchQuery, ZSortOrder, ZWeekQuery } from './query.js';

const count = z.number().check(z.int(), z.nonnegative());
const instant = z.iso.datetime({ offset: true });

// ——— Users, stats, lineups ———

/** Account roles (spec §6). */
const ROLES = ['admin', 'user'] as const;
export const ZRole = z.enum(ROLES);
export type Role = z.infer<typeof ZRole>;

/**
 * A user row of the admin Users tab (spec §3 "Admin user"). `email` is `null` when the identity
 * provider gave none (the table then shows `id`); `adminLevel` is 0 for ordinary users; an account
 * with `accountLocked` is highlighted, with `loginAttempts` failed attempts. `tier` and
 * `exemptReason` are the user's plan (exempt with a reason when the administrator granted it).
 */
const ZAdminUser = z.object({
  id: z.string().check(z.minLength(1)),
  email: z.nullable(z.string()),
  role: ZRole,
  adminLevel: count,
  tier: ZTier,
  exemptReason: z.nullable(z.string()),
  totalLineups: count,
  activeLineups: count,
  createdAt: instant,
  accountLocked: z.boolean(),
  loginAttempts: count,
  /**
   * `'not-available'` when the identity provider keeps sign-in state this server cannot read (an
   * outside issuer): `accountLocked` and `loginAttempts` then say nothing. Absent otherwise.
   */
  signInState: z.optional(z.literal('not-available')),
});
export type AdminUser = z.infer<typeof ZAdminUser>;

/**
 * Columns the admin Users tab sorts by (default createdAt). `status` puts locked accounts first
 * (descending), then by failed attempts.
 */
const ADMIN_USER_SORTS = ['email', 'role', 'totalLineups', 'createdAt', 'status'] as const;
const ZAdminUserSort = z.enum(ADMIN_USER_SORTS);
export type AdminUserSort = z.infer<typeof ZAdminUserSort>;

/**
 * `GET /api/admin/users` (admin) query, sorted, searched and paged on the server: `search` (trimmed,
 * at most 100 characters; a case-insensitive substring of the email or the id; default ''), `limit`
 * 10/20/50/100 (default 50), `page` from 1 (default 1), `sort` (default createdAt) and `order`
 * (default desc). Other parameters, such as a cache-busting timestamp, are dropped unread.
 */
export const ZAdminUsersQuery = z.lazy(() =>
  z.object({
    search: ZSearchQuery,
    ...pagingQuery(ADMIN_LISTS),
    sort: z._default(ZAdminUserSort, 'createdAt'),
    order: z._default(ZSortOrder, ADMIN_LISTS.defaults.order),
  }),
);
export type AdminUsersQuery = z.infer<typeof ZAdminUsersQuery>;
export type AdminUsersQueryInput = z.input<typeof ZAdminUsersQuery>;

/**
 * `GET /api/admin/users` (admin) response: the requested page of users, `total` the users matching
 * the search (what the pages split), and the page X of Y.
 */
export const ZAdminUsersResponse = z.lazy(() =>
  z.object({
    users: z.array(ZAdminUser),
    total: count,
    pagination: ZPagination,
  }),
);
export type AdminUsersResponse = z.infer<typeof ZAdminUsersResponse>;

/**
 * `POST /api/admin/users/:userId/unlock` (admin, no body) response: the user's row afterwards, its
 * sign-in lock and failed attempts cleared.
 */
export const ZUnlockAccountResponse = z.lazy(() => z.object({ user: ZAdminUser }));
export type UnlockAccountResponse = z.infer<typeof ZUnlockAccountResponse>;

/** A recent user on the admin overview: email or id, role, creation date. */
const ZAdminRecentUser = z.lazy(() =>
  z.pick(ZAdminUser, { id: true, email: true, role: true, createdAt: true }),
);
export type AdminRecentUser = z.infer<typeof ZAdminRecentUser>;

/**
 * `GET /api/admin/stats` (admin) response (spec §3 "Admin stats"): the overview counts, and the 5
 * most recent users, newest first.
 */
export const ZAdminStatsResponse = z.lazy(() =>
  z.object({
    stats: z.object({
      totalUsers: count,
      adminUsers: count,
      totalLineups: count,
      activeLineups: count,
      totalPlayers: count,
    }),
    recent: z.object({ users: z.array(ZAdminRecentUser).check(z.maxLength(RECENT_USERS_COUNT)) }),
  }),
);
export type AdminStatsResponse = z.infer<typeof ZAdminStatsResponse>;

/** The owner shown for a lineup (team) whose user no longer exists. */
export const ORPHANED_OWNER = 'ORPHANED';

/**
 * A lineup row of the admin Lineups tab (spec §3 "Admin lineup"): a team, its owner's email or id
 * (`'ORPHANED'` when the owner is gone), whether it is active, the week it was created in (`null`
 * when unknown), its planning week's total in the team's own mode and scoring (OUT and bye 0, as the
 * dashboard's card shows it), its bench size and whether every starting slot is filled.
 */
const ZAdminLineup = z.lazy(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    name: z.string(),
    user: z.string(),
    isActive: z.boolean(),
    weekCreated: z.nullable(ZWeek),
    totalPoints: z.number(),
    benchCount: count,
    isComplete: z.boolean(),
    createdAt: instant,
  }),
);
export type AdminLineup = z.infer<typeof ZAdminLineup>;

/** Columns the admin Lineups tab sorts by (default createdAt); `user` is the owner shown. */
const ADMIN_LINEUP_SORTS = ['name', 'user', 'totalPoints', 'createdAt'] as const;
const ZAdminLineupSort = z.enum(ADMIN_LINEUP_SORTS);
export type AdminLineupSort = z.infer<typeof ZAdminLineupSort>;

/**
 * `GET /api/admin/lineups` (admin) query, sorted, searched and paged on the server: `search`
 * (trimmed, at most 100 characters; a case-insensitive substring of the team name or the owner's
 * email or id; default ''), `limit` 10/20/50/100 (default 50), `page` from 1 (default 1), `sort`
 * (default createdAt) and `order` (default desc).
 */
export const ZAdminLineupsQuery = z.lazy(() =>
  z.object({
    search: ZSearchQuery,
    ...pagingQuery(ADMIN_LISTS),
    sort: z._default(ZAdminLineupSort, 'createdAt'),
    order: z._default(ZSortOrder, ADMIN_LISTS.defaults.order),
  }),
);
export type AdminLineupsQuery = z.infer<typeof ZAdminLineupsQuery>;
export type AdminLineupsQueryInput = z.input<typeof ZAdminLineupsQuery>;

/**
 * `GET /api/admin/lineups` (admin) response: the requested page of lineups, `total` the lineups
 * matching the search, and the page X of Y.
 */
export const ZAdminLineupsResponse = z.lazy(() =>
  z.object({
    lineups: z.array(ZAdminLineup),
    total: count,
    pagination: ZPagination,
  }),
);
export type AdminLineupsResponse = z.infer<typeof ZAdminLineupsResponse>;

// ——— Players and injuries ———

/** The admin position filters (spec §2): ALL or one position. */
export const ADMIN_POSITION_FILTERS = ['ALL', 'QB', 'RB', 'WR', 'TE', 'K', 'D/ST'] as const;
const ZAdminPositionFilter = z.enum(ADMIN_POSITION_FILTERS);
export type AdminPositionFilter = z.infer<typeof ZAdminPositionFilter>;

/** Columns the admin players list sorts by (`ml_*` are the season projections; default ml_normal). */
const ADMIN_PLAYER_SORTS = [
  'name',
  'position',
  'team',
  'ml_conservative',
  'ml_normal',
  'ml_aggressive',
  'points',
] as const;
const ZAdminPlayerSort = z.enum(ADMIN_PLAYER_SORTS);
export type AdminPlayerSort = z.infer<typeof ZAdminPlayerSort>;

const PLAYER_LIMIT_MESSAGE = `limit must be one of ${ADMIN_PLAYERS.pageSizes.join(', ')} (0 means all)`;

/**
 * `GET /api/admin/players` (admin) query: `position` (default ALL), `search` (name text, trimmed,
 * default ''), `limit` (20, 50, 100 or 0 for all; default 20; coerced from the query text), `sort`
 * (default ml_normal) and `order` (default desc). Other parameters, such as the cache-busting
 * timestamp of spec §7, are dropped unread.
 */
export const ZAdminPlayersQuery = z.lazy(() =>
  z.object({
    position: z._default(ZAdminPositionFilter, 'ALL'),
    search: ZSearchQuery,
    limit: queryNumber(
      PLAYER_LIMIT_MESSAGE,
      z._default(
        z.literal(ADMIN_PLAYERS.pageSizes, { error: PLAYER_LIMIT_MESSAGE }),
        ADMIN_PLAYERS.defaults.limit,
      ),
    ),
    sort: z._default(ZAdminPlayerSort, ADMIN_PLAYERS.defaults.sort),
    order: z._default(ZSortOrder, ADMIN_PLAYERS.defaults.order),
  }),
);
export type AdminPlayersQuery = z.infer<typeof ZAdminPlayersQuery>;
export type AdminPlayersQueryInput = z.input<typeof ZAdminPlayersQuery>;

/**
 * A player row of the admin Players tab (spec §3 "Admin player"): season projections (the spec
 * calls the middle one `normal` here), base `points`, whether the ML model has data for the player
 * (ML vs Fallback) and the injury report (all `null` = Healthy).
 */
const ZAdminPlayer = z.lazy(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    name: z.string(),
    position: ZPosition,
    team: z.string(),
    seasonProjections: z.object({
      conservative: z.nullable(z.number()),
      normal: z.nullable(z.number()),
      aggressive: z.nullable(z.number()),
    }),
    points: z.nullable(z.number()),
    hasMLData: z.boolean(),
    injury: ZInjuryReport,
  }),
);
export type AdminPlayer = z.infer<typeof ZAdminPlayer>;

/** `GET /api/admin/players` (admin) response: the page of players and how many match the filters. */
export const ZAdminPlayersResponse = z.lazy(() => z.object({ players: z.array(ZAdminPlayer), total: count }));
export type AdminPlayersResponse = z.infer<typeof ZAdminPlayersResponse>;

/** `PUT /api/admin/players/:playerId/injury` path parameter. */
export const ZPlayerIdParams = z.lazy(() => z.object({ playerId: ZId }));

/**
 * `PUT /api/admin/players/:playerId/injury` (admin) body: status, bodyPart, description, practice,
 * each a value or `null` (empty strings are read as `null`; absent fields too: the report is replaced
 * whole). Statuses: Questionable, Doubtful, Out, IR, PUP, NFI, Suspended; practice: DNP, Limited, Full.
 */
export const ZInjuryUpdateRequest = ZInjuryForm;
export type InjuryUpdateRequest = z.output<typeof ZInjuryUpdateRequest>;
export type InjuryUpdateRequestInput = z.input<typeof ZInjuryUpdateRequest>;

/**
 * `PUT /api/admin/players/:playerId/injury` response (not shown in the spec; our design): the
 * player's row as it now stands, so a client may update it in place instead of reloading the list.
 */
export const ZInjuryUpdateResponse = z.lazy(() => z.object({ player: ZAdminPlayer }));
export type InjuryUpdateResponse = z.infer<typeof ZInjuryUpdateResponse>;

// ——— Weekly ML predictions ———

/** The weekly table's archetype filter (spec §2). */
export const ARCHETYPE_FILTERS = ['ALL', ...ARCHETYPES] as const;
const ZArchetypeFilter = z.enum(ARCHETYPE_FILTERS);
export type ArchetypeFilter = z.infer<typeof ZArchetypeFilter>;

/** The weekly table's sortable columns (spec §2); opponent and injury are not sortable. */
export const WEEKLY_SORT_COLUMNS = [
  'player_name',
  'position',
  'team',
  'archetype',
  'matchup_favorability',
  'defense_ranking',
  'conservative',
  'median',
  'aggressive',
  'confidence',
  'model_used',
] as const;
const ZWeeklySortColumn = z.enum(WEEKLY_SORT_COLUMNS);
export type WeeklySortColumn = z.infer<typeof ZWeeklySortColumn>;

const SEASON_MESSAGE = 'season must be a year from 2000 to 2100';

/**
 * `GET /api/admin/weekly-predictions` (admin) query, numbers coerced from the query text, defaults
 * from spec §2 except for the week and season, which follow the season under way: `week` 1–18
 * (absent: the season clock's planning week), `position` (default ALL), `archetype` (ALL,
 * aggressive, balanced, conservative; default ALL), `limit` 10/20/50/100 (default 50), `page` from 1
 * (default 1), `sort` one of the sortable columns (default aggressive), `order` (default desc),
 * `season` (absent: the season clock's). Other parameters, such as the cache-busting timestamp, are
 * dropped unread.
 */
export const ZWeeklyPredictionsQuery = z.lazy(() =>
  z.object({
    week: ZWeekQuery,
    position: z._default(ZAdminPositionFilter, 'ALL'),
    archetype: z._default(ZArchetypeFilter, 'ALL'),
    ...pagingQuery(ADMIN_WEEKLY),
    sort: z._default(ZWeeklySortColumn, ADMIN_WEEKLY.defaults.sort),
    order: z._default(ZSortOrder, ADMIN_WEEKLY.defaults.order),
    season: queryNumber(
      SEASON_MESSAGE,
      z.optional(
        z.number().check(z.int(SEASON_MESSAGE), z.gte(2000, SEASON_MESSAGE), z.lte(2100, SEASON_MESSAGE)),
      ),
    ),
  }),
);
export type WeeklyPredictionsQuery = z.infer<typeof ZWeeklyPredictionsQuery>;
export type WeeklyPredictionsQueryInput = z.input<typeof ZWeeklyPredictionsQuery>;

/**
 * A weekly ML prediction (spec §3, field names as the spec gives them): the player, the opponent
 * (`null` on a bye), archetype, matchup favourability, the opponent's defence ranking (1–32), the
 * three projections, the model's confidence (0–1), the model's name and the injury designation
 * (`null` = active). `week` and `season` say which week it is for.
 */
export const ZWeeklyPrediction = z.lazy(() =>
  z.object({
    _id: z.string().check(z.minLength(1)),
    player_id: z.string().check(z.minLength(1)),
    player_name: z.string(),
    position: ZPosition,
    team: z.string(),
    opponent_team: z.nullable(z.string()),
    archetype: z.nullable(ZArchetype),
    matchup_favorability: z.nullable(ZMatchup),
    defense_ranking: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(32))),
    conservative: z.nullable(z.number()),
    median: z.nullable(z.number()),
    aggressive: z.nullable(z.number()),
    confidence: z.nullable(z.number().check(z.gte(0), z.lte(1))),
    model_used: z.string(),
    injury: z.nullable(ZInjuryStatus),
    week: ZWeek,
    season: z.number().check(z.int()),
  }),
);
export type WeeklyPrediction = z.infer<typeof ZWeeklyPrediction>;

/** One bucket of a distribution: the value (`null` when unknown) and how many predictions have it. */
const ZDistributionEntry = z.lazy(() => z.object({ _id: z.nullable(z.string()), count }));
export type DistributionEntry = z.infer<typeof ZDistributionEntry>;

/**
 * `GET /api/admin/weekly-predictions` (admin) response (spec §3, names as the spec gives them):
 * - `predictions`: the requested page;
 * - `summary`: `weeklyPredictionsCount`, every prediction of the week and season; `totalPlayers`, the
 *   players in the database; `coveragePercent` (0–100), predicted over total players;
 *   `totalPredictions`, the predictions matching the filters (what the pages split); `model_used`,
 *   the model of the week's predictions (`null` when none); `pagination`, page X of Y (Y ≥ 1);
 * - `statistics`: archetype and matchup distributions over the week's predictions.
 */
export const ZWeeklyPredictionsResponse = z.lazy(() =>
  z.object({
    predictions: z.array(ZWeeklyPrediction),
    summary: z.object({
      weeklyPredictionsCount: count,
      totalPlayers: count,
      coveragePercent: z.number().check(z.gte(0), z.lte(100)),
      totalPredictions: count,
      model_used: z.nullable(z.string()),
      pagination: ZPagination,
    }),
    statistics: z.object({
      archetype_distribution: z.array(ZDistributionEntry),
      matchup_distribution: z.array(ZDistributionEntry),
    }),
  }),
);
export type WeeklyPredictionsResponse = z.infer<typeof ZWeeklyPredictionsResponse>;

// ——— ML system and admin test ———

/**
 * `GET /api/ml/status` (admin) response (spec §3 "ML status"): the active model (`null` before any
 * training), the loaded models, the feature columns, whether a scaler is loaded, and the model
 * metadata (`null` when there is none).
 */
export const ZMlStatusResponse = z.lazy(() =>
  z.object({
    best_model_name: z.nullable(z.string()),
    loaded_models: z.array(z.string()),
    feature_columns: z.array(z.string()),
    has_scaler: z.boolean(),
    metadata: z.nullable(z.object({ version: z.nullable(z.string()), trained_at: z.nullable(instant) })),
  }),
);
export type MlStatusResponse = z.infer<typeof ZMlStatusResponse>;

/**
 * `GET /api/admin/test` (admin) response (not shown in the spec; our design): proof that the
 * server accepted the caller as the administrator, with what it read from the token.
 */
export const ZAdminTestResponse = z.lazy(() =>
  z.object({
    ok: z.literal(true),
    message: z.string(),
    user: z.object({ sub: z.string(), email: z.nullable(z.string()), roles: z.array(z.string()) }),
    time: instant,
  }),
);
export type AdminTestResponse = z.infer<typeof ZAdminTestResponse>;
