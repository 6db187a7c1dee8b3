/**
 * @lineup-lab/engine — the projection engine, pure TypeScript (no I/O): the NFL data it reads (entities
 * and the parsers of each source's files), the weekly projection model, and the back-test metrics.
 * Every public name is exported here explicitly; the server reads files and the store and calls in.
 */

// NFL data: entities and readers
export { parseCsv } from './nfl/csv.js';
export type { CsvReadResult, CsvRecord } from './nfl/csv.js';
export { readCsv } from './nfl/csv.js';
export { canonicalTeam, NFL_TEAM_NAMES, NFL_TEAMS } from './nfl/canonical-team.js';
// Kept for the engine's callers; the rule itself is core's (the CLI matches names with it too).
export { normalizeName } from '@lineup-lab/core';
export { NflFormatError } from './nfl/format-error.js';
export type { NflcomFileKind, NflcomWeeklyParse } from './nfl/parse-nflcom-weekly.js';
export { nflcomFileKind, parseNflcomWeekly } from './nfl/parse-nflcom-weekly.js';
export { parseSchedules } from './nfl/parse-schedules.js';
export { easternToUtc } from './nfl/eastern-time.js';
export { byeWeeks } from './nfl/bye-weeks.js';
export type { NflversePlayerStatsParse } from './nfl/parse-nflverse-player-stats.js';
export { parseNflversePlayerStats } from './nfl/parse-nflverse-player-stats.js';
export type { NflverseInjuriesParse } from './nfl/parse-nflverse-injuries.js';
export { parseNflverseInjuries } from './nfl/parse-nflverse-injuries.js';
export type { SleeperPlayersParse } from './nfl/parse-sleeper-players.js';
export { parseSleeperPlayers } from './nfl/parse-sleeper-players.js';
export { projectedPosition } from './nfl/nflverse-position.js';
export type { FootballdbUnit, FootballdbWeeklyParse } from './nfl/parse-footballdb-weekly.js';
export { footballdbUnit, parseFootballdbWeekly } from './nfl/parse-footballdb-weekly.js';
export type { DemoSeason, DemoSeasonOptions } from './nfl/demo-season/generate-demo-season.js';
export { generateDemoSeason } from './nfl/demo-season/generate-demo-season.js';
export type { DemoFitInput, DemoParameters, SlotParameters } from './nfl/demo-season/fit-demo-parameters.js';
export { fitDemoParameters } from './nfl/demo-season/fit-demo-parameters.js';
export { DEMO_PARAMETERS } from './nfl/demo-season/demo-parameters.js';
export type {
  DataSource,
  FileParse,
  Game,
  InjuryReportLine,
  NflPlayer,
  NflPosition,
  NflTeam,
  ParseResult,
  PeerProjection,
  WeeklyStat,
} from './nfl/entities.js';
export {
  DATA_SOURCES,
  NFL_POSITIONS,
  ZDataSource,
  ZGame,
  ZInjuryReportLine,
  ZNflPlayer,
  ZNflPosition,
  ZNflTeam,
  ZPeerProjection,
  ZWeeklyStat,
} from './nfl/entities.js';

// Model: the weekly projection engine and its back-test
export type { DefenseAllowed, DefenseQuery, DefenseTable } from './model/defense-table.js';
export type { CohortInput, CohortRow } from './model/backtest-cohort.js';
export type { ModelContext, ModelContextInput } from './model/model-context.js';
export type { FeatureColumn, FeatureInput } from './model/player-features.js';
export type { PlayerGame, PlayerHistory } from './model/player-history.js';
export type { PlayerWeekProjection, PlayerWeekRequest } from './model/project-player-week.js';
export type { ProjectWeekInput } from './model/project-week.js';
export type {
  FeatureScaling,
  GroupModel,
  ModelHyperparameters,
  ProjectionModel,
  QuantilePrediction,
  TrainModelInput,
} from './model/projection-model.js';
export type { GbmTree, QuantileGbm, QuantileGbmOptions } from './model/quantile-gbm.js';
export type {
  BacktestInput,
  BacktestMetrics,
  BacktestPrediction,
  BacktestReport,
  ServedScoring,
} from './model/run-backtest.js';
export type { ScheduleIndex, TeamGame } from './model/schedule-index.js';
export type { FarWeekMethod } from './model/rest-of-season-projection.js';
export type {
  RestOfSeasonBacktestInput,
  RestOfSeasonBacktestReport,
  RestOfSeasonBacktestRow,
  RestOfSeasonMetrics,
  RestOfSeasonTable,
} from './model/rest-of-season-backtest.js';
export type {
  StartSitMethod,
  StartSitOptions,
  StartSitReport,
  StartSitScores,
  StartSitTable,
} from './model/start-sit-backtest.js';
export type { PointsTarget } from './model/targets.js';
export type { TrainingExample } from './model/training-examples.js';
export { ARCHETYPE_THRESHOLDS, archetypeOf } from './model/archetype.js';
export { backtestCohort, COHORT_MIN_EARLIER_WEEKS, COHORT_MIN_PEER_POINTS } from './model/backtest-cohort.js';
export { confidenceOf } from './model/confidence.js';
export { expectedStatLine } from './model/expected-stat-line.js';
export { buildDefenseTable } from './model/defense-table.js';
export { MATCHUP_RANKS, matchupOf } from './model/matchup.js';
export { bandCoverage, meanAbsoluteError, pinballLoss } from './model/metrics.js';
export { buildModelContext } from './model/model-context.js';
export { FEATURE_COLUMNS, playerFeatures } from './model/player-features.js';
export { buildPlayerHistory, emptyWeeks, isActiveLine } from './model/player-history.js';
export { projectPlayerWeek } from './model/project-player-week.js';
export { projectWeek } from './model/project-week.js';
export {
  DEFAULT_HYPERPARAMETERS,
  MODEL_GROUPS,
  modelGroupOf,
  PROJECTION_QUANTILES,
  predictQuantiles,
  trainProjectionModel,
} from './model/projection-model.js';
export { fitQuantileGbm, predictQuantileGbm, quantileOf } from './model/quantile-gbm.js';
export { backtestMetrics, backtestReport, runBacktest } from './model/run-backtest.js';
export { buildScheduleIndex } from './model/schedule-index.js';
export { contextKnownAt, gamesKnownAt, projectWeekAhead } from './model/rest-of-season-projection.js';
export {
  coverageByCorrelation,
  DEFAULT_FAR_WEEK_METHOD,
  restOfSeasonMetrics,
  restOfSeasonTable,
  runRestOfSeasonBacktest,
  withCorrelation,
} from './model/rest-of-season-backtest.js';
export { START_SIT_CLOSE_CALL_POINTS, startSitBacktest } from './model/start-sit-backtest.js';
export { leagueScoringTarget, reportedPointsTarget } from './model/targets.js';
export { buildTrainingExamples } from './model/training-examples.js';
export { weekKey } from './model/week-key.js';
