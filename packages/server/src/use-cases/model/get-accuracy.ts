import type { AccuracyResponse, AccuracySeason } from '@lineup-lab/core';
import { COHORT_MIN_EARLIER_WEEKS, COHORT_MIN_PEER_POINTS, PROJECTION_QUANTILES } from '@lineup-lab/engine';
import { COLLECTIONS, modelCollections } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';
import type { ModelDoc, SeasonBacktestRecord } from '../../records/model-record.js';

/** The rules every back-test shares: the cohort's thresholds and the band's quantiles. */
const METHOD: AccuracyResponse['method'] = {
  minEarlierWeeks: COHORT_MIN_EARLIER_WEEKS,
  minPeerPoints: COHORT_MIN_PEER_POINTS,
  bandQuantiles: { low: PROJECTION_QUANTILES.conservative, high: PROJECTION_QUANTILES.aggressive },
};

/** A stored season back-test as the API answers it: the stored figures as they are. */
function seasonOf(record: SeasonBacktestRecord): AccuracySeason {
  return {
    season: record.season,
    ...(record.scoring && { scoring: record.scoring }),
    cohort: record.cohort,
    overall: record.overall,
    byPosition: record.byPosition,
    overallOnly: false,
    fromWeek: record.fromWeek,
    retrainEvery: record.retrainEvery,
    peer: record.peer,
    source: record.source,
    storedAt: record.storedAt,
  };
}

/**
 * The selection back-test of a record stored before full back-tests were kept (`backtest`: season
 * and overall figures only), as a season with no per-position figures. `model train` ran it without
 * a peer, in the model's scoring; how often it retrained was not recorded.
 */
function legacySeasonOf(doc: ModelDoc): AccuracySeason | null {
  const backtest = doc.backtest;
  if (!backtest) return null;
  const { n, ...overall } = backtest.overall;
  return {
    season: backtest.season,
    ...(doc.target !== 'reported' && { scoring: { league: doc.target, model: doc.target } }),
    cohort: { n },
    overall,
    byPosition: {},
    overallOnly: true,
    fromWeek: backtest.fromWeek,
    retrainEvery: null,
    peer: null,
    source: 'model train',
    storedAt: doc.trainedAt,
  };
}

/**
 * Our accuracy in public (`GET /api/accuracy`): the active model (name, version, training date,
 * scoring), whether the NFL data is the generated demo season, the back-test method's facts, and
 * the back-tests stored on the model's record, newest season first. A record stored before full
 * back-tests were kept answers its selection back-test's overall figures (`overallOnly`). Before any
 * training: `model` `null` and no seasons.
 */
export async function getAccuracy(store: Store): Promise<AccuracyResponse> {
  const [active, demo] = await Promise.all([
    modelCollections(store).models.findOne({ active: true }),
    COLLECTIONS.nflDemo.of(store).findOne({}),
  ]);
  if (!active) return { model: null, demo: demo !== null, method: METHOD, seasons: [] };
  const seasons = (active.backtestSeasons ?? []).map(seasonOf);
  const legacy = legacySeasonOf(active);
  if (legacy && !seasons.some((season) => season.season === legacy.season)) seasons.push(legacy);
  return {
    model: {
      name: active.name,
      version: active.version,
      trainedAt: active.trainedAt,
      target: active.target,
    },
    demo: demo !== null,
    method: METHOD,
    seasons: seasons.sort((a, b) => b.season - a.season),
  };
}
