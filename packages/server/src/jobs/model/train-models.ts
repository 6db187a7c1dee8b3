import { SCORING_PRESETS, type ScoringPreset } from '@lineup-lab/core';
import {
  type BacktestMetrics,
  type BacktestReport,
  buildModelContext,
  buildTrainingExamples,
  leagueScoringTarget,
  type ModelContext,
  NFL_POSITIONS,
  type PeerProjection,
  type PlayerWeekProjection,
  type PointsTarget,
  projectWeek,
  reportedPointsTarget,
  runBacktest,
  trainProjectionModel,
} from '@lineup-lab/engine';
import { modelCollections, nflCollections } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';
import type { ModelPredictionDoc } from '../../records/model-prediction-record.js';
import type { ModelDoc } from '../../records/model-record.js';
import { type BacktestScoring, seasonBacktestRecord } from './format-backtest.js';
import { loadNflData, type NflData } from './load-nfl-data.js';
import { MODEL_CANDIDATES, type ModelCandidate } from './model-candidates.js';

/** The scorings a model can be trained for: a preset, or the points the source reported. */
export type TrainingScoring = ScoringPreset | 'reported';

/** What a training run does. */
export interface TrainModelsOptions {
  scoring: TrainingScoring;
  /** The clock's now: the training date recorded. */
  now: Date;
  /** The season whose weekly predictions are stored (default: the latest in the schedule). */
  season?: number;
  /** The weeks predicted (default: every regular-season week of that season). */
  weeks?: readonly number[];
  candidates?: readonly ModelCandidate[];
  /** Retrain every this many weeks in the selection back-test (default 3). */
  retrainEvery?: number;
  onProgress?: (message: string) => void;
}

/** One trained candidate. */
interface TrainedCandidate {
  id: string;
  name: string;
  active: boolean;
  backtest: BacktestMetrics | null;
}

/** What a training run did. */
export interface TrainModelsResult {
  models: TrainedCandidate[];
  activeModel: string;
  /** The season back-tested to choose the model (`null`: too little data; the first candidate is used). */
  validationSeason: number | null;
  predictions: { season: number; weeks: number[]; count: number };
}

/** Fewest weeks with stats a season needs to be the selection back-test's season. */
const MIN_VALIDATION_WEEKS = 8;
const VALIDATION_FROM_WEEK = 4;
const DEFAULT_RETRAIN_EVERY = 3;

/** The points a model trained for `scoring` predicts, per stat line. */
export function pointsTargetOf(scoring: TrainingScoring): PointsTarget {
  return scoring === 'reported' ? reportedPointsTarget : leagueScoringTarget(SCORING_PRESETS[scoring]);
}

/** The latest season with stats in at least `MIN_VALIDATION_WEEKS` weeks, or `null`. */
function validationSeasonOf(data: NflData): number | null {
  const weeks = new Map<number, Set<number>>();
  for (const stat of data.stats) {
    const seen = weeks.get(stat.season) ?? new Set<number>();
    seen.add(stat.week);
    weeks.set(stat.season, seen);
  }
  const seasons = [...weeks]
    .filter(([, seen]) => seen.size >= MIN_VALIDATION_WEEKS)
    .map(([season]) => season);
  return seasons.length > 0 ? Math.max(...seasons) : null;
}

function predictionDoc(
  projection: PlayerWeekProjection,
  names: ReadonlyMap<string, string>,
  model: ModelDoc,
): ModelPredictionDoc {
  return {
    _id: `${projection.season}:${projection.week}:${projection.playerId}`,
    player_id: projection.playerId,
    player_name: names.get(projection.playerId) ?? projection.playerId,
    position: projection.position,
    team: projection.team ?? 'FA',
    opponent_team: projection.opponent,
    archetype: projection.archetype,
    matchup_favorability: projection.matchupFavorability,
    defense_ranking: projection.defenseRanking,
    conservative: projection.conservative,
    median: projection.median,
    aggressive: projection.aggressive,
    confidence: projection.confidence,
    model_used: projection.method === 'model' ? model.name : `${model.name} (fallback)`,
    injury: projection.injuryStatus,
    week: projection.week,
    season: projection.season,
    model_id: model._id,
    raw: projection.raw,
    is_home: projection.isHome,
    kickoff: projection.kickoff,
    bye_week: projection.byeWeek,
    is_bye: projection.isBye,
    expected_line: projection.expectedLine,
    scoring: model.target,
  };
}

/** What the steps of one training run share. */
interface TrainingRun {
  store: Store;
  data: NflData;
  options: TrainModelsOptions;
  candidates: readonly ModelCandidate[];
  target: PointsTarget;
  validationSeason: number | null;
  /** NFL.com's projections of the validation season in the store (`null`: none, no peer). */
  peers: PeerProjection[] | null;
  progress: (message: string) => void;
}

/** The scorings a training's back-test is in, as `model backtest --scoring` names them (none: reported points). */
function backtestScoringOf(scoring: TrainingScoring): BacktestScoring | undefined {
  return scoring === 'reported' ? undefined : { league: scoring, model: scoring };
}

/**
 * `lineup-server model train`: reads the NFL collections, back-tests each candidate walk-forward on
 * the latest full season (each week trained only on what came before; beside NFL.com's projections
 * when the store has them for that season, on the cohort `model backtest` uses), trains every
 * candidate on all the data, stores them in `models` with the best by back-test MAE marked active
 * and its back-test in full on its record (`backtestSeasons`, what `/accuracy` shows), and stores
 * the active model's weekly predictions for every player with a team in `model_predictions`.
 */
export async function trainModels(store: Store, options: TrainModelsOptions): Promise<TrainModelsResult> {
  const data = await loadNflData(store);
  if (data.stats.length === 0) {
    throw new Error('No weekly stats in the store: import NFL data first (lineup-server data import).');
  }
  if (data.games.length === 0) {
    throw new Error('No games in the store: import a schedule first (lineup-server data import).');
  }
  const validationSeason = validationSeasonOf(data);
  const run: TrainingRun = {
    store,
    data,
    options,
    candidates: options.candidates ?? MODEL_CANDIDATES,
    target: pointsTargetOf(options.scoring),
    validationSeason,
    peers: await peersOf(store, validationSeason),
    progress: options.onProgress ?? (() => {}),
  };
  const scores = backtestReports(run);
  const context = buildModelContext({
    stats: data.stats,
    games: data.games,
    positions: data.positions,
    target: run.target,
  });
  const docs = await storeModels(run, context, scores);
  const active = docs.find((doc) => doc.active) as ModelDoc;
  const predictions = await storePredictions(run, context, active);
  return {
    models: docs.map((doc) => ({
      id: doc._id,
      name: doc.name,
      active: doc.active,
      backtest: doc.backtest?.overall ?? null,
    })),
    activeModel: active._id,
    validationSeason: scores.size > 0 ? run.validationSeason : null,
    predictions,
  };
}

/**
 * NFL.com's projections of `season` in the store, or `null` (a back-test without a peer) when they
 * cover fewer weeks than a validation season needs (none at all, in the demo season).
 */
async function peersOf(store: Store, season: number | null): Promise<PeerProjection[] | null> {
  if (season === null) return null;
  const peers = await nflCollections(store).peerProjections.find({ season });
  return new Set(peers.map((peer) => peer.week)).size >= MIN_VALIDATION_WEEKS ? peers : null;
}

/**
 * Each candidate's back-test on the validation season, by name (none: too little data). It chooses
 * between the candidates, and a lone candidate (the demo season's) is back-tested all the same:
 * its figures are what `/accuracy` shows.
 */
function backtestReports(run: TrainingRun): Map<string, BacktestReport> {
  const { data, candidates, validationSeason } = run;
  const reports = new Map<string, BacktestReport>();
  if (validationSeason === null) return reports;
  for (const candidate of candidates) {
    run.progress(`back-testing ${candidate.name} on ${validationSeason}`);
    const report = runBacktest({
      season: validationSeason,
      fromWeek: VALIDATION_FROM_WEEK,
      stats: data.stats,
      peers: run.peers,
      games: data.games,
      positions: data.positions,
      target: run.target,
      hyperparameters: candidate.hyperparameters,
      retrainEvery: run.options.retrainEvery ?? DEFAULT_RETRAIN_EVERY,
    });
    if (report.cohort.n > 0) reports.set(candidate.name, report);
  }
  return reports;
}

/**
 * Trains every candidate on all the data and stores it in `models`, the best by back-test MAE (else
 * the first) active and every model trained before inactive.
 */
async function storeModels(
  run: TrainingRun,
  context: ModelContext,
  reports: ReadonlyMap<string, BacktestReport>,
): Promise<ModelDoc[]> {
  const { candidates, options, validationSeason } = run;
  const best = [...candidates].sort(
    (a, b) =>
      (reports.get(a.name)?.overall.mae ?? Number.POSITIVE_INFINITY) -
      (reports.get(b.name)?.overall.mae ?? Number.POSITIVE_INFINITY),
  )[0];
  if (!best) throw new Error('No model candidates to train.');
  const examples = buildTrainingExamples(context, new Set(NFL_POSITIONS));
  const trainedAt = options.now.toISOString();
  const { models } = modelCollections(run.store);
  for (const old of await models.find({ active: true })) {
    await models.updateOne({ _id: old._id }, { $set: { active: false } });
  }
  const docs: ModelDoc[] = [];
  for (const candidate of candidates) {
    run.progress(`training ${candidate.name} on ${examples.length} player-weeks`);
    const model = trainProjectionModel({
      name: candidate.name,
      version: trainedAt.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z'),
      trainedAt,
      examples,
      hyperparameters: candidate.hyperparameters,
    });
    const report = reports.get(candidate.name);
    const doc: ModelDoc = {
      _id: `${model.name}@${model.version}`,
      name: model.name,
      version: model.version,
      trainedAt,
      active: candidate === best,
      target: options.scoring,
      featureColumns: model.featureColumns,
      scaling: model.scaling,
      backtest:
        report && validationSeason !== null
          ? { season: validationSeason, fromWeek: VALIDATION_FROM_WEEK, overall: report.overall }
          : null,
      ...(report && { backtestSeasons: [selectionRecord(run, report, trainedAt)] }),
      model,
    };
    await models.deleteOne({ _id: doc._id });
    await models.insertOne(doc);
    docs.push(doc);
  }
  return docs;
}

/** A candidate's selection back-test as its record keeps it (`backtestSeasons`). */
function selectionRecord(run: TrainingRun, report: BacktestReport, trainedAt: string) {
  return seasonBacktestRecord(
    report,
    {
      fromWeek: VALIDATION_FROM_WEEK,
      retrainEvery: run.options.retrainEvery ?? DEFAULT_RETRAIN_EVERY,
      peer: run.peers ? 'nflcom' : null,
      source: 'model train',
      storedAt: trainedAt,
    },
    backtestScoringOf(run.options.scoring),
  );
}

/** Stores the active model's predictions for every player with a team, week by week. */
async function storePredictions(
  run: TrainingRun,
  context: ModelContext,
  active: ModelDoc,
): Promise<TrainModelsResult['predictions']> {
  const { data, options } = run;
  const season = options.season ?? Math.max(...data.games.map((game) => game.season));
  const weeks =
    options.weeks ??
    [
      ...new Set(data.games.filter((g) => g.season === season && g.gameType === 'REG').map((g) => g.week)),
    ].sort((a, b) => a - b);
  const names = new Map(data.players.map((player) => [player._id, player.name]));
  const rostered = data.players.filter((player) => player.team !== null);
  const { predictions } = modelCollections(run.store);
  let count = 0;
  for (const week of weeks) {
    run.progress(`predicting ${season} week ${week} for ${rostered.length} players`);
    const projections = projectWeek({
      model: active.model,
      context,
      players: rostered,
      season,
      week,
      injuries: data.injuries,
    });
    await predictions.deleteMany({ season, week });
    await predictions.insertMany(projections.map((projection) => predictionDoc(projection, names, active)));
    count += projections.length;
  }
  return { season, weeks: [...weeks], count };
}
