/**
 * @lineup-lab/core — the domain of Lineup Lab, pure TypeScript (no I/O; runs in Node and browsers).
 * Every public name is exported here explicitly; other packages import only from '@lineup-lab/core'.
 */

// Constants (spec §9)
export {
  ADMIN_PLAYERS,
  ADMIN_WEEKLY,
  ARCHETYPES,
  BENCH_MAX,
  BETTER_OPTION,
  BILLING_SUCCESS_REDIRECT_SECONDS,
  CONTACT,
  DEFAULT_PORT,
  DEFAULT_RETRY_AFTER_SECONDS,
  EDITOR_WEEKS,
  FREE_TIER_LIMITS,
  GAME_TIME_DISPLAY,
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
// Entities of the wire contract
export {
  emptyLineup,
  LINEUP_KEYS,
  lineupSchema,
  PROJECTION_MODES,
  ZLineup,
  ZLineupKey,
  ZPlayer,
  ZProjectionMode,
  ZProjections,
  ZTeam,
  ZTeamName,
} from './contract/entities.js';
export { ZHealthResponse } from './contract/session.js';
// Errors
export { ERROR_CODES, fail, ok, ZErrorBody, ZErrorCode, ZFieldIssue } from './errors.js';
// Lineup operations
export { addPlayer } from './lineup/add-player.js';
export { dropPlayer } from './lineup/drop-player.js';
export { LINEUP_MESSAGES } from './lineup/messages.js';
export { movePlayer } from './lineup/move-player.js';
export { getSlot, locatePlayer, rosterPlayers, setSlot, slotFromPositionType, startersOf } from './lineup/roster.js';
export { swapPlayers } from './lineup/swap-players.js';
export { applyToTeam, rosterOf } from './lineup/team-roster.js';
// Optimiser
export { movesToLineup } from './optimizer/moves-to-lineup.js';
export { optimalLineup } from './optimizer/optimal-lineup.js';
// Slots and eligibility
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
// Projections
export { betterOptions } from './projections/better-options.js';
export { formatPoints, lineupTotal, projectedPoints } from './projections/points.js';
// Tiers and limits
export { ACTIONS, limitsFor, may, TIERS, teamAllowance, UPGRADE_REASONS, ZTier } from './tiers/permissions.js';

export type {
  Lineup,
  LineupKey,
  LineupOf,
  Player,
  ProjectionMode,
  Projections,
  RosterPlayer,
  Team,
} from './contract/entities.js';
export type { HealthResponse } from './contract/session.js';
export type { DomainError, ErrorBody, ErrorCode, FieldIssue, Result } from './errors.js';
export type { MoveCommand } from './lineup/move-player.js';
export type { Roster } from './lineup/roster.js';
export type { TeamShape } from './lineup/team-roster.js';
export type { LineupMove } from './optimizer/moves-to-lineup.js';
export type { OptimalLineup } from './optimizer/optimal-lineup.js';
export type { Position, RosterPlace, StartingSlot } from './positions.js';
export type { BetterOption, RankedPlayerWeek } from './projections/better-options.js';
export type { PlayerWeek } from './projections/points.js';
export type { Action, Permission, Tier, TierLimits, TierSubject } from './tiers/permissions.js';
