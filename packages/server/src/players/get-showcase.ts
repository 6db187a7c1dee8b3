import type { ShowcaseResponse } from '@lineup-lab/core';
import { modelCollections } from '../model/model-collections.js';
import { nflCollections } from '../nfl-data/collections.js';
import { currentWeek, nflSeasonAt } from '../nfl-data/nfl-calendar.js';
import type { ServiceContext } from '../service-context.js';
import { emptyShowcaseCards, pickShowcase } from './pick-showcase.js';
import { PLAYERS, type PlayerRecord } from './player-record.js';

/** How long the week found (or not found) is trusted before the schedule is read again. */
export const SHOWCASE_WEEK_TTL_MS = 60_000;
/** How long an answer is reused for the same prediction set: the admin's injury reports may change it. */
export const SHOWCASE_ANSWER_TTL_MS = 5 * 60_000;

interface SeasonWeek {
  season: number;
  week: number;
}

/**
 * What `getShowcase` keeps in memory between calls, one per app: the week it answers for (with
 * when it was looked up), and the last answer with the prediction set it was made from. Nothing
 * here matters beyond speed: another process, or this one after the times above, works it out
 * again from the store.
 */
export interface ShowcaseCache {
  week?: { found: SeasonWeek | null; at: number };
  answer?: { key: string; at: number; value: Promise<ShowcaseResponse> };
}

export function createShowcaseCache(): ShowcaseCache {
  return {};
}

/**
 * Which predictions a week has, as a cache key: the model that made them and how many there are
 * (a training run replaces a week's predictions whole, under a new model id). Two reads on the
 * `season_week` index; `null` when the week has none.
 */
async function predictionSetOf(ctx: ServiceContext, { season, week }: SeasonWeek): Promise<string | null> {
  const { predictions } = modelCollections(ctx.store);
  const [one, count] = await Promise.all([
    predictions.findOne({ season, week }),
    predictions.countDocuments({ season, week }),
  ]);
  return one ? `${season}:${week}:${one.model_id}:${count}` : null;
}

/**
 * The week to show: the current week of the season under way by the schedule (`currentWeek`); when
 * the schedule has none or the model has not predicted it (the off-season, a season not trained
 * yet), the week the player catalogue was last published for. Only a week with predictions counts.
 */
async function showcaseWeek(ctx: ServiceContext, now: Date): Promise<SeasonWeek | null> {
  const { predictions } = modelCollections(ctx.store);
  const hasPredictions = async ({ season, week }: SeasonWeek) =>
    (await predictions.findOne({ season, week })) !== null;
  const season = nflSeasonAt(now);
  const week = currentWeek(await nflCollections(ctx.store).games.find({ season }), season, now);
  if (week !== undefined && (await hasPredictions({ season, week }))) return { season, week };
  const record = await ctx.store.collection<PlayerRecord>(PLAYERS).findOne({ published: { $exists: true } });
  const published = record?.published && { season: record.published.season, week: record.published.week };
  return published && (await hasPredictions(published)) ? published : null;
}

async function showcaseOf(ctx: ServiceContext, { season, week }: SeasonWeek): Promise<ShowcaseResponse> {
  const { predictions } = modelCollections(ctx.store);
  const [predicted, reported] = await Promise.all([
    predictions.find({ season, week }),
    ctx.store.collection<PlayerRecord>(PLAYERS).find({ 'injury.status': { $ne: null, $exists: true } }),
  ]);
  // The admin's injury report counts before the one the model was trained with (as for projections).
  const reportedStatus = new Map(reported.map((player) => [player._id, player.injury?.status ?? null]));
  const { cards, playerIds } = pickShowcase(
    predicted.map((prediction) =>
      reportedStatus.has(prediction.player_id)
        ? { ...prediction, injury: reportedStatus.get(prediction.player_id) ?? null }
        : prediction,
    ),
  );
  return { season, week, demo: await areDemoPlayers(ctx, playerIds), cards };
}

/**
 * Whether these players are the generated demo season's. Demo rows are flagged one by one: the NFL
 * player says so, and so does the catalogue's record, which keeps saying so after a real import has
 * removed the demo rows and until the next training run replaces the week's predictions.
 */
async function areDemoPlayers(ctx: ServiceContext, ids: readonly string[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const [nfl, catalogue] = await Promise.all([
    nflCollections(ctx.store).players.find({ _id: { $in: ids } }),
    ctx.store.collection<PlayerRecord>(PLAYERS).find({ _id: { $in: ids } }),
  ]);
  return (
    nfl.some((player) => player.demo === true) || catalogue.some((record) => record.published?.demo === true)
  );
}

/**
 * `GET /api/players/showcase` (public, on every landing page view): three archetype cards of up to
 * four players from the current week's predictions (`pickShowcase`), `demo` when they are the
 * generated demo season's. Cheap by caching: a call makes two reads on the `season_week` index to
 * name the week's prediction set, and answers from memory while that is the same (for five minutes
 * at most); the week itself is looked up again once a minute. No predictions: nulls, empty cards.
 */
export async function getShowcase(ctx: ServiceContext, cache: ShowcaseCache): Promise<ShowcaseResponse> {
  const now = ctx.clock.now();
  const at = now.getTime();
  const remembered = cache.week && at - cache.week.at < SHOWCASE_WEEK_TTL_MS ? cache.week.found : undefined;
  let week = remembered;
  let key = week ? await predictionSetOf(ctx, week) : null;
  // A remembered week whose predictions have gone (a new import) is looked up again at once.
  if (week === undefined || (week !== null && key === null)) {
    week = await showcaseWeek(ctx, now);
    cache.week = { found: week, at };
    key = week ? await predictionSetOf(ctx, week) : null;
  }
  if (!week || !key) return { season: null, week: null, demo: false, cards: emptyShowcaseCards() };

  const cached = cache.answer;
  if (cached && cached.key === key && at - cached.at < SHOWCASE_ANSWER_TTL_MS) return cached.value;
  const value = showcaseOf(ctx, week);
  cache.answer = { key, at, value };
  // Calls arriving meanwhile share this one; a failure is not kept.
  value.catch(() => {
    if (cache.answer?.value === value) cache.answer = undefined;
  });
  return value;
}
