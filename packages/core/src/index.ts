/**
 * @lineup-lab/core — the domain of Lineup Lab, pure TypeScript (no I/O; runs in Node and browsers).
 * Every public name is exported here explicitly (values, then types), and this is the one barrel: the
 * wire contract's modules (src/contract/*.ts) are exported from here directly, and core's own files
 * import those modules, not a second index. Other packages import only from '@lineup-lab/core'.
 */

// Constants (spec §9)
export {
  ADMIN_LISTS,
  ADMIN_PLAYERS,
  ADMIN_WEEKLY,
  ARCHETYPES,
  BENCH_MAX,
  BILLING_SUCCESS_REDIRECT_SECONDS,
  CONTACT,
  DEFAULT_PORT,
  DEFAULT_RETRY_AFTER_SECONDS,
  FREE_TIER_LIMITS,
  PLAYER_SEARCH,
  PRO_FROM_PRICE_CENTS,
  PROJECTION_RECALC_DEBOUNCE_MS,
  RECENT_USERS_COUNT,
  RECENT_WAITLIST_COUNT,
  REFUND_GUARANTEE_DAYS,
  SCENARIOS_PER_TEAM,
  SESSION_HEALTH_INTERVAL_MS,
  SUCCESS_MESSAGE_MS,
  waitlistExportFilename,
} from './constants.js';

// Display rules (spec §9)
export { dateTimeFormat } from './display/date-time-format.js';
export { formatGameTime } from './display/game-time.js';

// The season clock
export {
  GAME_TYPES,
  nflSeasonAt,
  PLAYOFFS_WITHOUT_SCHEDULE_MS,
  scheduleIndex,
  seasonClock,
  weekOverAt,
} from './season/season-clock.js';
export { formatPrice } from './display/price.js';

// Player names compared across sources (catalogue, Sleeper, the CLI's arguments)
export { normalizeName } from './players/normalize-name.js';

// Errors and results
export { ERROR_CODES, errorCodeForStatus, fail, HTTP_STATUS_BY_CODE, ok, ZErrorBody } from './errors.js';

// Slots and eligibility (spec §5)
export {
  BENCH,
  eligibleSlots,
  isEligible,
  POSITIONS,
  SLOT_ELIGIBILITY,
  STARTING_SLOTS,
} from './positions.js';

// Wire contract: entities, every call's bodies (spec §3, §7) and the route table
export {
  ADMIN_POSITION_FILTERS,
  ARCHETYPE_FILTERS,
  ORPHANED_OWNER,
  ZAdminPlayersQuery,
  ZAdminStatsResponse,
  ZAdminUsersResponse,
  ZInjuryUpdateRequest,
  ZInjuryUpdateResponse,
  ZMlStatusResponse,
  ZWeeklyPrediction,
} from './contract/admin.js';
export { ZAdviceChange, ZLineupAdviceResponse } from './contract/ai.js';
export { AUDIT_ACTIONS } from './contract/audit.js';
export { PAYMENTS_NOT_CONFIGURED_MESSAGE, ZPlan, ZSetExemptResponse } from './contract/billing.js';
export { FREE_PLAN } from './contract/free-plan.js';
export { CONTACT_MESSAGE_FILTERS, CONTACT_MESSAGE_SORTS } from './contract/contact.js';
export { emptyLineup, LINEUP_KEYS, PROJECTION_MODES, SEASON_WEEKS, ZTeam } from './contract/entities.js';
export { ZRestoreTeamVersionResponse } from './contract/history.js';
export { ZTeamRestOfSeasonResponse } from './contract/rest-of-season.js';
export { espnLeagueOf, IMPORT_MESSAGES, LEAGUE_PROVIDERS, ZSleeperUsername } from './contract/import.js';
export {
  INJURY_STATUS_OPTIONS,
  isInjured,
  OUT_STATUSES,
  PRACTICE_STATUS_OPTIONS,
  willNotPlay,
} from './contract/injuries.js';
export {
  MATCHUPS,
  PLAYER_SEARCH_MAX_LIMIT,
  SEARCH_POSITIONS,
  ZPlayerProjectionResponse,
  ZPlayerProjectionsQuery,
  ZPlayerSearchQuery,
  ZPlayerSearchResponse,
  ZPlayerSearchResult,
  ZSearchFacts,
} from './contract/players.js';
export { API_ROUTE_LIST, API_ROUTES, pathParamNames, ROUTE_ACCESS, routePath } from './contract/routes.js';
export { shapeOf } from './zod.js';
export {
  ZCreateScenarioResponse,
  ZDeleteScenarioResponse,
  ZLoadScenarioResponse,
} from './contract/scenarios.js';
export {
  SUBSCRIPTION_STATES,
  ZHealthResponse,
  ZSubscriptionStatus,
  ZUserProfile,
  ZUserSettingsRequest,
  ZUserTeamsResponse,
} from './contract/session.js';
export {
  BAND_VERDICTS,
  GAME_STATES,
  LINEUP_STANDINGS,
  MODE_MESSAGE,
  ZBandVerdict,
  ZChangeTeamModeResponse,
  ZGameState,
  ZSeasonRecordResponse,
  ZSeasonRecordWeek,
} from './contract/game-day.js';
export { ZOptimizeLineupResponse, ZTeamWeekResponse } from './contract/team-week.js';
export { BACKTEST_SOURCES, ZAccuracyResponse } from './contract/accuracy.js';
export {
  PLACEMENTS,
  ZAddPlayerResponse,
  ZDeleteTeamResponse,
  ZTeamNameParams,
  ZTeamResponse,
} from './contract/teams.js';
export { WAITLIST_CSV_COLUMNS, waitlistSourceLabel } from './contract/waitlist.js';

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
export { addPlayer, addPlayerWhereFits, bestEmptySlot, type PlacedPlayer } from './lineup/add-player.js';
export { dropPlayer } from './lineup/drop-player.js';
export {
  type BrokenLock,
  brokenLock,
  type LockablePlayer,
  type LockGame,
  lockedSince,
  lockMessage,
  type WeekKickoffs,
  weekKickoffs,
} from './lineup/kickoff-locks.js';
export { LINEUP_MESSAGES } from './lineup/messages.js';
export { type KeptByLock, type PlacedAroundLocks, placeAroundLocks } from './lineup/place-around-locks.js';
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
export { MODE_LABELS, planningLabel, SCORING_FORMAT_LABELS, scoringNote } from './projections/labels.js';
export { formatPoints, lineupTotal, projectedPoints, roundPoints } from './projections/points.js';
export {
  combinedWidth,
  REST_OF_SEASON_WEEK_CORRELATION,
  restOfSeason,
} from './projections/rest-of-season.js';

// Game day: scores against the projections, the week's actual total, the season's record
export {
  actualTotal,
  bandVerdict,
  countedActual,
  gameOfTeam,
  gameState,
  type ScoredGame,
  type StarterResult,
  sumPoints,
} from './game-day/game-results.js';
export { type Hindsight, hindsight, seasonSummary } from './game-day/hindsight.js';

// Optimal lineup
export { optimalLineup } from './optimizer/optimal-lineup.js';
export { optimalRoster } from './optimizer/optimal-roster.js';
export { applyLineupMove } from './optimizer/moves-to-lineup.js';

// The lineup advisor's rules
export { adviseLineup } from './advisor/advise-lineup.js';
export { classifyQuestion } from './advisor/classify-question.js';
export { findMentionedPlayers, nameWords } from './advisor/find-players.js';
export { NUMBER_TOLERANCE, numbersIn, numbersNotIn } from './advisor/numbers-in.js';
export { pickStarter } from './advisor/start-or-sit.js';
export { weekFacts } from './advisor/week-facts.js';

// Scenarios: a saved lineup applied to the team as it stands
export { SCENARIO_MESSAGES } from './scenarios/messages.js';
export { placeScenario } from './scenarios/place-scenario.js';

// Waivers and trades: what a pickup or a trade does to a team's optimal lineups over the weeks left
export { WAIVER_SORTS, ZWaiversQuery, ZWaiversResponse } from './contract/waivers.js';
export { ZTradeRequest, ZTradeResponse } from './contract/trades.js';
export { pickupReason, signedPoints } from './waivers/pickup-reason.js';
export { hasRoomFor, rankPickups, weighPickup } from './waivers/rank-pickups.js';
export { optimalIn, pointsIn } from './waivers/season-weeks.js';
export { ofPosition, shortlistFreeAgents } from './waivers/shortlist.js';
export { WAIVER_LIST, WAIVER_MESSAGES } from './waivers/waiver-list.js';
export { lineupChange } from './trades/lineup-change.js';
export { sideValue } from './trades/side-value.js';
export { TEAM_CAPACITY, tradeEffect } from './trades/trade-effect.js';
export {
  TRADE_EVEN,
  TRADE_MESSAGES,
  TRADE_SIDE_MAX,
  TRADE_VERDICTS,
  tradeVerdict,
} from './trades/trade-rules.js';
export { tradeSummary } from './trades/trade-summary.js';

// History: a team's earlier versions
export { describeRosterChange } from './history/describe-roster-change.js';
export { TEAM_HISTORY_MESSAGES } from './history/messages.js';
export { TEAM_CHANGE_ACTIONS, TEAM_CHANGE_LABELS, TEAM_HISTORY_DAYS } from './history/team-change-actions.js';

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
} from './tiers/permissions.js';

// Billing: what payments give (pure rules; the adapters live in the server)
export { mergeEntitlement, summarize } from './billing/entitlement.js';
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
export type { ErrorBody, ErrorCode, ErrorStatus, FieldIssue, Result } from './errors.js';

// Slots and eligibility (spec §5)
export type { Position, RosterPlace, StartingSlot } from './positions.js';

// Wire contract: entities, every call's bodies (spec §3, §7) and the route table
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
  AdminRecentUser,
  AdminPositionFilter,
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
  Role,
  UnlockAccountResponse,
  WeeklyPrediction,
  WeeklyPredictionsQuery,
  WeeklyPredictionsQueryInput,
  WeeklyPredictionsResponse,
  WeeklySortColumn,
} from './contract/admin.js';
export type {
  AdviceFallbackReason,
  AdviceTopic,
  LineupAdviceRequestInput,
  LineupAdviceResponse,
} from './contract/ai.js';
export type {
  AdminAuditQuery,
  AdminAuditQueryInput,
  AdminAuditResponse,
  AuditAction,
  AuditEntry,
} from './contract/audit.js';
export type {
  CancelSubscriptionResponse,
  CreateCheckoutResponse,
  CreatePortalResponse,
  Plan,
  PlansResponse,
  SetExemptResponse,
} from './contract/billing.js';
export type {
  AdminContactMessagesQuery,
  AdminContactMessagesResponse,
  ContactMessageFilter,
  ContactMessageRequestInput,
  ContactMessageResponse,
  ContactMessageSort,
} from './contract/contact.js';
export type {
  Lineup,
  LineupKey,
  LineupOf,
  Player,
  ProjectionMode,
  Projections,
  Team,
} from './contract/entities.js';
export type { RestoreTeamVersionResponse, TeamHistoryResponse, TeamVersion } from './contract/history.js';
export type { PlayerRestOfSeason, TeamRestOfSeasonResponse } from './contract/rest-of-season.js';
export type {
  ImportPreview,
  ImportScoring,
  LeagueProvider,
  LeaguesResponse,
  LeagueSummary,
  LeagueSyncResponse,
  EspnCookies,
  ImportRequest,
  ImportResponse,
  LeagueChoice,
  LeagueRef,
  RosterChoice,
  RostersResponse,
  SleeperLeaguesResponse,
  UnmatchedPlayer,
  YahooConnection,
  YahooConnectResponse,
  YahooLeaguesResponse,
  /** @deprecated The same as `LeagueChoice` (every host's), kept for one release. */
  LeagueChoice as SleeperLeagueChoice,
  /** @deprecated The same as `RosterChoice`, kept for one release. */
  RosterChoice as SleeperRosterChoice,
  /** @deprecated The same as `RostersResponse`, kept for one release. */
  RostersResponse as SleeperRostersResponse,
  /** @deprecated The same as `ImportResponse`, kept for one release. */
  ImportResponse as SleeperImportResponse,
} from './contract/import.js';
export type { InjuryReport, InjuryStatus, PracticeStatus } from './contract/injuries.js';
export type {
  Archetype,
  InjuriesResponse,
  Matchup,
  PlayerProjectionResponse,
  PlayerProjectionsQueryInput,
  PlayerSearchQuery,
  PlayerSearchQueryInput,
  PlayerSearchResponse,
  PlayerSearchResult,
  SearchFacts,
  SearchPosition,
  ShowcasePlayer,
  ShowcaseResponse,
} from './contract/players.js';
export type { Pagination, SortOrder } from './contract/query.js';
export type { ApiRoute, ApiRouteName, HttpMethod, RouteAccess, SdkMethodPath } from './contract/routes.js';
export type {
  CreateScenarioRequest,
  CreateScenarioRequestInput,
  CreateScenarioResponse,
  DeleteScenarioResponse,
  ListScenariosResponse,
  LoadScenarioRequest,
  LoadScenarioResponse,
  Scenario,
  ScenarioInWeek,
  ScenarioLoadNote,
} from './contract/scenarios.js';
export type {
  ActualTotal,
  BandVerdict,
  ChangeTeamModeResponse,
  GameState,
  KeptPlayers,
  LineupStanding,
  SeasonRecordResponse,
  SeasonRecordWeek,
  TeamPlanningWeek,
  WeekGame,
} from './contract/game-day.js';
export type { SeasonResponse, SeasonWeekInfo } from './contract/season.js';
export type {
  AccuracyFigures,
  AccuracyPositionFigures,
  AccuracyResponse,
  AccuracySeason,
} from './contract/accuracy.js';
export type {
  AuthConfig,
  HealthResponse,
  SubscriptionState,
  SubscriptionStatus,
  UserProfile,
  UserSettingsRequest,
  UserTeamsResponse,
} from './contract/session.js';
export type {
  ChangeTeamScoringResponse,
  LineupMoveEntry,
  ModeTotals,
  OptimizeLineupResponse,
  TeamScoring,
  TeamWeekResponse,
  WeekBetterOption,
  WeekPlayer,
  WeekSlot,
} from './contract/team-week.js';
export type {
  CreateTeamRequestInput,
  EditLineupRequestInput,
  AddPlayerResponse,
  DeleteTeamResponse,
  GetLineupsResponse,
  TeamResponse,
} from './contract/teams.js';
export type {
  WaitlistCountResponse,
  WaitlistEmailsResponse,
  WaitlistEntry,
  WaitlistSignupRequest,
  WaitlistSignupRequestInput,
  WaitlistSignupResponse,
} from './contract/waitlist.js';

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
export type { ScheduleIndex, SeasonPhase } from './season/season-clock.js';

// Lineup operations
export type { Roster } from './lineup/roster.js';
export type { Placement } from './lineup/replace-lineup.js';

// Projections and better options
export type { RankedPlayerWeek } from './projections/better-options.js';
export type { PlayerWeek } from './projections/points.js';
export type {
  RestOfSeason,
  RestOfSeasonOptions,
  RestOfSeasonSource,
  RestOfSeasonWeek,
  RestOfSeasonWeekInput,
} from './projections/rest-of-season.js';

// The lineup advisor's rules
export type { AdviceCatalogue, CataloguePlayer } from './advisor/advice-catalogue.js';
export type { AnalystAdvice } from './advisor/advice-text.js';
export type { StartSitNeed } from './advisor/start-or-sit.js';

// Waivers and trades
export type {
  PickPlayer,
  SeasonBand,
  WaiverPick,
  WaiverPool,
  WaiversQuery,
  WaiversResponse,
} from './contract/waivers.js';
export type { TradeEffect, TradePlayer, TradeRequest, TradeResponse } from './contract/trades.js';
export type { PickupEvaluation, PickupSort, PickupTeam } from './waivers/rank-pickups.js';
export type { SeasonWeek, WeekNumbers } from './waivers/season-weeks.js';
export type { LineupChange } from './trades/lineup-change.js';
export type { SeasonTotal } from './trades/side-value.js';
export type { TradeEffectOf, TradeTeam } from './trades/trade-effect.js';
export type { ChangeBand, TradeVerdict } from './trades/trade-rules.js';

// History: a team's earlier versions
export type { TeamChangeAction } from './history/team-change-actions.js';

// Optimal lineup
export type { LineupMove } from './optimizer/moves-to-lineup.js';
export type { OptimalRoster } from './optimizer/optimal-roster.js';

// Tiers and limits (spec §6)
export type { Action, Permission, Tier, TierLimits, TierSubject } from './tiers/permissions.js';
export type { Entitlement } from './billing/entitlement.js';

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
