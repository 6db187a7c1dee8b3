import {
  type DistributionEntry,
  SEASON_WEEKS,
  type WeeklyPrediction,
  type WeeklyPredictionsQuery,
  type WeeklyPredictionsResponse,
} from '@lineup-lab/core';
import { COLLECTIONS, modelCollections } from '../../ports/collections.js';
import type { ModelPredictionDoc } from '../../records/model-prediction-record.js';
import { CALENDAR_READS } from '../../season/season-calendar.js';
import { injuriesOfPlayers, statusThatCounts } from '../injuries/injury-reports.js';
import type { ServiceContext } from '../service-context.js';
import { stampedCache } from '../stamped-cache.js';
import { POSITIONS_OF, pageOf, sortTable } from './admin-table.js';

/** The fields of every prediction of the week read to filter, pick the page and count (with the sort's). */
const LISTED_FIELDS = {
  model_id: 1,
  player_id: 1,
  player_name: 1,
  position: 1,
  archetype: 1,
  matchup_favorability: 1,
} as const;

/** A week's listing for a filter and order: the kept predictions in table order, and the week's figures. */
interface WeekListing {
  /** The predictions the filters keep, in table order: each one's id and player. */
  rows: readonly Pick<ModelPredictionDoc, '_id' | 'player_id'>[];
  /** The active model's predictions of the week, unfiltered. */
  weeklyCount: number;
  totalPlayers: number;
  /** The active model's name when the week has its predictions. */
  modelUsed: string | null;
  statistics: WeeklyPredictionsResponse['statistics'];
}

/**
 * Week listings by season, week, filters, sort and order, under the change stamps of `models`,
 * `model_predictions` and `players`. At most 8, each of the week's kept predictions (about 1,600 in a
 * full catalogue: an id and a player id each, about 100 KB) and two short distributions.
 */
const LISTINGS = stampedCache<WeekListing>({ entries: 8 });

/** The fields of a stored prediction its wire row shows: what is read of the page's predictions. */
const ROW_FIELDS = {
  player_id: 1,
  player_name: 1,
  position: 1,
  team: 1,
  opponent_team: 1,
  archetype: 1,
  matchup_favorability: 1,
  defense_ranking: 1,
  conservative: 1,
  median: 1,
  aggressive: 1,
  confidence: 1,
  model_used: 1,
  injury: 1,
  week: 1,
  season: 1,
} as const;

/** The wire row of a stored prediction: the spec's fields only, with the injury status that counts. */
function rowOf(
  doc: Pick<ModelPredictionDoc, keyof typeof ROW_FIELDS | '_id'>,
  injury: WeeklyPrediction['injury'],
): WeeklyPrediction {
  return {
    _id: doc._id,
    player_id: doc.player_id,
    player_name: doc.player_name,
    position: doc.position,
    team: doc.team,
    opponent_team: doc.opponent_team,
    archetype: doc.archetype,
    matchup_favorability: doc.matchup_favorability,
    defense_ranking: doc.defense_ranking,
    conservative: doc.conservative,
    median: doc.median,
    aggressive: doc.aggressive,
    confidence: doc.confidence,
    model_used: doc.model_used,
    injury,
    week: doc.week,
    season: doc.season,
  };
}

/** How many rows have each value, most first (ties by value, `null` last), as MongoDB's `$group` would. */
function distribution(values: readonly (string | null)[]): DistributionEntry[] {
  const counts = new Map<string | null, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([_id, count]) => ({ _id, count }))
    .sort(
      (a, b) =>
        b.count - a.count || (a._id === null ? 1 : b._id === null ? -1 : a._id.localeCompare(b._id, 'en')),
    );
}

/** Every collection `listWeeklyPredictions` reads (its answers are kept by them: `edge/http/kept-answers.ts`). */
export const WEEKLY_PREDICTIONS_READS = [
  COLLECTIONS.models,
  COLLECTIONS.players,
  COLLECTIONS.injuryReports,
  ...CALENDAR_READS,
] as const;

/**
 * `GET /api/admin/weekly-predictions` (admin): the active model's predictions for a week of a season
 * (absent: the season clock's season and the week users plan for), filtered by position (K takes in
 * PK) and archetype, sorted by any of the spec's eleven columns (rows without the value last either
 * way; ties by player name, then id), and the requested page of `limit` rows (a page past the last
 * answers no rows). Each row's `injury` is the status that counts that week: the administrator's
 * report of the week, else the catalogue's, else the model's.
 * - `summary.weeklyPredictionsCount`: the active model's predictions of the week, unfiltered;
 *   `totalPlayers`: the players of the catalogue; `coveragePercent`: the first over the second,
 *   in percent to one decimal (at most 100; 0 without players); `totalPredictions`: the rows the
 *   filters keep; `model_used`: the active model's name when the week has its predictions, else
 *   `null`; `pagination`: the page asked for, of `ceil(totalPredictions / limit)` (at least 1).
 * - `statistics`: how many of the week's predictions (unfiltered) have each archetype and each
 *   matchup, most first, `null` for a prediction without one.
 * With no active model, the week has no predictions.
 *
 * The week's listing (the kept predictions in table order, the counts and the statistics) is kept
 * (`LISTINGS`) while the models, the predictions and the catalogue do not change: a request then only
 * slices its page. To build it the week is read for the few fields filtering, sorting and the
 * statistics need (a projection). Only the page's predictions are read (the fields of their rows), and only its players'
 * injury reports (`injuriesOfPlayers`), on every request.
 */
export async function listWeeklyPredictions(
  ctx: ServiceContext,
  query: WeeklyPredictionsQuery,
): Promise<WeeklyPredictionsResponse> {
  const clock = await ctx.calendar.current();
  const season = query.season ?? clock.season ?? clock.calendarSeason;
  const week = query.week ?? clock.planningWeek ?? SEASON_WEEKS.first;
  const { predictions } = modelCollections(ctx.store);
  const listing = await LISTINGS.read(
    ctx.store,
    {
      key: [season, week, query.position, query.archetype, query.sort, query.order].join(' '),
      collections: [COLLECTIONS.models, COLLECTIONS.modelPredictions, COLLECTIONS.players],
    },
    () => weekListing(ctx, { ...query, season, week }),
  );
  const page = pageOf(listing.rows, query);
  const ids = page.rows.map((doc) => doc._id);
  const [docs, injuries] = await Promise.all([
    ids.length === 0 ? [] : predictions.find({ _id: { $in: ids } }, { projection: ROW_FIELDS }),
    injuriesOfPlayers(ctx, [...new Set(page.rows.map((doc) => doc.player_id))], { season, week }),
  ]);
  const byId = new Map(docs.map((doc) => [doc._id, doc]));
  const rows = ids.flatMap((id) => {
    const doc = byId.get(id);
    return doc ? [rowOf(doc, statusThatCounts(injuries.get(doc.player_id), doc.injury))] : [];
  });
  const { weeklyCount, totalPlayers } = listing;
  const coverage = totalPlayers === 0 ? 0 : Math.round((weeklyCount / totalPlayers) * 1000) / 10;
  return {
    predictions: rows,
    summary: {
      weeklyPredictionsCount: weeklyCount,
      totalPlayers,
      coveragePercent: Math.min(100, coverage),
      totalPredictions: page.total,
      model_used: listing.modelUsed,
      pagination: page.pagination,
    },
    statistics: listing.statistics,
  };
}

/** Builds the week's listing: the week read for the fields filtering, sorting and the statistics need. */
async function weekListing(
  ctx: ServiceContext,
  query: WeeklyPredictionsQuery & { season: number; week: number },
): Promise<WeekListing> {
  const { season, week, sort } = query;
  const { models, predictions } = modelCollections(ctx.store);
  const [active, stored, totalPlayers] = await Promise.all([
    models.findOne({ active: true }),
    predictions.find(
      { season, week },
      { projection: { ...LISTED_FIELDS, [sort]: 1 } as typeof LISTED_FIELDS },
    ),
    COLLECTIONS.players.of(ctx.store).countDocuments({}),
  ]);
  const weekly = active ? stored.filter((doc) => doc.model_id === active._id) : [];
  const positions: readonly string[] | null = query.position === 'ALL' ? null : POSITIONS_OF[query.position];
  const kept = weekly.filter(
    (doc) =>
      (positions === null || positions.includes(doc.position)) &&
      (query.archetype === 'ALL' || doc.archetype === query.archetype),
  );
  sortTable(kept, {
    // As the whole row would give it (a field a prediction lacks is `undefined`, as before).
    valueIn: (doc) => (doc as Partial<WeeklyPrediction>)[sort] as string | number | null,
    order: query.order,
    identity: (doc) => ({ name: doc.player_name, id: doc._id }),
  });
  return {
    rows: kept.map(({ _id, player_id }) => ({ _id, player_id })),
    weeklyCount: weekly.length,
    totalPlayers,
    modelUsed: active && weekly.length > 0 ? active.name : null,
    statistics: {
      archetype_distribution: distribution(weekly.map((doc) => doc.archetype)),
      matchup_distribution: distribution(weekly.map((doc) => doc.matchup_favorability)),
    },
  };
}
