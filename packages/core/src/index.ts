/**
 * @lineup-lab/core — the domain of Lineup Lab, pure TypeScript (no I/O; runs in Node and browsers).
 * Every public name is exported here explicitly; other packages import only from '@lineup-lab/core'.
 */

// Constants (spec §9)
export {
  ADMIN_LISTS,
  ADMIN_PLAYERS,
  ADMIN_WEEKLY,
  ARCHETYPES,
  BENCH_MAX,
  BETTER_OPTION,
  BILLING_SUCCESS_REDIRECT_SECONDS,
  CONTACT,
  DEFAULT_PORT,
  DEFAULT_RETRY_AFTER_SECONDS,
  FREE_TIER_LIMITS,
  PLAYER_SEARCH,
  PRO_FROM_PRICE_CENTS,
  PROJECTION_DISPLAY,
  PROJECTION_RECALC_DEBOUNCE_MS,
  RECENT_USERS_COUNT,
  RECENT_WAITLIST_COUNT,
  REFUND_GUARANTEE_DAYS,
  SCENARIO_TEXT,
  SCENARIOS_PER_TEAM,
  SESSION_HEALTH_INTERVAL_MS,
  SUCCESS_MESSAGE_MS,
  waitlistExportFilename,
} from './constants.js';

// Display rules (spec §9)
export { formatGameTime } from './display/game-time.js';

// The season clock
export {
  GAME_LENGTH_MS,
  GAME_TYPES,
  isFinished,
  nflSeasonAt,
  PLAYOFFS_WITHOUT_SCHEDULE_MS,
  PRESEASON_MS,
  SEASON_PHASES,
  scheduleIndex,
  seasonClock,
} from './season/season-clock.js';
export { formatPrice } from './display/price.js';

// Player names compared across sources (catalogue, Sleeper, the CLI's arguments)
export { normalizeName } from './players/normalize-name.js';

// Errors and results
export {
  ERROR_CODES,
  errorCodeForStatus,
  fail,
  HTTP_STATUS_BY_CODE,
  ok,
  ZErrorBody,
  ZErrorCode,
  ZFieldIssue,
} from './errors.js';

// Slots and eligibility (spec §5)
export {
  BENCH,
  eligibleSlots,
  isEligible,
  POSITIONS,
  SLOT_ELIGIBILITY,
  STARTING_SLOTS,
  ZPosition,
  ZRosterPlace,
  ZStartingSlot,
} from './positions.js';

// Wire contract: entities, every call's bodies (spec §3, §7) and the route table
export {
  ADMIN_LINEUP_SORTS,
  ADMIN_PLAYER_SORTS,
  ADMIN_POSITION_FILTERS,
  ADMIN_USER_SORTS,
  ADVICE_FALLBACK_REASONS,
  ADVICE_SOURCES,
  ADVICE_TOPICS,
  API_ROUTE_LIST,
  API_ROUTES,
  ARCHETYPE_FILTERS,
  AUDIT_ACTIONS,
  CONTACT_MESSAGE_FILTERS,
  CONTACT_MESSAGE_SORTS,
  emptyLineup,
  FREE_PLAN,
  PAYMENTS_NOT_CONFIGURED_MESSAGE,
  HTTP_METHODS,
  INJURY_STATUS_OPTIONS,
  INJURY_STATUSES,
  isInjured,
  IMPORT_MESSAGES,
  LEAGUE_PROVIDERS,
  LINEUP_KEYS,
  lineupSchema,
  MATCHUPS,
  ORPHANED_OWNER,
  OUT_STATUSES,
  parseInjuryStatus,
  parsePracticeStatus,
  pathParamNames,
  PLAN_INTERVALS,
  PLAYER_SEARCH_MAX_LIMIT,
  pageQuery,
  pageSizeQuery,
  pagingQuery,
  PRACTICE_STATUS_OPTIONS,
  PRACTICE_STATUSES,
  PROJECTION_MODES,
  queryNumber,
  ROLES,
  SCENARIO_LOAD_REASONS,
  ROUTE_ACCESS,
  routePath,
  SEASON_WEEKS,
  SORT_ORDERS,
  SUBSCRIPTION_STATES,
  WAITLIST_CSV_COLUMNS,
  waitlistSourceLabel,
  WEEKLY_SORT_COLUMNS,
  willNotPlay,
  ZAdminAuditQuery,
  ZAdminContactMessagesQuery,
  ZAdminContactMessagesResponse,
  ZAdminAuditResponse,
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
  ZAdviceContext,
  ZAdviceFallbackReason,
  ZAdvicePlayer,
  ZAdviceSource,
  ZAdviceTopic,
  ZArchetype,
  ZArchetypeFilter,
  ZAuditAction,
  ZAuditEntry,
  ZCancelSubscriptionResponse,
  ZContactMessageEntry,
  ZContactMessageFilter,
  ZContactMessageRequest,
  ZContactMessageResponse,
  ZContactMessageSort,
  ZCreateCheckoutRequest,
  ZCreateCheckoutResponse,
  ZCreatePortalResponse,
  ZCreateScenarioRequest,
  ZCreateScenarioResponse,
  ZCreateTeamRequest,
  ZDeleteScenarioResponse,
  ZDeleteTeamResponse,
  ZDistributionEntry,
  ZDropPlayerRequest,
  ZEditLineupRequest,
  ZExpectedVersion,
  ZGetLineupsResponse,
  ZAuthConfig,
  ZHealthResponse,
  ZId,
  ZInjuriesResponse,
  ZInjuryMap,
  ZInjuryReport,
  ZInjuryStatus,
  ZInjuryUpdateRequest,
  ZInjuryUpdateResponse,
  ZImportPreview,
  ZImportScoring,
  ZLeagueParams,
  ZLeagueProvider,
  ZLeagueSyncResponse,
  ZLeaguesResponse,
  ZLeagueSummary,
  ZSleeperAccount,
  ZSleeperImportRequest,
  ZSleeperImportResponse,
  ZSleeperLeagueChoice,
  ZSleeperLeagueId,
  ZSleeperLeagueParams,
  ZSleeperLeaguesQuery,
  ZSleeperLeaguesResponse,
  ZSleeperRosterChoice,
  ZSleeperRostersResponse,
  ZSleeperUsername,
  ZUnmatchedPlayer,
  ZLineup,
  ZLineupAdviceRequest,
  ZLineupAdviceResponse,
  ZLineupKey,
  ZListScenariosQuery,
  ZListScenariosResponse,
  ZLoadScenarioRequest,
  ZLoadScenarioResponse,
  ZMatchup,
  ZMlStatusResponse,
  ZMovePlayerRequest,
  ZMoveToSlotRequest,
  ZNavigationUrl,
  ZPagination,
  ZPlan,
  ZPlanInterval,
  ZPlansResponse,
  ZSetExemptRequest,
  ZSetExemptResponse,
  ZUserIdParams,
  ZPlayer,
  ZPlayerIdParams,
  ZPlayerNameParams,
  ZPlayerProjectionResponse,
  ZPlayerProjectionsQuery,
  ZPlayerSearchQuery,
  ZPlayerSearchResponse,
  ZShowcasePlayer,
  ZShowcaseResponse,
  ZPracticeStatus,
  ZProjectionMode,
  ZProjections,
  ZRole,
  ZScenario,
  ZScenarioInWeek,
  ZScenarioLoadNote,
  ZScenarioParams,
  ZSearchQuery,
  ZSeasonPhase,
  ZSeasonResponse,
  ZSeasonWeek,
  ZSortOrder,
  ZEntitlement,
  ZSubscriptionState,
  ZSubscriptionStatus,
  ZTeam,
  ZTeamNameParams,
  ZRestoreTeamVersionRequest,
  ZRestoreTeamVersionResponse,
  ZTeamHistoryQuery,
  ZTeamHistoryResponse,
  ZTeamVersion,
  ZTeamVersionParams,
  ZTeamResponse,
  ZUnlockAccountResponse,
  ZUserProfile,
  ZUserTeamsResponse,
  ZWaitlistCountResponse,
  ZWaitlistCsv,
  ZWaitlistEmailsResponse,
  ZWaitlistEntry,
  ZWaitlistSignupRequest,
  ZWaitlistSignupResponse,
  ZWaitlistSource,
  ZWeek,
  ZWeeklyPrediction,
  ZWeeklyPredictionsQuery,
  ZWeeklyPredictionsResponse,
  ZWeeklySortColumn,
  ZWeekParam,
  ZWeekQuery,
  ZLineupMove,
  ZModeTotals,
  ZOptimizeLineupRequest,
  ZOptimizeLineupResponse,
  ZTeamWeekParams,
  ZTeamWeekQuery,
  ZTeamScoring,
  ZTeamWeekResponse,
  ZWeekBetterOption,
  ZWeekPlayer,
  ZWeekSlot,
} from './contract/index.js';

// Validation with the spec's messages
export {
  contactPrefill,
  EMAIL_PATTERN,
  emailSkeleton,
  fieldIssues,
  firstMessage,
  isPlainEmail,
  isSearchable,
  isValidEmail,
  looksLike,
  TEXT_LIMITS,
  validateAdviceQuestion,
  validateContactForm,
  validateInjuryForm,
  validatePlayerSearch,
  validateScenarioForm,
  validateTeamName,
  validateWith,
  VALIDATION_MESSAGES,
  ZAdviceQuestion,
  ZContactForm,
  ZEmailAddress,
  ZInjuryForm,
  ZNormalizedEmail,
  ZPlayerSearchText,
  ZScenarioDescription,
  ZScenarioForm,
  ZScenarioName,
  ZTeamName,
} from './validation/index.js';

// Lineup operations
export { addPlayer } from './lineup/add-player.js';
export { dropPlayer } from './lineup/drop-player.js';
export { LINEUP_MESSAGES } from './lineup/messages.js';
export { movePlayer } from './lineup/move-player.js';
export {
  getSlot,
  locatePlayer,
  rosterPlayers,
  setSlot,
  slotFromPositionType,
  startersOf,
} from './lineup/roster.js';
export { swapPlayers } from './lineup/swap-players.js';
export { applyToTeam, rosterOf } from './lineup/team-roster.js';
export { replaceLineup } from './lineup/replace-lineup.js';

// Projections and better options
export { betterOptions } from './projections/better-options.js';
export { formatPoints, lineupTotal, projectedPoints, roundPoints } from './projections/points.js';

// Optimal lineup
export { movesToLineup } from './optimizer/moves-to-lineup.js';
export { optimalLineup } from './optimizer/optimal-lineup.js';
export { optimalRoster } from './optimizer/optimal-roster.js';

// The lineup advisor's rules
export { adviseLineup } from './advisor/advise-lineup.js';
export { ANALYST_QUESTIONS } from './advisor/answer-overview.js';
export { nameWords } from './advisor/find-players.js';
export { NUMBER_TOLERANCE, numbersIn, numbersNotIn } from './advisor/numbers-in.js';
export { pickStarter } from './advisor/start-or-sit.js';
export { weekFacts } from './advisor/week-facts.js';

// Scenarios: a saved lineup applied to the team as it stands
export { SCENARIO_MESSAGES } from './scenarios/messages.js';
export { placeScenario } from './scenarios/place-scenario.js';
// History: a team's earlier versions
export { describeRosterChange } from './history/describe-roster-change.js';
export { TEAM_HISTORY_MESSAGES } from './history/messages.js';
export {
  TEAM_CHANGE_ACTIONS,
  TEAM_CHANGE_LABELS,
  TEAM_HISTORY_DAYS,
  ZTeamChangeAction,
} from './history/team-change-actions.js';

// The admin rule (spec §6)
export { isAdministrator } from './access/is-administrator.js';

// Tiers and limits (spec §6)
export {
  ACTIONS,
  hasPrioritySupport,
  limitsFor,
  may,
  teamAllowance,
  TIERS,
  UPGRADE_REASONS,
  ZTier,
} from './tiers/permissions.js';

// Billing: what payments give (pure rules; the adapters live in the server)
export {
  FREE_SUMMARY,
  grantsPro,
  mergeEntitlement,
  PRO_STATES,
  summarize,
} from './billing/entitlement.js';
export { choosePlan, livingEntitlements, planRefusalMessage } from './billing/plan-choice.js';
export { seasonPassEnd } from './billing/season-pass-end.js';

// Scoring formats
export {
  BAND_RATIO_POWER,
  fantasyPoints,
  HALF_PPR,
  PPR,
  projectionsInScoring,
  resolveScoring,
  SCORING_FORMATS,
  SCORING_PRESETS,
  STANDARD,
  scoringBandScale,
  scoringShift,
  ZPointsAllowedTier,
  ZScoringFormat,
  ZScoringSettings,
  ZStatLine,
  ZYardsAllowedTier,
} from './scoring/index.js';

// ——— Types ———

// Errors and results
export type { DomainError, ErrorBody, ErrorCode, ErrorStatus, FieldIssue, Result } from './errors.js';

// Slots and eligibility (spec §5)
export type { Position, RosterPlace, StartingSlot } from './positions.js';

// Wire contract: entities, every call's bodies (spec §3, §7) and the route table
export type {
  AdminAuditQuery,
  AdminAuditQueryInput,
  AdminContactMessagesQuery,
  AdminContactMessagesQueryInput,
  AdminContactMessagesResponse,
  AdminAuditResponse,
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
  AdviceContext,
  AdviceContextInput,
  AdviceFallbackReason,
  AdvicePlayer,
  AdviceSource,
  AdviceTopic,
  ApiRoute,
  ApiRouteName,
  Archetype,
  ArchetypeFilter,
  AuditAction,
  AuditEntry,
  CancelSubscriptionResponse,
  ContactMessageEntry,
  ContactMessageFilter,
  ContactMessageRequest,
  ContactMessageRequestInput,
  ContactMessageResponse,
  ContactMessageSort,
  CreateCheckoutRequest,
  CreateCheckoutResponse,
  CreatePortalResponse,
  CreateScenarioRequest,
  CreateScenarioRequestInput,
  CreateScenarioResponse,
  CreateTeamRequest,
  DeleteScenarioResponse,
  DeleteTeamResponse,
  DistributionEntry,
  DropPlayerRequest,
  EditLineupRequest,
  GetLineupsResponse,
  AuthConfig,
  HealthResponse,
  HttpMethod,
  InjuriesResponse,
  InjuryMap,
  InjuryReport,
  InjuryStatus,
  InjuryUpdateRequest,
  InjuryUpdateRequestInput,
  InjuryUpdateResponse,
  ImportPreview,
  ImportScoring,
  LeagueProvider,
  LeagueSyncResponse,
  LeaguesResponse,
  LeagueSummary,
  SleeperImportRequest,
  SleeperImportResponse,
  SleeperLeagueChoice,
  SleeperLeaguesResponse,
  SleeperRosterChoice,
  SleeperRostersResponse,
  UnmatchedPlayer,
  Lineup,
  LineupAdviceRequest,
  LineupAdviceRequestInput,
  LineupAdviceResponse,
  LineupKey,
  LineupOf,
  ListScenariosQuery,
  ListScenariosResponse,
  LoadScenarioRequest,
  LoadScenarioResponse,
  Matchup,
  MlStatusResponse,
  MovePlayerRequest,
  MoveToSlotRequest,
  Pagination,
  PathParamNames,
  Plan,
  PlanInterval,
  PlansResponse,
  SetExemptRequest,
  SetExemptResponse,
  UserIdParams,
  Player,
  PlayerIdParams,
  PlayerNameParams,
  PlayerProjectionResponse,
  PlayerProjectionsQuery,
  PlayerProjectionsQueryInput,
  PlayerSearchQuery,
  PlayerSearchQueryInput,
  PlayerSearchResponse,
  ShowcasePlayer,
  ShowcaseResponse,
  PracticeStatus,
  ProjectionMode,
  Projections,
  Role,
  RosterPlayer,
  RouteAccess,
  Scenario,
  ScenarioInWeek,
  ScenarioLoadNote,
  ScenarioParams,
  SeasonResponse,
  RestoreTeamVersionRequest,
  RestoreTeamVersionResponse,
  TeamHistoryQuery,
  TeamHistoryResponse,
  TeamVersion,
  TeamVersionParams,
  TeamVersionParamsInput,
  SeasonWeekInfo,
  SortOrder,
  LineupMoveEntry,
  ModeTotals,
  OptimizeLineupRequest,
  OptimizeLineupRequestInput,
  OptimizeLineupResponse,
  TeamWeekParams,
  TeamWeekParamsInput,
  TeamWeekQuery,
  TeamWeekQueryInput,
  TeamScoring,
  TeamWeekResponse,
  WeekBetterOption,
  WeekPlayer,
  WeekSlot,
  SubscriptionState,
  SubscriptionStatus,
  Team,
  TeamNameParams,
  TeamResponse,
  UnlockAccountResponse,
  UserProfile,
  UserTeamsResponse,
  WaitlistCountResponse,
  WaitlistEmailsResponse,
  WaitlistEntry,
  WaitlistSignupRequest,
  WaitlistSignupRequestInput,
  WaitlistSignupResponse,
  WeeklyPrediction,
  WeeklyPredictionsQuery,
  WeeklyPredictionsQueryInput,
  WeeklyPredictionsResponse,
  WeeklySortColumn,
} from './contract/index.js';

// Validation with the spec's messages
export type {
  ContactForm,
  ContactUser,
  InjuryFormInput,
  ScenarioForm,
  ValidationResult,
} from './validation/index.js';

// The season clock
export type { GameTimeOptions } from './display/game-time.js';
export type {
  GameType,
  ScheduledGame,
  ScheduleIndex,
  SeasonClock,
  SeasonPhase,
  SeasonWeek,
} from './season/season-clock.js';

// Lineup operations
export type { MoveCommand } from './lineup/move-player.js';
export type { Roster } from './lineup/roster.js';
export type { TeamShape } from './lineup/team-roster.js';
export type { Placement, PlayerIdOnly, ReplaceLineupError } from './lineup/replace-lineup.js';

// Projections and better options
export type { BetterOption, RankedPlayerWeek } from './projections/better-options.js';
export type { PlayerWeek } from './projections/points.js';

// The lineup advisor's rules
export type { AnalystAdvice } from './advisor/advice-text.js';
export type { StartSitNeed, StartSitPick } from './advisor/start-or-sit.js';

// Scenarios: a saved lineup applied to the team as it stands
export type { NamedPlayer, ScenarioPlacement } from './scenarios/place-scenario.js';
// History: a team's earlier versions
export type { HistoryPlayer } from './history/describe-roster-change.js';
export type { TeamChangeAction } from './history/team-change-actions.js';

// Optimal lineup
export type { LineupMove } from './optimizer/moves-to-lineup.js';
export type { OptimalLineup } from './optimizer/optimal-lineup.js';
export type { OptimalRoster } from './optimizer/optimal-roster.js';

// Tiers and limits (spec §6)
export type { Action, Permission, Tier, TierLimits, TierSubject } from './tiers/permissions.js';
export type { AdminIdentity, AdminPolicy } from './access/is-administrator.js';
export type { Entitlement, SubscriptionSummary } from './billing/entitlement.js';
export type { PlanChoice, PlanRefusal } from './billing/plan-choice.js';

// Scoring formats
export type {
  PointsAllowedTier,
  ScoringChange,
  ScoringFormat,
  ScoringPreset,
  ScoringSettings,
  ScoringSettingsError,
  StatLine,
  StatLineInput,
  YardsAllowedTier,
} from './scoring/index.js';
