/**
 * The wire contract of Lineup Lab: zod schemas and types for every entity (spec §3) and every call's
 * request and response (spec §7), and `API_ROUTES`, the table of every call. Every public name is
 * exported here explicitly; values first, then types.
 */

// Values

export {
  ADMIN_LINEUP_SORTS,
  ADMIN_PLAYER_SORTS,
  ADMIN_POSITION_FILTERS,
  ADMIN_USER_SORTS,
  ARCHETYPE_FILTERS,
  ORPHANED_OWNER,
  ROLES,
  WEEKLY_SORT_COLUMNS,
  ZAdminLineup,
  ZAdminLineupSort,
  ZAdminLineupsQuery,
  ZAdminLineupsResponse,
  ZAdminPlayer,
  ZAdminPlayerSort,
  ZAdminPlayersQuery,
  ZAdminPlayersResponse,
  ZAdminPositionFilter,
  ZAdminRecentUser,
  ZAdminStatsResponse,
  ZAdminTestResponse,
  ZAdminUser,
  ZAdminUserSort,
  ZAdminUsersQuery,
  ZAdminUsersResponse,
  ZArchetypeFilter,
  ZDistributionEntry,
  ZInjuryUpdateRequest,
  ZInjuryUpdateResponse,
  ZMlStatusResponse,
  ZPlayerIdParams,
  ZRole,
  ZUnlockAccountResponse,
  ZWeeklyPrediction,
  ZWeeklyPredictionsQuery,
  ZWeeklyPredictionsResponse,
  ZWeeklySortColumn,
} from './admin.js';
export {
  ADVICE_SOURCES,
  ZAdviceContext,
  ZAdvicePlayer,
  ZAdviceSource,
  ZLineupAdviceRequest,
  ZLineupAdviceResponse,
} from './ai.js';
export {
  AUDIT_ACTIONS,
  ZAdminAuditQuery,
  ZAdminAuditResponse,
  ZAuditAction,
  ZAuditEntry,
} from './audit.js';
export {
  FREE_PLAN,
  PLAN_INTERVALS,
  ZCancelSubscriptionResponse,
  ZCreateCheckoutRequest,
  ZCreateCheckoutResponse,
  ZCreatePortalResponse,
  ZNavigationUrl,
  ZPlan,
  ZPlanInterval,
  ZPlansResponse,
  ZSetExemptRequest,
  ZSetExemptResponse,
  ZUserIdParams,
} from './billing.js';
export { ZContactMessageRequest, ZContactMessageResponse } from './contact.js';
export {
  emptyLineup,
  LINEUP_KEYS,
  lineupSchema,
  PROJECTION_MODES,
  SEASON_WEEKS,
  ZId,
  ZLineup,
  ZLineupKey,
  ZPlayer,
  ZProjectionMode,
  ZProjections,
  ZTeam,
  ZTeamName,
  ZWeek,
} from './entities.js';
export {
  LEAGUE_PROVIDERS,
  ZLeagueImportForm,
  ZLeagueProvider,
  ZLeagueSummary,
  ZLeaguesResponse,
} from './import.js';
export {
  INJURY_STATUS_OPTIONS,
  INJURY_STATUSES,
  isInjured,
  OUT_STATUSES,
  PRACTICE_STATUS_OPTIONS,
  PRACTICE_STATUSES,
  parseInjuryStatus,
  parsePracticeStatus,
  willNotPlay,
  ZInjuryMap,
  ZInjuryReport,
  ZInjuryStatus,
  ZPracticeStatus,
} from './injuries.js';
export {
  MATCHUPS,
  PLAYER_SEARCH_MAX_LIMIT,
  ZArchetype,
  ZInjuriesResponse,
  ZMatchup,
  ZPlayerNameParams,
  ZPlayerProjectionResponse,
  ZPlayerProjectionsQuery,
  ZPlayerSearchQuery,
  ZPlayerSearchResponse,
  ZShowcasePlayer,
  ZShowcaseResponse,
} from './players.js';
export {
  pageQuery,
  pageSizeQuery,
  pagingQuery,
  queryNumber,
  SORT_ORDERS,
  ZPagination,
  ZSearchQuery,
  ZSortOrder,
  ZWeekParam,
  ZWeekQuery,
} from './query.js';
export {
  API_ROUTE_LIST,
  API_ROUTES,
  HTTP_METHODS,
  pathParamNames,
  ROUTE_ACCESS,
  routePath,
} from './routes.js';
export {
  SCENARIO_LOAD_REASONS,
  ZCreateScenarioRequest,
  ZCreateScenarioResponse,
  ZDeleteScenarioResponse,
  ZListScenariosQuery,
  ZListScenariosResponse,
  ZLoadScenarioRequest,
  ZLoadScenarioResponse,
  ZScenario,
  ZScenarioInWeek,
  ZScenarioLoadNote,
  ZScenarioParams,
} from './scenarios.js';
export { ZSeasonPhase, ZSeasonResponse, ZSeasonWeek } from './season.js';
export {
  SUBSCRIPTION_STATES,
  ZAuthConfig,
  ZHealthResponse,
  ZSubscriptionState,
  ZSubscriptionStatus,
  ZUserProfile,
  ZUserTeamsResponse,
} from './session.js';
export {
  ZLineupMove,
  ZModeTotals,
  ZOptimizeLineupRequest,
  ZOptimizeLineupResponse,
  ZTeamWeekParams,
  ZTeamWeekQuery,
  ZTeamWeekResponse,
  ZWeekBetterOption,
  ZWeekPlayer,
  ZWeekSlot,
} from './team-week.js';
export {
  ZCreateTeamRequest,
  ZDeleteTeamResponse,
  ZDropPlayerRequest,
  ZEditLineupRequest,
  ZExpectedVersion,
  ZGetLineupsResponse,
  ZMovePlayerRequest,
  ZMoveToSlotRequest,
  ZTeamNameParams,
  ZTeamResponse,
} from './teams.js';
export {
  WAITLIST_CSV_COLUMNS,
  waitlistSourceLabel,
  ZWaitlistCountResponse,
  ZWaitlistCsv,
  ZWaitlistEmailsResponse,
  ZWaitlistEntry,
  ZWaitlistSignupRequest,
  ZWaitlistSignupResponse,
  ZWaitlistSource,
} from './waitlist.js';

// Types

export type {
  AdminLineup,
  AdminLineupSort,
  AdminLineupsQuery,
  AdminLineupsQueryInput,
  AdminLineupsResponse,
  AdminPlayer,
  AdminPlayerSort,
  AdminPlayersQuery,
  AdminPlayersQueryInput,
  AdminPlayersResponse,
  AdminPositionFilter,
  AdminRecentUser,
  AdminStatsResponse,
  AdminTestResponse,
  AdminUser,
  AdminUserSort,
  AdminUsersQuery,
  AdminUsersQueryInput,
  AdminUsersResponse,
  ArchetypeFilter,
  DistributionEntry,
  InjuryUpdateRequest,
  InjuryUpdateRequestInput,
  InjuryUpdateResponse,
  MlStatusResponse,
  PlayerIdParams,
  Role,
  UnlockAccountResponse,
  WeeklyPrediction,
  WeeklyPredictionsQuery,
  WeeklyPredictionsQueryInput,
  WeeklyPredictionsResponse,
  WeeklySortColumn,
} from './admin.js';
export type {
  AdviceContext,
  AdvicePlayer,
  AdviceSource,
  LineupAdviceRequest,
  LineupAdviceResponse,
} from './ai.js';
export type {
  AdminAuditQuery,
  AdminAuditQueryInput,
  AdminAuditResponse,
  AuditAction,
  AuditEntry,
} from './audit.js';
export type {
  CancelSubscriptionResponse,
  CreateCheckoutRequest,
  CreateCheckoutResponse,
  CreatePortalResponse,
  Plan,
  PlanInterval,
  PlansResponse,
  SetExemptRequest,
  SetExemptResponse,
  UserIdParams,
} from './billing.js';
export type { ContactMessageRequest, ContactMessageRequestInput, ContactMessageResponse } from './contact.js';
export type {
  Lineup,
  LineupKey,
  LineupOf,
  Player,
  ProjectionMode,
  Projections,
  RosterPlayer,
  Team,
} from './entities.js';
export type {
  LeagueImportForm,
  LeagueImportFormInput,
  LeagueProvider,
  LeagueSummary,
  LeaguesResponse,
} from './import.js';
export type { InjuryMap, InjuryReport, InjuryStatus, PracticeStatus } from './injuries.js';
export type {
  Archetype,
  InjuriesResponse,
  Matchup,
  PlayerNameParams,
  PlayerProjectionResponse,
  PlayerProjectionsQuery,
  PlayerProjectionsQueryInput,
  PlayerSearchQuery,
  PlayerSearchQueryInput,
  PlayerSearchResponse,
  ShowcasePlayer,
  ShowcaseResponse,
} from './players.js';
export type { Pagination, SortOrder } from './query.js';
export type { ApiRoute, ApiRouteName, HttpMethod, PathParamNames, RouteAccess } from './routes.js';
export type {
  CreateScenarioRequest,
  CreateScenarioRequestInput,
  CreateScenarioResponse,
  DeleteScenarioResponse,
  ListScenariosQuery,
  ListScenariosResponse,
  LoadScenarioRequest,
  LoadScenarioResponse,
  Scenario,
  ScenarioInWeek,
  ScenarioLoadNote,
  ScenarioParams,
} from './scenarios.js';
export type { SeasonResponse, SeasonWeekInfo } from './season.js';
export type {
  AuthConfig,
  HealthResponse,
  SubscriptionState,
  SubscriptionStatus,
  UserProfile,
  UserTeamsResponse,
} from './session.js';
export type {
  LineupMoveEntry,
  ModeTotals,
  OptimizeLineupRequest,
  OptimizeLineupRequestInput,
  OptimizeLineupResponse,
  TeamWeekParams,
  TeamWeekParamsInput,
  TeamWeekQuery,
  TeamWeekQueryInput,
  TeamWeekResponse,
  WeekBetterOption,
  WeekPlayer,
  WeekSlot,
} from './team-week.js';
export type {
  CreateTeamRequest,
  DeleteTeamResponse,
  DropPlayerRequest,
  EditLineupRequest,
  GetLineupsResponse,
  MovePlayerRequest,
  MoveToSlotRequest,
  TeamNameParams,
  TeamResponse,
} from './teams.js';
export type {
  WaitlistCountResponse,
  WaitlistEmailsResponse,
  WaitlistEntry,
  WaitlistSignupRequest,
  WaitlistSignupRequestInput,
  WaitlistSignupResponse,
} from './waitlist.js';
