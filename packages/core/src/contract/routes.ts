import { waitlistExportFilename } from '../constants.js';
import type { ErrorCode } from '../errors.js';
import type { Action } from '../tiers/permissions.js';
import type { z } from '../zod.js';
import {
  ZAdminLineupsQuery,
  ZAdminLineupsResponse,
  ZAdminPlayersQuery,
  ZAdminPlayersResponse,
  ZAdminStatsResponse,
  ZAdminTestResponse,
  ZAdminUsersQuery,
  ZAdminUsersResponse,
  ZInjuryUpdateRequest,
  ZInjuryUpdateResponse,
  ZMlStatusResponse,
  ZPlayerIdParams,
  ZUnlockAccountResponse,
  ZWeeklyPredictionsQuery,
  ZWeeklyPredictionsResponse,
} from './admin.js';
import { ZLineupAdviceRequest, ZLineupAdviceResponse } from './ai.js';
import { ZAdminAuditQuery, ZAdminAuditResponse } from './audit.js';
import {
  ZCancelSubscriptionResponse,
  ZCreateCheckoutRequest,
  ZCreateCheckoutResponse,
  ZCreatePortalResponse,
  ZPlansResponse,
  ZSetExemptRequest,
  ZSetExemptResponse,
  ZUserIdParams,
} from './billing.js';
import {
  ZAdminContactMessagesQuery,
  ZAdminContactMessagesResponse,
  ZContactMessageRequest,
  ZContactMessageResponse,
} from './contact.js';
import {
  ZRestoreTeamVersionRequest,
  ZRestoreTeamVersionResponse,
  ZTeamHistoryQuery,
  ZTeamHistoryResponse,
  ZTeamVersionParams,
} from './history.js';
import {
  ZImportPreview,
  ZLeagueParams,
  ZLeagueSyncResponse,
  ZLeaguesResponse,
  ZSleeperImportRequest,
  ZSleeperImportResponse,
  ZSleeperLeagueParams,
  ZSleeperLeaguesQuery,
  ZSleeperLeaguesResponse,
  ZSleeperRostersResponse,
} from './import.js';
import {
  ZInjuriesResponse,
  ZPlayerNameParams,
  ZPlayerProjectionResponse,
  ZPlayerProjectionsQuery,
  ZPlayerSearchQuery,
  ZPlayerSearchResponse,
  ZShowcaseResponse,
} from './players.js';
import {
  ZCreateScenarioRequest,
  ZCreateScenarioResponse,
  ZDeleteScenarioResponse,
  ZListScenariosQuery,
  ZListScenariosResponse,
  ZLoadScenarioRequest,
  ZLoadScenarioResponse,
  ZScenarioParams,
} from './scenarios.js';
import { ZSeasonResponse } from './season.js';
import {
  ZAuthConfig,
  ZHealthResponse,
  ZSubscriptionStatus,
  ZUserProfile,
  ZUserTeamsResponse,
} from './session.js';
import {
  ZOptimizeLineupRequest,
  ZOptimizeLineupResponse,
  ZTeamWeekParams,
  ZTeamWeekQuery,
  ZTeamWeekResponse,
} from './team-week.js';
import {
  ZCreateTeamRequest,
  ZDeleteTeamResponse,
  ZDropPlayerRequest,
  ZEditLineupRequest,
  ZGetLineupsResponse,
  ZMovePlayerRequest,
  ZMoveToSlotRequest,
  ZTeamNameParams,
  ZTeamResponse,
} from './teams.js';
import {
  ZWaitlistCountResponse,
  ZWaitlistCsv,
  ZWaitlistEmailsResponse,
  ZWaitlistSignupRequest,
  ZWaitlistSignupResponse,
} from './waitlist.js';

/** HTTP methods the API uses. */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call a route: anyone (`public`; a bearer token is optional and used when valid), any
 * signed-in user (`user`), or only the administrator (`admin`). The server enforces it.
 */
export const ROUTE_ACCESS = ['public', 'user', 'admin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/**
 * One call of the API. `path` is an Express-style template (`/api/get-team/:teamName`); `params`,
 * `query` and `body` parse the request's parts (absent = the call takes none); `response` is the
 * body of the success answer, sent with `status`. `responseType` 'csv' means a `text/csv` download
 * whose body `response` reads as one string. `permission`, when present, is the tier action the
 * server checks with `may` before the call (refusals are 403 UPGRADE_REQUIRED). `maxAgeSeconds`,
 * on a public call only, lets browsers and proxies keep its answer that long (`Cache-Control: public,
 * max-age`); every other answer is `no-store`. Errors are always `ZErrorBody`.
 */
export interface ApiRoute {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly auth: RouteAccess;
  readonly summary: string;
  readonly params?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  readonly response: z.ZodMiniType;
  readonly status: 200 | 201;
  readonly responseType: 'json' | 'csv';
  readonly permission?: Action;
  readonly maxAgeSeconds?: number;
  /**
   * Refusals the use case may answer beyond those the route's shape implies (see the server's
   * `routeErrorCodes`): e.g. `CONFLICT` for a checkout of the plan the user already has.
   */
  readonly refusals?: readonly ErrorCode[];
  /**
   * The file name a download (`responseType` 'csv') is saved as, for the date it is sent: the
   * server answers it as `Content-Disposition: attachment; filename="…"`.
   */
  readonly filename?: (date: Date) => string;
}

/**
 * Every call of the API (spec §7; the administrator's exempt grant (`setExempt`), account unlock
 * (`unlockAccount`), audit log (`adminAudit`) and support's messages (`adminContactMessages`); the caller's profile (`userProfile`); a team's
 * week in one read (`teamWeek`) and Optimize in one change (`optimizeLineup`); and four public calls of our own: `POST /api/waitlist`, the waitlist
 * sign-up; `GET /api/auth/config`, how to sign in; `GET /api/players/showcase`, the landing page's cards;
 * `GET /api/season`, the season clock), keyed by
 * a name the SDK uses for its method. The server mounts each one and the OpenAPI generator
 * describes each one, so both iterate this table rather than repeating it.
 * @example
 * const route = API_ROUTES.getTeam; // { method: 'GET', path: '/api/get-team/:teamName', auth: 'user', … }
 * const url = routePath(route.path, { teamName: 'Gridiron Gang' }); // '/api/get-team/Gridiron%20Gang'
 */
export const API_ROUTES = {
  // Session and user
  health: {
    method: 'GET',
    path: '/api/session/health',
    auth: 'public',
    summary: 'Server health and whether the bearer token is valid',
    response: ZHealthResponse,
    status: 200,
    responseType: 'json',
  },
  authConfig: {
    method: 'GET',
    path: '/api/auth/config',
    auth: 'public',
    summary: 'How a browser signs in: issuer, client id, audience, scopes and the roles claim',
    response: ZAuthConfig,
    status: 200,
    responseType: 'json',
  },
  season: {
    method: 'GET',
    path: '/api/season',
    auth: 'public',
    summary: 'The season under way: its phase, the week users plan for, and its weeks',
    response: ZSeasonResponse,
    status: 200,
    responseType: 'json',
    maxAgeSeconds: 60,
  },
  userProfile: {
    method: 'GET',
    path: '/api/user/profile',
    auth: 'user',
    summary: 'Who the server takes the caller for: id, email, role (admin or user) and admin level',
    response: ZUserProfile,
    status: 200,
    responseType: 'json',
  },
  userTeams: {
    method: 'GET',
    path: '/api/user/teams',
    auth: 'user',
    summary: "The caller's teams",
    response: ZUserTeamsResponse,
    status: 200,
    responseType: 'json',
  },
  subscriptionStatus: {
    method: 'GET',
    path: '/api/user/subscription-status',
    auth: 'user',
    summary: "The caller's tier, usage and limits",
    response: ZSubscriptionStatus,
    status: 200,
    responseType: 'json',
  },
  // Teams and lineups
  createTeam: {
    method: 'POST',
    path: '/api/create-team',
    auth: 'user',
    summary: 'Create a team',
    body: ZCreateTeamRequest,
    response: ZTeamResponse,
    status: 201,
    responseType: 'json',
    permission: 'createTeam',
  },
  deleteTeam: {
    method: 'DELETE',
    path: '/api/delete-team/:teamName',
    auth: 'user',
    summary: 'Delete a team and its scenarios',
    params: ZTeamNameParams,
    response: ZDeleteTeamResponse,
    status: 200,
    responseType: 'json',
  },
  getTeam: {
    method: 'GET',
    path: '/api/get-team/:teamName',
    auth: 'user',
    summary: 'A team by name',
    params: ZTeamNameParams,
    response: ZTeamResponse,
    status: 200,
    responseType: 'json',
  },
  getLineups: {
    method: 'GET',
    path: '/api/get-lineups/:teamName',
    auth: 'user',
    summary: "A team's lineups and bench",
    params: ZTeamNameParams,
    response: ZGetLineupsResponse,
    status: 200,
    responseType: 'json',
  },
  playerProjections: {
    method: 'GET',
    path: '/api/players/player-projections/:playerName',
    auth: 'user',
    summary: "A player's projections, bye and matchup for a week",
    params: ZPlayerNameParams,
    query: ZPlayerProjectionsQuery,
    response: ZPlayerProjectionResponse,
    status: 200,
    responseType: 'json',
  },
  searchPlayers: {
    method: 'GET',
    path: '/api/players/enhanced-search',
    auth: 'user',
    summary: 'Players whose name matches the text',
    query: ZPlayerSearchQuery,
    response: ZPlayerSearchResponse,
    status: 200,
    responseType: 'json',
  },
  showcase: {
    method: 'GET',
    path: '/api/players/showcase',
    auth: 'public',
    summary: "The landing page's archetype cards: four sample players each from this week's predictions",
    response: ZShowcaseResponse,
    status: 200,
    responseType: 'json',
  },
  injuries: {
    method: 'GET',
    path: '/api/injuries',
    auth: 'user',
    summary: 'The injury map: player name to designation',
    response: ZInjuriesResponse,
    status: 200,
    responseType: 'json',
  },
  editLineup: {
    method: 'POST',
    path: '/api/edit-lineup',
    auth: 'user',
    summary: 'Add a player to a team',
    body: ZEditLineupRequest,
    response: ZTeamResponse,
    status: 200,
    responseType: 'json',
  },
  movePlayer: {
    method: 'POST',
    path: '/api/move-player',
    auth: 'user',
    summary: 'Move a player between starting slots and the bench',
    body: ZMovePlayerRequest,
    response: ZTeamResponse,
    status: 200,
    responseType: 'json',
  },
  moveToSlot: {
    method: 'POST',
    path: '/api/move-to-slot',
    auth: 'user',
    summary: 'Move a player into a lineup slot named by its wire key',
    body: ZMoveToSlotRequest,
    response: ZTeamResponse,
    status: 200,
    responseType: 'json',
  },
  dropPlayer: {
    method: 'DELETE',
    path: '/api/drop-player',
    auth: 'user',
    summary: 'Release a bench player from a team',
    body: ZDropPlayerRequest,
    response: ZTeamResponse,
    status: 200,
    responseType: 'json',
  },
  teamWeek: {
    method: 'GET',
    path: '/api/teams/:teamName/week/:week',
    auth: 'user',
    summary:
      "A team's week in one read: its players' projections, games and injuries, better options, the optimal lineup and the totals",
    params: ZTeamWeekParams,
    query: ZTeamWeekQuery,
    response: ZTeamWeekResponse,
    status: 200,
    responseType: 'json',
  },
  optimizeLineup: {
    method: 'POST',
    path: '/api/teams/:teamName/optimize',
    auth: 'user',
    summary: "Make the week's optimal lineup the team's, in one change",
    params: ZTeamNameParams,
    body: ZOptimizeLineupRequest,
    response: ZOptimizeLineupResponse,
    status: 200,
    responseType: 'json',
  },
  // History: the earlier versions of a team, kept 30 days (Pro and exempt)
  teamHistory: {
    method: 'GET',
    path: '/api/teams/:teamName/history',
    auth: 'user',
    summary: "A team's versions of the last 30 days, newest first, each totalled for a week",
    params: ZTeamNameParams,
    query: ZTeamHistoryQuery,
    response: ZTeamHistoryResponse,
    status: 200,
    responseType: 'json',
    permission: 'useHistory',
  },
  restoreTeamVersion: {
    method: 'POST',
    path: '/api/teams/:teamName/history/:version/restore',
    auth: 'user',
    summary: "Bring an earlier version's lineup and bench back, as a new version",
    params: ZTeamVersionParams,
    body: ZRestoreTeamVersionRequest,
    response: ZRestoreTeamVersionResponse,
    status: 200,
    responseType: 'json',
    permission: 'useHistory',
  },
  // Scenarios
  listScenarios: {
    method: 'GET',
    path: '/api/scenarios/:teamName',
    auth: 'user',
    summary: "A team's saved scenarios, each totalled for a week",
    params: ZTeamNameParams,
    query: ZListScenariosQuery,
    response: ZListScenariosResponse,
    status: 200,
    responseType: 'json',
    permission: 'useScenarios',
  },
  createScenario: {
    method: 'POST',
    path: '/api/scenarios/:teamName',
    auth: 'user',
    summary: 'Save a what-if scenario',
    params: ZTeamNameParams,
    body: ZCreateScenarioRequest,
    response: ZCreateScenarioResponse,
    status: 201,
    responseType: 'json',
    permission: 'useScenarios',
  },
  loadScenario: {
    method: 'POST',
    path: '/api/scenarios/:teamName/:id/load',
    auth: 'user',
    summary: "Make a scenario the team's lineup and bench",
    params: ZScenarioParams,
    body: ZLoadScenarioRequest,
    response: ZLoadScenarioResponse,
    status: 200,
    responseType: 'json',
    permission: 'useScenarios',
  },
  deleteScenario: {
    method: 'DELETE',
    path: '/api/scenarios/:teamName/:id',
    auth: 'user',
    summary: 'Delete a scenario',
    params: ZScenarioParams,
    response: ZDeleteScenarioResponse,
    status: 200,
    responseType: 'json',
    permission: 'useScenarios',
  },
  // AI
  lineupAdvice: {
    method: 'POST',
    path: '/api/ai/lineup-advice',
    auth: 'user',
    summary: 'Ask the lineup advisor a question',
    body: ZLineupAdviceRequest,
    response: ZLineupAdviceResponse,
    status: 200,
    responseType: 'json',
    permission: 'useAdvisor',
    refusals: ['RATE_LIMITED'],
  },
  // Billing, import and contact
  importLeagues: {
    method: 'GET',
    path: '/api/import/leagues',
    auth: 'user',
    summary: "The caller's imported leagues",
    response: ZLeaguesResponse,
    status: 200,
    responseType: 'json',
  },
  sleeperLeagues: {
    method: 'GET',
    path: '/api/import/sleeper/leagues',
    auth: 'user',
    summary: "A Sleeper user's NFL leagues of the season under way",
    query: ZSleeperLeaguesQuery,
    response: ZSleeperLeaguesResponse,
    status: 200,
    responseType: 'json',
    permission: 'importLeague',
    refusals: ['NOT_FOUND', 'RATE_LIMITED'],
  },
  sleeperRosters: {
    method: 'GET',
    path: '/api/import/sleeper/leagues/:leagueId/rosters',
    auth: 'user',
    summary: "A Sleeper league's teams, by owner",
    params: ZSleeperLeagueParams,
    response: ZSleeperRostersResponse,
    status: 200,
    responseType: 'json',
    permission: 'importLeague',
    refusals: ['RATE_LIMITED'],
  },
  previewSleeperImport: {
    method: 'POST',
    path: '/api/import/sleeper/preview',
    auth: 'user',
    summary: 'What importing a Sleeper roster would make, without making it',
    body: ZSleeperImportRequest,
    response: ZImportPreview,
    status: 200,
    responseType: 'json',
    permission: 'importLeague',
    refusals: ['NOT_FOUND', 'RATE_LIMITED'],
  },
  importSleeperLeague: {
    method: 'POST',
    path: '/api/import/sleeper',
    auth: 'user',
    summary: 'Import a Sleeper roster as a team, with its league rules and scoring',
    body: ZSleeperImportRequest,
    response: ZSleeperImportResponse,
    status: 201,
    responseType: 'json',
    permission: 'importLeague',
    refusals: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
  },
  syncLeague: {
    method: 'POST',
    path: '/api/import/leagues/:id/sync',
    auth: 'user',
    summary: "Refresh an imported league's roster from its provider",
    params: ZLeagueParams,
    response: ZLeagueSyncResponse,
    status: 200,
    responseType: 'json',
    refusals: ['RATE_LIMITED'],
  },
  plans: {
    method: 'GET',
    path: '/api/subscription/plans',
    auth: 'public',
    summary: 'The plans on offer',
    response: ZPlansResponse,
    status: 200,
    responseType: 'json',
  },
  createCheckout: {
    method: 'POST',
    path: '/api/subscription/create-checkout',
    auth: 'user',
    summary: 'Start a checkout for a paid plan',
    body: ZCreateCheckoutRequest,
    response: ZCreateCheckoutResponse,
    status: 200,
    responseType: 'json',
    refusals: ['CONFLICT', 'PAYMENTS_NOT_CONFIGURED'],
  },
  createPortal: {
    method: 'POST',
    path: '/api/subscription/create-portal',
    auth: 'user',
    summary: 'Open the billing portal',
    response: ZCreatePortalResponse,
    status: 200,
    responseType: 'json',
    refusals: ['CONFLICT', 'PAYMENTS_NOT_CONFIGURED'],
  },
  cancelSubscription: {
    method: 'POST',
    path: '/api/subscription/cancel',
    auth: 'user',
    summary: 'Cancel the subscription at the end of the period',
    response: ZCancelSubscriptionResponse,
    status: 200,
    responseType: 'json',
    refusals: ['CONFLICT', 'PAYMENTS_NOT_CONFIGURED'],
  },
  contact: {
    method: 'POST',
    path: '/api/contact',
    auth: 'public',
    summary: 'Send a message to support (rate limited)',
    body: ZContactMessageRequest,
    response: ZContactMessageResponse,
    status: 201,
    responseType: 'json',
  },
  // Admin
  adminUsers: {
    method: 'GET',
    path: '/api/admin/users',
    auth: 'admin',
    summary: 'Users, searched, sorted and paged',
    query: ZAdminUsersQuery,
    response: ZAdminUsersResponse,
    status: 200,
    responseType: 'json',
  },
  setExempt: {
    method: 'PUT',
    path: '/api/admin/users/:userId/exempt',
    auth: 'admin',
    summary: "Grant or revoke a user's exempt access",
    params: ZUserIdParams,
    body: ZSetExemptRequest,
    response: ZSetExemptResponse,
    status: 200,
    responseType: 'json',
    refusals: ['CONFLICT'],
  },
  unlockAccount: {
    method: 'POST',
    path: '/api/admin/users/:userId/unlock',
    auth: 'admin',
    summary: "Clear a user's sign-in lock and failed attempts",
    params: ZUserIdParams,
    response: ZUnlockAccountResponse,
    status: 200,
    responseType: 'json',
  },
  adminLineups: {
    method: 'GET',
    path: '/api/admin/lineups',
    auth: 'admin',
    summary: "Teams' lineups, searched, sorted and paged",
    query: ZAdminLineupsQuery,
    response: ZAdminLineupsResponse,
    status: 200,
    responseType: 'json',
  },
  adminStats: {
    method: 'GET',
    path: '/api/admin/stats',
    auth: 'admin',
    summary: 'Overview counts and recent users',
    response: ZAdminStatsResponse,
    status: 200,
    responseType: 'json',
  },
  adminPlayers: {
    method: 'GET',
    path: '/api/admin/players',
    auth: 'admin',
    summary: 'Players with season projections and injuries',
    query: ZAdminPlayersQuery,
    response: ZAdminPlayersResponse,
    status: 200,
    responseType: 'json',
  },
  weeklyPredictions: {
    method: 'GET',
    path: '/api/admin/weekly-predictions',
    auth: 'admin',
    summary: 'Weekly ML predictions with summary and statistics',
    query: ZWeeklyPredictionsQuery,
    response: ZWeeklyPredictionsResponse,
    status: 200,
    responseType: 'json',
  },
  updateInjury: {
    method: 'PUT',
    path: '/api/admin/players/:playerId/injury',
    auth: 'admin',
    summary: "Replace a player's injury report",
    params: ZPlayerIdParams,
    body: ZInjuryUpdateRequest,
    response: ZInjuryUpdateResponse,
    status: 200,
    responseType: 'json',
  },
  adminAudit: {
    method: 'GET',
    path: '/api/admin/audit',
    auth: 'admin',
    summary: 'The audit log of admin and data changes, newest first, paged',
    query: ZAdminAuditQuery,
    response: ZAdminAuditResponse,
    status: 200,
    responseType: 'json',
  },
  adminContactMessages: {
    method: 'GET',
    path: '/api/admin/contact-messages',
    auth: 'admin',
    summary: 'Messages sent to support, priority ones (Pro and exempt senders) first by default, paged',
    query: ZAdminContactMessagesQuery,
    response: ZAdminContactMessagesResponse,
    status: 200,
    responseType: 'json',
  },
  adminTest: {
    method: 'GET',
    path: '/api/admin/test',
    auth: 'admin',
    summary: 'Check that the caller is the administrator',
    response: ZAdminTestResponse,
    status: 200,
    responseType: 'json',
  },
  mlStatus: {
    method: 'GET',
    path: '/api/ml/status',
    auth: 'admin',
    summary: 'The ML system: models, features, metadata',
    response: ZMlStatusResponse,
    status: 200,
    responseType: 'json',
  },
  waitlistEmails: {
    method: 'GET',
    path: '/api/waitlist/emails',
    auth: 'admin',
    summary: 'Every waitlist sign-up',
    response: ZWaitlistEmailsResponse,
    status: 200,
    responseType: 'json',
  },
  waitlistCount: {
    method: 'GET',
    path: '/api/waitlist/count',
    auth: 'admin',
    summary: 'Waitlist size and recent sign-ups',
    response: ZWaitlistCountResponse,
    status: 200,
    responseType: 'json',
  },
  waitlistExport: {
    method: 'GET',
    path: '/api/waitlist/export',
    auth: 'admin',
    summary: 'The waitlist as a CSV download',
    response: ZWaitlistCsv,
    status: 200,
    responseType: 'csv',
    filename: waitlistExportFilename,
  },
  // Public waitlist sign-up (not in spec §7; the landing page's form)
  waitlistSignup: {
    method: 'POST',
    path: '/api/waitlist',
    auth: 'public',
    summary: 'Join the waitlist',
    body: ZWaitlistSignupRequest,
    response: ZWaitlistSignupResponse,
    status: 200,
    responseType: 'json',
  },
} as const satisfies Record<string, ApiRoute>;

/** The name of a call in `API_ROUTES`. */
export type ApiRouteName = keyof typeof API_ROUTES;

/** Every call with its name, in table order: what the server mounts and the OpenAPI generator lists. */
export const API_ROUTE_LIST: ReadonlyArray<ApiRoute & { readonly name: ApiRouteName }> = (
  Object.keys(API_ROUTES) as ApiRouteName[]
).map((name) => ({ name, ...API_ROUTES[name] }));

/** The `:name` parameters of a path template, as a union of names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The `:name` parameters of a path template, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].flatMap((match) => (match[1] ? [match[1]] : []));
}

/**
 * A path template with its parameters filled in, each URI-encoded.
 * @example routePath('/api/scenarios/:teamName/:id', { teamName: 'A/B', id: 's1' }) // '/api/scenarios/A%2FB/s1'
 */
export function routePath<P extends string>(
  path: P,
  params: Readonly<Record<PathParamNames<P>, string>>,
): string {
  const values = params as Readonly<Record<string, string>>;
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new TypeError(`Missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(value);
  });
}
