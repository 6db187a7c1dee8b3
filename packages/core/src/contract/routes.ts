import { waitlistExportFilename } from '../constants.js';
import type { ErrorCode } from '../errors.js';
import type { Action } from '../tiers/permissions.js';
import type { z } from '../zod.js';
import { ZAccuracyResponse } from './accuracy.js';
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
  ZChangeTeamModeRequest,
  ZChangeTeamModeResponse,
  ZChangeTeamScoringRequest,
  ZSeasonRecordResponse,
} from './game-day.js';
import {
  ZRestoreTeamVersionRequest,
  ZRestoreTeamVersionResponse,
  ZTeamHistoryQuery,
  ZTeamHistoryResponse,
  ZTeamVersionParams,
} from './history.js';
import {
  ZEspnCookies,
  ZImportPreview,
  ZImportRequest,
  ZImportResponse,
  ZLeagueParams,
  ZLeagueRef,
  ZLeagueSyncResponse,
  ZLeaguesResponse,
  ZRostersResponse,
  ZSleeperImportRequest,
  ZSleeperLeagueParams,
  ZSleeperLeaguesQuery,
  ZSleeperLeaguesResponse,
  ZYahooConnection,
  ZYahooConnectResponse,
  ZYahooLeaguesResponse,
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
import { ZTeamRestOfSeasonResponse } from './rest-of-season.js';
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
  ZUserSettingsRequest,
  ZUserTeamsResponse,
} from './session.js';
import {
  ZChangeTeamScoringResponse,
  ZOptimizeLineupRequest,
  ZOptimizeLineupResponse,
  ZTeamWeekParams,
  ZTeamWeekQuery,
  ZTeamWeekResponse,
} from './team-week.js';
import {
  ZAddPlayerResponse,
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
import { ZTradeRequest, ZTradeResponse } from './trades.js';
import {
  ZWaitlistCountResponse,
  ZWaitlistCsv,
  ZWaitlistEmailsResponse,
  ZWaitlistSignupRequest,
  ZWaitlistSignupResponse,
} from './waitlist.js';
import { ZWaiversQuery, ZWaiversResponse } from './waivers.js';

/** HTTP methods the API uses. */
const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call a route: anyone (`public`; a bearer token is optional and used when valid), any
 * signed-in user (`user`), or only the administrator (`admin`). The server enforces it.
 */
export const ROUTE_ACCESS = ['public', 'user', 'admin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/** Where a call sits in the SDK's client: `group.method` or `group.subgroup.method`. */
export type SdkMethodPath = `${string}.${string}`;

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
  /**
   * The SDK method this call is, as `group.method` (or `group.subgroup.method`): `'teams.history'`
   * is `client.teams.history(teamName, query?, options?)`. The SDK derives every method from this
   * table: the path's parameters in path order, then the body (or the query when the call has no
   * body), then the request options. Unique across the table; the JSDoc on each entry below is
   * the method's documentation.
   */
  readonly sdk: SdkMethodPath;
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
 * Every call of the API (spec §7, plus our own: the waitlist sign-up, sign-in config, showcase,
 * season clock, profile, admin and history calls, Sleeper import), keyed by its name. This table
 * drives everything else: the server mounts each entry (checking `auth` and `permission`), the
 * OpenAPI generator describes each one, the SDK derives one method per entry from its `sdk` path,
 * path, schemas and response, and the server's access tests read their expectations from it.
 * Adding a call is adding an entry here (see ARCHITECTURE.md, "Adding a call").
 * @example
 * const route = API_ROUTES.getTeam; // { sdk: 'teams.get', method: 'GET', path: '/api/get-team/:teamName', auth: 'user', … }
 * const url = routePath(route.path, { teamName: 'Gridiron Gang' }); // '/api/get-team/Gridiron%20Gang'
 */
export const API_ROUTES = {
  // Session and user
  /** `GET /api/session/health` (public): the server is up, its version, and whether the token sent was accepted. */
  health: {
    sdk: 'session.health',
    method: 'GET',
    path: '/api/session/health',
    auth: 'public',
    summary: 'Server health and whether the bearer token is valid',
    response: ZHealthResponse,
    status: 200,
    responseType: 'json',
  },
  /**
   * `GET /api/auth/config` (public): how a browser signs in — the OpenID issuer, the web app's client
   * id, the API audience, the scopes to ask for and the roles claim. Read it once at start.
   * @example
   * const { issuer, clientId, audience, scopes } = await client.session.authConfig();
   * const config = await oidc.discovery(new URL(issuer), clientId);
   * oidc.buildAuthorizationUrl(config, { scope: scopes.join(' '), resource: audience, … });
   */
  authConfig: {
    sdk: 'session.authConfig',
    method: 'GET',
    path: '/api/auth/config',
    auth: 'public',
    summary: 'How a browser signs in: issuer, client id, audience, scopes and the roles claim',
    response: ZAuthConfig,
    status: 200,
    responseType: 'json',
  },
  /**
   * `GET /api/season` (public): the season clock — the season under way (or the latest the data
   * has), its phase, the week users plan for, and each regular-season week with its kickoffs and
   * whether it has projections. Take the season and week from here rather than from the calendar.
   * @example
   * const { season, planningWeek, weeks } = await client.session.season();
   * const options = weeks.map((w) => w.week); // the weeks to offer; planningWeek is the default
   */
  season: {
    sdk: 'session.season',
    method: 'GET',
    path: '/api/season',
    auth: 'public',
    summary: 'The season under way: its phase, the week users plan for, and its weeks',
    response: ZSeasonResponse,
    status: 200,
    responseType: 'json',
    maxAgeSeconds: 60,
  },
  /**
   * `GET /api/user/profile`: who the server takes the caller for — id, email, role and admin level.
   * `role === 'admin'` is how an app learns that the caller is the administrator.
   */
  userProfile: {
    sdk: 'user.profile',
    method: 'GET',
    path: '/api/user/profile',
    auth: 'user',
    summary: 'Who the server takes the caller for: id, email, role (admin or user) and admin level',
    response: ZUserProfile,
    status: 200,
    responseType: 'json',
  },
  /**
   * `PUT /api/user/settings`: the caller's own settings — `lineupAlerts` turns the lineup alert
   * mails (a starter ruled Out, Doubtful or Questionable, or on a bye) off or on. Answers the profile.
   * @example
   * const { lineupAlerts } = await client.user.updateSettings({ lineupAlerts: false }); // false
   */
  updateUserSettings: {
    sdk: 'user.updateSettings',
    method: 'PUT',
    path: '/api/user/settings',
    auth: 'user',
    summary: "Change the caller's settings (lineup alert mails on or off)",
    body: ZUserSettingsRequest,
    response: ZUserProfile,
    status: 200,
    responseType: 'json',
  },
  /** `GET /api/user/teams`: the caller's teams, oldest first. */
  userTeams: {
    sdk: 'user.teams',
    method: 'GET',
    path: '/api/user/teams',
    auth: 'user',
    summary: "The caller's teams",
    response: ZUserTeamsResponse,
    status: 200,
    responseType: 'json',
  },
  /** `GET /api/user/subscription-status`: the caller's tier, usage and limits. */
  subscriptionStatus: {
    sdk: 'user.subscriptionStatus',
    method: 'GET',
    path: '/api/user/subscription-status',
    auth: 'user',
    summary: "The caller's tier, usage and limits",
    response: ZSubscriptionStatus,
    status: 200,
    responseType: 'json',
  },
  // Teams and lineups
  /** `POST /api/create-team`: creates a team; over the free-tier limit it fails with `upgradeRequired`. */
  createTeam: {
    sdk: 'teams.create',
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
  /** `DELETE /api/delete-team/:teamName`: deletes a team and its scenarios. */
  deleteTeam: {
    sdk: 'teams.delete',
    method: 'DELETE',
    path: '/api/delete-team/:teamName',
    auth: 'user',
    summary: 'Delete a team and its scenarios',
    params: ZTeamNameParams,
    response: ZDeleteTeamResponse,
    status: 200,
    responseType: 'json',
  },
  /** `GET /api/get-team/:teamName`: a team by name. */
  getTeam: {
    sdk: 'teams.get',
    method: 'GET',
    path: '/api/get-team/:teamName',
    auth: 'user',
    summary: 'A team by name',
    params: ZTeamNameParams,
    response: ZTeamResponse,
    status: 200,
    responseType: 'json',
  },
  /** `GET /api/get-lineups/:teamName`: a team's lineups, bench and version. */
  getLineups: {
    sdk: 'teams.lineups',
    method: 'GET',
    path: '/api/get-lineups/:teamName',
    auth: 'user',
    summary: "A team's lineups and bench",
    params: ZTeamNameParams,
    response: ZGetLineupsResponse,
    status: 200,
    responseType: 'json',
  },
  /** `GET /api/players/player-projections/:playerName?week&mode`: a player's projection for a week. */
  playerProjections: {
    sdk: 'players.projections',
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
  /**
   * `GET /api/players/enhanced-search?q&position&teamName&week&available&limit`: players whose name
   * matches (at least 2 characters) or, without a name, a position browsed by projection; each with
   * the week's facts in the team's mode and scoring, and how many matched in all.
   */
  searchPlayers: {
    sdk: 'players.search',
    method: 'GET',
    path: '/api/players/enhanced-search',
    auth: 'user',
    summary: "Players by name or position, with the week's facts",
    query: ZPlayerSearchQuery,
    response: ZPlayerSearchResponse,
    status: 200,
    responseType: 'json',
    // `teamName` names one of the caller's teams: another user's, or none, is not found.
    refusals: ['NOT_FOUND'],
  },
  /**
   * `GET /api/players/showcase` (public): the landing page's three archetype cards (conservative,
   * balanced, aggressive), up to four of this week's players each; `demo` says the data is the
   * generated demo season, and `season`/`week` are `null` (cards empty) before any model has run.
   */
  showcase: {
    sdk: 'players.showcase',
    method: 'GET',
    path: '/api/players/showcase',
    auth: 'public',
    summary: "The landing page's archetype cards: four sample players each from this week's predictions",
    response: ZShowcaseResponse,
    status: 200,
    responseType: 'json',
  },
  /**
   * `GET /api/accuracy` (public): how accurate the active model's projections were, per season and
   * position: our median's MAE beside NFL.com's and the season-to-date average's, band coverage and
   * pinball loss, from the walk-forward back-tests stored on the model's record (the figures
   * `lineup-server model backtest --json` printed), with the method's facts. No model: `model`
   * `null`, no seasons. Browsers may keep it 5 minutes.
   * @example
   * const { model, seasons } = await client.ml.accuracy();
   * for (const s of seasons) console.log(s.season, s.overall.mae, s.overall.peerMae, s.overall.coverage);
   */
  accuracy: {
    sdk: 'ml.accuracy',
    method: 'GET',
    path: '/api/accuracy',
    auth: 'public',
    summary: "The active model's back-tests: MAE beside NFL.com's and the season average's, coverage",
    response: ZAccuracyResponse,
    status: 200,
    responseType: 'json',
    maxAgeSeconds: 300,
  },
  /** `GET /api/injuries`: the injury map, player name to designation. */
  injuries: {
    sdk: 'players.injuries',
    method: 'GET',
    path: '/api/injuries',
    auth: 'user',
    summary: 'The injury map: player name to designation',
    response: ZInjuriesResponse,
    status: 200,
    responseType: 'json',
  },
  /** `POST /api/edit-lineup`: adds a player to the team (`placement`: the slot he fits, or the bench). */
  editLineup: {
    sdk: 'lineups.addPlayer',
    method: 'POST',
    path: '/api/edit-lineup',
    auth: 'user',
    summary: 'Add a player to a team, into the slot he fits or onto the bench',
    body: ZEditLineupRequest,
    response: ZAddPlayerResponse,
    status: 200,
    responseType: 'json',
  },
  /** `POST /api/move-player`: moves a player between starting slots and the bench. */
  movePlayer: {
    sdk: 'lineups.movePlayer',
    method: 'POST',
    path: '/api/move-player',
    auth: 'user',
    summary: 'Move a player between starting slots and the bench',
    body: ZMovePlayerRequest,
    response: ZTeamResponse,
    status: 200,
    responseType: 'json',
  },
  /** `POST /api/move-to-slot`: moves a player into the slot named by its wire key and index. */
  moveToSlot: {
    sdk: 'lineups.moveToSlot',
    method: 'POST',
    path: '/api/move-to-slot',
    auth: 'user',
    summary: 'Move a player into a lineup slot named by its wire key',
    body: ZMoveToSlotRequest,
    response: ZTeamResponse,
    status: 200,
    responseType: 'json',
  },
  /** `DELETE /api/drop-player`: releases a bench player (irreversible). */
  dropPlayer: {
    sdk: 'lineups.dropPlayer',
    method: 'DELETE',
    path: '/api/drop-player',
    auth: 'user',
    summary: 'Release a bench player from a team',
    body: ZDropPlayerRequest,
    response: ZTeamResponse,
    status: 200,
    responseType: 'json',
  },
  /**
   * `GET /api/teams/:teamName/week/:week?mode`: everything the lineup editor shows for a week, in
   * one read: each slot's and bench player's projections (OUT and bye count 0, as the projections
   * call counts them), game, kickoff and injury report, each slot's better options, the optimal
   * lineup with its moves and gain, and the totals per mode of the current and the optimal lineup.
   * `mode` (default `median`) is what better options and the optimal lineup are worked out in.
   * @example
   * const { slots, bench, optimal, totals } = await client.teams.week('Gridiron Gang', 5);
   * if (optimal.gain > 0) await client.lineups.optimize('Gridiron Gang', { week: 5, expectedVersion: team.version });
   */
  teamWeek: {
    sdk: 'teams.week',
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
  /**
   * `PUT /api/teams/:teamName/scoring`: the scoring a team typed in by hand is counted in: a preset
   * (standard, half-PPR, PPR) or custom settings. Every number of the team follows (the week read,
   * better options, Optimize, scenarios). A team imported from a league keeps its league's scoring
   * (409: a league sync would bring it back).
   * @example
   * await client.teams.setScoring('Gridiron Gang', { format: 'ppr' });
   */
  changeTeamScoring: {
    sdk: 'teams.setScoring',
    method: 'PUT',
    path: '/api/teams/:teamName/scoring',
    auth: 'user',
    summary: 'Choose the scoring a hand-made team is counted in',
    params: ZTeamNameParams,
    body: ZChangeTeamScoringRequest,
    response: ZChangeTeamScoringResponse,
    status: 200,
    responseType: 'json',
    refusals: ['CONFLICT'],
  },
  /**
   * `PUT /api/teams/:teamName/mode`: the projection mode the team's numbers are decided in
   * (conservative, median or aggressive): its total, Optimize, better options, scenarios' totals and
   * the advisor's default. Kept per team; not a lineup change (no new version).
   * @example
   * await client.teams.setMode('Gridiron Gang', { mode: 'conservative' });
   */
  changeTeamMode: {
    sdk: 'teams.setMode',
    method: 'PUT',
    path: '/api/teams/:teamName/mode',
    auth: 'user',
    summary: "Set a team's projection mode",
    params: ZTeamNameParams,
    body: ZChangeTeamModeRequest,
    response: ZChangeTeamModeResponse,
    status: 200,
    responseType: 'json',
  },
  /**
   * `GET /api/teams/:teamName/record`: "how did we do" this season, in the team's scoring: every
   * week over whose lineup at kickoff is known, its projected band and actual points, and the points
   * left on the bench with hindsight; with the season's summary.
   * @example
   * const { summary } = await client.teams.record('Gridiron Gang');
   * console.log(`${summary.withinBand} of ${summary.weeksPlayed} weeks within the band`);
   */
  teamRecord: {
    sdk: 'teams.record',
    method: 'GET',
    path: '/api/teams/:teamName/record',
    auth: 'user',
    summary: "A team's season record",
    params: ZTeamNameParams,
    response: ZSeasonRecordResponse,
    status: 200,
    responseType: 'json',
  },
  /**
   * `POST /api/teams/:teamName/optimize`: the server works out the week's optimal lineup (in
   * `mode`, default the team's) and makes it the team's in one change; answers the team (its
   * version up by one, or unchanged when the lineup already was optimal), the moves made and the gain.
   */
  optimizeLineup: {
    sdk: 'lineups.optimize',
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
  /**
   * `GET /api/teams/:teamName/history?week` (Pro and exempt): the team as it stands, then each
   * earlier version of the last 30 days, newest first: when and by which action it was made, what
   * changed, and its starters' totals in `query.week` (default: the planning week).
   */
  teamHistory: {
    sdk: 'teams.history',
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
  /**
   * `POST /api/teams/:teamName/history/:version/restore` (Pro and exempt): brings that version's
   * lineup and bench back as a new version; `body.expectedVersion` is the team's version the caller
   * saw (409 `ConflictError` when stale, 404 when the version is no longer kept).
   * @example
   * const { versions } = await client.teams.history('Gridiron Gang');
   * const [current, previous] = versions;
   * if (current && previous) {
   *   await client.teams.restore('Gridiron Gang', previous.version, { expectedVersion: current.version });
   * }
   */
  restoreTeamVersion: {
    sdk: 'teams.restore',
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
  // Rest of season (Pro and exempt)
  /**
   * `GET /api/teams/:teamName/rest-of-season` (Pro and exempt): every player on the team with his
   * rest-of-season total in the team's scoring: the sum of his weekly medians from the planning
   * week to the last regular-season week (a bye or a week he will not play counted 0), the P10–P90
   * band of that total, and each week's numbers and where they come from.
   * @example
   * const { players } = await client.teams.restOfSeason('Gridiron Gang');
   * const best = [...players].sort((a, b) => (b.median ?? 0) - (a.median ?? 0))[0];
   */
  teamRestOfSeason: {
    sdk: 'teams.restOfSeason',
    method: 'GET',
    path: '/api/teams/:teamName/rest-of-season',
    auth: 'user',
    summary: "Each player's rest-of-season total on a team, with its band, in the team's scoring",
    params: ZTeamNameParams,
    response: ZTeamRestOfSeasonResponse,
    status: 200,
    responseType: 'json',
    permission: 'useRestOfSeason',
  },
  // Waivers and trades (Pro and exempt)
  /**
   * `GET /api/teams/:teamName/waivers?position&limit&sort` (Pro and exempt): the team's best
   * pickups among its free agents (an imported league's players on no roster at its last sync; for
   * a hand-made team, the catalogue less the team), best first: what adding each does to the team's
   * optimal lineup this week (`week.gain`) and summed over the weeks left (`season.gain`), the
   * player to drop (`null`: the roster has room; never one whose game has kicked off) and the reason
   * in one line. `position` keeps one position; `sort: 'week'` orders by this week's gain.
   * @example
   * const { picks } = await client.teams.waivers('Gridiron Gang', { position: 'RB', limit: 5 });
   * for (const pick of picks) console.log(pick.player.playerName, pick.season.gain, pick.drop?.playerName, pick.reason);
   */
  teamWaivers: {
    sdk: 'teams.waivers',
    method: 'GET',
    path: '/api/teams/:teamName/waivers',
    auth: 'user',
    summary: "A team's best pickups among its free agents, with the gain this week and rest of season",
    params: ZTeamNameParams,
    query: ZWaiversQuery,
    response: ZWaiversResponse,
    status: 200,
    responseType: 'json',
    permission: 'useWaivers',
    refusals: ['CONFLICT'],
  },
  /**
   * `POST /api/teams/:teamName/trade` (Pro and exempt): what giving `give` (1–3 of the team's
   * players) for `get` (1–3 others; for an imported league, on another roster of it) does: each
   * side's rest-of-season value with its band, the change to the team's optimal lineups over the
   * weeks left with its band, the same for the other team of an imported league, and the verdict
   * (`helps`, `even`, `hurts`) against its `threshold`.
   * @example
   * const { verdict, team, summary } = await client.teams.trade('Gridiron Gang', { give: ['p-hall'], get: ['p-henry'] });
   * console.log(verdict, team.change.median, team.change.floor, team.change.ceiling, summary);
   */
  teamTrade: {
    sdk: 'teams.trade',
    method: 'POST',
    path: '/api/teams/:teamName/trade',
    auth: 'user',
    summary: 'What a trade does to a team over the weeks left: both sides, the optimal lineups, a verdict',
    params: ZTeamNameParams,
    body: ZTradeRequest,
    response: ZTradeResponse,
    status: 200,
    responseType: 'json',
    permission: 'useTrades',
    refusals: ['CONFLICT', 'RATE_LIMITED'],
  },
  // Scenarios
  /**
   * `GET /api/scenarios/:teamName`: the team's scenarios, newest first, each with its starters'
   * totals in `query.week` (default: the planning week).
   */
  listScenarios: {
    sdk: 'scenarios.list',
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
  /**
   * `POST /api/scenarios/:teamName`: saves the team's lineup and bench as they stand (at most 10
   * per team, names unique regardless of case).
   */
  createScenario: {
    sdk: 'scenarios.create',
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
  /**
   * `POST /api/scenarios/:teamName/:id/load`: makes the scenario the team's lineup and bench in one
   * change (409 when `body.expectedVersion` is stale); answers the team and a note per player not
   * placed as saved.
   */
  loadScenario: {
    sdk: 'scenarios.load',
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
  /** `DELETE /api/scenarios/:teamName/:id`: deletes a scenario. */
  deleteScenario: {
    sdk: 'scenarios.delete',
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
  /**
   * `POST /api/ai/lineup-advice`: asks a question about a team's week (`context.teamName`,
   * `context.week`, optional `context.mode`). The server grounds the answer on its own records (any
   * `lineup`, `bench` or `totalProjectedPoints` sent are ignored) and answers the advice text, its
   * `source` (`analyst`, or `llm` with its `model`), the recognised `topic`, the `facts` it rests on
   * and, when a configured chat model was not used, the `fallbackReason`. Free tier: 403
   * `upgradeRequired`; 20 questions an hour: 429 `RATE_LIMITED`.
   * @example
   * const { advice, facts } = await client.ai.lineupAdvice({
   *   question: 'Start Chase or Nacua?',
   *   context: { teamName: 'Gridiron Gang', week: 6 },
   * });
   */
  lineupAdvice: {
    sdk: 'ai.lineupAdvice',
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
  /** `GET /api/import/leagues`: the caller's imported leagues, newest first, with their last sync. */
  importLeagues: {
    sdk: 'leagues.list',
    method: 'GET',
    path: '/api/import/leagues',
    auth: 'user',
    summary: "The caller's imported leagues",
    response: ZLeaguesResponse,
    status: 200,
    responseType: 'json',
  },
  /**
   * `POST /api/import/rosters`: a league at its host (Sleeper's id, ESPN's id or page address with
   * the season and, for a private league, both cookies, Yahoo's league key) and its teams, by owner.
   */
  importRosters: {
    sdk: 'leagues.rosters',
    method: 'POST',
    path: '/api/import/rosters',
    auth: 'user',
    summary: "A league's teams at its host (Sleeper, ESPN or Yahoo), by owner",
    body: ZLeagueRef,
    response: ZRostersResponse,
    status: 200,
    responseType: 'json',
    permission: 'importLeague',
    refusals: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'RATE_LIMITED'],
  },
  /** `POST /api/import/preview`: what importing the roster would make, at any host; nothing is saved. */
  previewImport: {
    sdk: 'leagues.preview',
    method: 'POST',
    path: '/api/import/preview',
    auth: 'user',
    summary: 'What importing a roster from Sleeper, ESPN or Yahoo would make, without making it',
    body: ZImportRequest,
    response: ZImportPreview,
    status: 200,
    responseType: 'json',
    permission: 'importLeague',
    refusals: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'RATE_LIMITED'],
  },
  /** `POST /api/import`: imports the roster as a new team with its league's rules and scoring, at any host. */
  importLeague: {
    sdk: 'leagues.import',
    method: 'POST',
    path: '/api/import',
    auth: 'user',
    summary: 'Import a roster from Sleeper, ESPN or Yahoo as a team, with its league rules and scoring',
    body: ZImportRequest,
    response: ZImportResponse,
    status: 201,
    responseType: 'json',
    permission: 'importLeague',
    refusals: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'RATE_LIMITED'],
  },
  /** `PUT /api/import/leagues/:id/credentials`: new ESPN cookies for an imported private league, checked by reading it. */
  setLeagueCredentials: {
    sdk: 'leagues.setCredentials',
    method: 'PUT',
    path: '/api/import/leagues/:id/credentials',
    auth: 'user',
    summary: "Replace an imported ESPN league's cookies",
    params: ZLeagueParams,
    body: ZEspnCookies,
    response: ZLeaguesResponse,
    status: 200,
    responseType: 'json',
    refusals: ['NOT_FOUND', 'FORBIDDEN', 'RATE_LIMITED'],
  },
  /** `GET /api/import/yahoo/connection`: whether Yahoo import is set up here and the caller's account connected. */
  yahooConnection: {
    sdk: 'leagues.yahoo.connection',
    method: 'GET',
    path: '/api/import/yahoo/connection',
    auth: 'user',
    summary: "Whether the caller's Yahoo account is connected",
    response: ZYahooConnection,
    status: 200,
    responseType: 'json',
  },
  /** `POST /api/import/yahoo/connection`: starts connecting a Yahoo account; send the browser to the answer's URL. */
  connectYahoo: {
    sdk: 'leagues.yahoo.connect',
    method: 'POST',
    path: '/api/import/yahoo/connection',
    auth: 'user',
    summary: 'Start connecting a Yahoo account (OAuth 2.0 with PKCE)',
    response: ZYahooConnectResponse,
    status: 200,
    responseType: 'json',
    refusals: ['RATE_LIMITED'],
  },
  /** `DELETE /api/import/yahoo/connection`: forgets the caller's Yahoo tokens (and tells Yahoo). */
  disconnectYahoo: {
    sdk: 'leagues.yahoo.disconnect',
    method: 'DELETE',
    path: '/api/import/yahoo/connection',
    auth: 'user',
    summary: 'Disconnect the Yahoo account',
    response: ZYahooConnection,
    status: 200,
    responseType: 'json',
  },
  /** `GET /api/import/yahoo/leagues`: the connected Yahoo account's NFL leagues of the season under way. */
  yahooLeagues: {
    sdk: 'leagues.yahoo.leagues',
    method: 'GET',
    path: '/api/import/yahoo/leagues',
    auth: 'user',
    summary: "The connected Yahoo account's NFL leagues of the season under way",
    response: ZYahooLeaguesResponse,
    status: 200,
    responseType: 'json',
    permission: 'importLeague',
    refusals: ['CONFLICT', 'RATE_LIMITED'],
  },
  /** `GET /api/import/sleeper/leagues`: a Sleeper user's NFL leagues of the season under way. */
  sleeperLeagues: {
    sdk: 'leagues.sleeper.leagues',
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
  /** `GET /api/import/sleeper/leagues/:leagueId/rosters`: the league's teams, by owner. */
  sleeperRosters: {
    sdk: 'leagues.sleeper.rosters',
    method: 'GET',
    path: '/api/import/sleeper/leagues/:leagueId/rosters',
    auth: 'user',
    summary: "A Sleeper league's teams, by owner",
    params: ZSleeperLeagueParams,
    response: ZRostersResponse,
    status: 200,
    responseType: 'json',
    permission: 'importLeague',
    refusals: ['RATE_LIMITED'],
  },
  /** `POST /api/import/sleeper/preview`: what importing the roster would make; nothing is saved. */
  previewSleeperImport: {
    sdk: 'leagues.sleeper.preview',
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
  /** `POST /api/import/sleeper`: imports the roster as a new team with the league's scoring. */
  importSleeperLeague: {
    sdk: 'leagues.sleeper.import',
    method: 'POST',
    path: '/api/import/sleeper',
    auth: 'user',
    summary: 'Import a Sleeper roster as a team, with its league rules and scoring',
    body: ZSleeperImportRequest,
    response: ZImportResponse,
    status: 201,
    responseType: 'json',
    permission: 'importLeague',
    refusals: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
  },
  /** `POST /api/import/leagues/:id/sync`: refreshes the league's roster (adds, drops, keeps lineup choices). */
  syncLeague: {
    sdk: 'leagues.sync',
    method: 'POST',
    path: '/api/import/leagues/:id/sync',
    auth: 'user',
    summary: "Refresh an imported league's roster from its provider",
    params: ZLeagueParams,
    response: ZLeagueSyncResponse,
    status: 200,
    responseType: 'json',
    refusals: ['FORBIDDEN', 'CONFLICT', 'RATE_LIMITED'],
  },
  /** `GET /api/subscription/plans`: every plan, free first. */
  plans: {
    sdk: 'billing.plans',
    method: 'GET',
    path: '/api/subscription/plans',
    auth: 'public',
    summary: 'The plans on offer',
    response: ZPlansResponse,
    status: 200,
    responseType: 'json',
  },
  /** `POST /api/subscription/create-checkout`: starts a checkout; navigate to the answer's `url`. */
  createCheckout: {
    sdk: 'billing.createCheckout',
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
  /** `POST /api/subscription/create-portal`: opens the billing portal; navigate to the answer's `url`. */
  createPortal: {
    sdk: 'billing.createPortal',
    method: 'POST',
    path: '/api/subscription/create-portal',
    auth: 'user',
    summary: 'Open the billing portal',
    response: ZCreatePortalResponse,
    status: 200,
    responseType: 'json',
    refusals: ['CONFLICT', 'PAYMENTS_NOT_CONFIGURED'],
  },
  /** `POST /api/subscription/cancel`: cancels at the period's end; answers the new status. */
  cancelSubscription: {
    sdk: 'billing.cancel',
    method: 'POST',
    path: '/api/subscription/cancel',
    auth: 'user',
    summary: 'Cancel the subscription at the end of the period',
    response: ZCancelSubscriptionResponse,
    status: 200,
    responseType: 'json',
    refusals: ['CONFLICT', 'PAYMENTS_NOT_CONFIGURED'],
  },
  /** `POST /api/contact` (public, rate limited: a 429 is a `RateLimitError` with `retryAfter`): sends a message to support. */
  contact: {
    sdk: 'contact.send',
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
  /**
   * `GET /api/admin/users?search&limit&page&sort&order`: a page of users, searched (email or id),
   * sorted and paged on the server, with the number that match and page X of Y.
   * @example const { users, total, pagination } = await client.admin.users({ search: 'fan', sort: 'status' });
   */
  adminUsers: {
    sdk: 'admin.users',
    method: 'GET',
    path: '/api/admin/users',
    auth: 'admin',
    summary: 'Users, searched, sorted and paged',
    query: ZAdminUsersQuery,
    response: ZAdminUsersResponse,
    status: 200,
    responseType: 'json',
  },
  /**
   * `PUT /api/admin/users/:userId/exempt`: grants (`exempt: true`, with an optional `reason`) or
   * revokes a user's exempt access; answers that user's subscription status.
   */
  setExempt: {
    sdk: 'admin.setExempt',
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
  /**
   * `POST /api/admin/users/:userId/unlock`: clears a user's sign-in lock and failed attempts;
   * answers the user's row afterwards (`NotFoundError` for an unknown user).
   */
  unlockAccount: {
    sdk: 'admin.unlockAccount',
    method: 'POST',
    path: '/api/admin/users/:userId/unlock',
    auth: 'admin',
    summary: "Clear a user's sign-in lock and failed attempts",
    params: ZUserIdParams,
    response: ZUnlockAccountResponse,
    status: 200,
    responseType: 'json',
  },
  /**
   * `GET /api/admin/lineups?search&limit&page&sort&order`: a page of teams' lineups, searched (team
   * name, owner email or id), sorted and paged on the server.
   */
  adminLineups: {
    sdk: 'admin.lineups',
    method: 'GET',
    path: '/api/admin/lineups',
    auth: 'admin',
    summary: "Teams' lineups, searched, sorted and paged",
    query: ZAdminLineupsQuery,
    response: ZAdminLineupsResponse,
    status: 200,
    responseType: 'json',
  },
  /** `GET /api/admin/stats`: overview counts and recent users. */
  adminStats: {
    sdk: 'admin.stats',
    method: 'GET',
    path: '/api/admin/stats',
    auth: 'admin',
    summary: 'Overview counts and recent users',
    response: ZAdminStatsResponse,
    status: 200,
    responseType: 'json',
  },
  /** `GET /api/admin/players?position&search&limit&sort&order`: players with projections and injuries. */
  adminPlayers: {
    sdk: 'admin.players',
    method: 'GET',
    path: '/api/admin/players',
    auth: 'admin',
    summary: 'Players with season projections and injuries',
    query: ZAdminPlayersQuery,
    response: ZAdminPlayersResponse,
    status: 200,
    responseType: 'json',
  },
  /** `GET /api/admin/weekly-predictions?week&position&archetype&limit&page&sort&order&season`: ML predictions. */
  weeklyPredictions: {
    sdk: 'admin.weeklyPredictions',
    method: 'GET',
    path: '/api/admin/weekly-predictions',
    auth: 'admin',
    summary: 'Weekly ML predictions with summary and statistics',
    query: ZWeeklyPredictionsQuery,
    response: ZWeeklyPredictionsResponse,
    status: 200,
    responseType: 'json',
  },
  /** `PUT /api/admin/players/:playerId/injury`: replaces a player's injury report. */
  updateInjury: {
    sdk: 'admin.updateInjury',
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
  /**
   * `GET /api/admin/audit?limit&page&action`: the audit log (exempt grants and revocations, unlocks,
   * injury edits and imports), newest first, paged.
   */
  adminAudit: {
    sdk: 'admin.audit',
    method: 'GET',
    path: '/api/admin/audit',
    auth: 'admin',
    summary: 'The audit log of admin and data changes, newest first, paged',
    query: ZAdminAuditQuery,
    response: ZAdminAuditResponse,
    status: 200,
    responseType: 'json',
  },
  /**
   * `GET /api/admin/contact-messages?limit&page&sort&filter`: the messages sent to support, priority
   * ones (from Pro and exempt users) first unless `sort: 'newest'`, of one kind with `filter`
   * (`priority`, `standard`), paged; `priorityTotal` counts the priority messages.
   * @example const { messages, priorityTotal } = await client.admin.contactMessages({ filter: 'priority' });
   */
  adminContactMessages: {
    sdk: 'admin.contactMessages',
    method: 'GET',
    path: '/api/admin/contact-messages',
    auth: 'admin',
    summary: 'Messages sent to support, priority ones (Pro and exempt senders) first by default, paged',
    query: ZAdminContactMessagesQuery,
    response: ZAdminContactMessagesResponse,
    status: 200,
    responseType: 'json',
  },
  /** `GET /api/admin/test`: checks that the caller is the administrator. */
  adminTest: {
    sdk: 'admin.test',
    method: 'GET',
    path: '/api/admin/test',
    auth: 'admin',
    summary: 'Check that the caller is the administrator',
    response: ZAdminTestResponse,
    status: 200,
    responseType: 'json',
  },
  /** `GET /api/ml/status` (admin): the active model, loaded models, features and metadata. */
  mlStatus: {
    sdk: 'ml.status',
    method: 'GET',
    path: '/api/ml/status',
    auth: 'admin',
    summary: 'The ML system: models, features, metadata',
    response: ZMlStatusResponse,
    status: 200,
    responseType: 'json',
  },
  /** `GET /api/waitlist/emails` (admin): every sign-up, newest first. */
  waitlistEmails: {
    sdk: 'waitlist.emails',
    method: 'GET',
    path: '/api/waitlist/emails',
    auth: 'admin',
    summary: 'Every waitlist sign-up',
    response: ZWaitlistEmailsResponse,
    status: 200,
    responseType: 'json',
  },
  /** `GET /api/waitlist/count` (admin): how many signed up, and the latest sign-ups. */
  waitlistCount: {
    sdk: 'waitlist.count',
    method: 'GET',
    path: '/api/waitlist/count',
    auth: 'admin',
    summary: 'Waitlist size and recent sign-ups',
    response: ZWaitlistCountResponse,
    status: 200,
    responseType: 'json',
  },
  /** `GET /api/waitlist/export` (admin): the waitlist as CSV text (save it as `waitlistExportFilename(date)`). */
  waitlistExport: {
    sdk: 'waitlist.exportCsv',
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
  /** `POST /api/waitlist` (public): joins the waitlist; the same answer for a new or a known address. */
  waitlistSignup: {
    sdk: 'waitlist.signUp',
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

/**
 * Every call with its name, in table order: what the SDK binds its methods from and the route tests
 * iterate (the server mounts `API_ROUTES` by key, in the same order, and the OpenAPI document lists
 * what it mounts).
 */
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
