import type { SeasonResponse, ShowcaseResponse } from '@lineup-lab/core';
import { COLLECTIONS, modelCollections, nflCollections } from '../../ports/collections.js';
import { injuriesOfWeek, injuryRevisionOf, statusThatCounts } from '../injuries/injury-reports.js';
import type { ServiceContext } from '../service-context.js';
import { emptyShowcaseCards, pickShowcase } from './pick-showcase.js';

/**
 * How long an answer is reused for the same prediction set and injury reports of the week (the
 * reports of the catalogue, written before weekly records, are not in the key).
 */
export const SHOWCASE_ANSWER_TTL_MS = 5 * 60_000;

interface SeasonWeek {
  season: number;
  week: number;
}

/**
 * What `getShowcase` keeps in memory between calls, one per app: the last answer with the
 * prediction set it was made from. Nothing here matters beyond speed: another process, or this one
 * after the time above, works it out again from the store.
 */
export interface ShowcaseCache {
  answer?: { key: string; at: number; value: Promise<ShowcaseResponse> };
}

export function createShowcaseCache(): ShowcaseCache {
  return {};
}

/**
 * Which predictions and injury reports a week has, as a cache key: the model that made the
 * predictions and how many there are (a training run replaces a week's predictions whole, under a
 * new model id), and when the week's injury reports last changed. Two reads on the `season_week`
 * index of each; `null` when the week has no predictions.
 */
async function predictionSetOf(ctx: ServiceContext, { season, week }: SeasonWeek): Promise<string | null> {
  const { predictions } = modelCollections(ctx.store);
  const [one, count, injuries] = await Promise.all([
    predictions.findOne({ season, week }),
    predictions.countDocuments({ season, week }),
    injuryRevisionOf(ctx, { season, week }),
  ]);
  return one ? `${season}:${week}:${one.model_id}:${count}:${injuries}` : null;
}

/**
 * The predicted week of the season shown nearest the week users plan for: that week, else the
 * latest predicted one before it, else the earliest after it.
 */
function nearestPredicted(clock: SeasonResponse): SeasonWeek | null {
  if (clock.season === null || clock.planningWeek === null) return null;
  const target = clock.planningWeek;
  const predicted = clock.weeks.filter((w) => w.predicted).map((w) => w.week);
  const before = predicted.filter((week) => week <= target);
  const week = before.length > 0 ? Math.max(...before) : Math.min(...predicted);
  return Number.isFinite(week) ? { season: clock.season, week } : null;
}

/**
 * The week to show: the week users plan for by the season clock, or the nearest predicted week of
 * that season; when the season has none (its schedule is in, the model has not run on it yet), the
 * week the player catalogue was last published for, when it has predictions.
 */
async function showcaseWeek(ctx: ServiceContext): Promise<SeasonWeek | null> {
  const nearest = nearestPredicted(await ctx.calendar.current());
  if (nearest) return nearest;
  const record = await COLLECTIONS.players.of(ctx.store).findOne({ published: { $exists: true } });
  if (!record?.published) return null;
  const { season, week } = record.published;
  const { predictions } = modelCollections(ctx.store);
  return (await predictions.findOne({ season, week })) ? { season, week } : null;
}

async function showcaseOf(ctx: ServiceContext, { season, week }: SeasonWeek): Promise<ShowcaseResponse> {
  const { predictions } = modelCollections(ctx.store);
  const [predicted, reported] = await Promise.all([
    predictions.find({ season, week }),
    injuriesOfWeek(ctx, { season, week }),
  ]);
  // The admin's injury report counts before the one the model was trained with (as for projections).
  const { cards, playerIds } = pickShowcase(
    predicted.map((prediction) =>
      reported.has(prediction.player_id)
        ? { ...prediction, injury: statusThatCounts(reported.get(prediction.player_id), prediction.injury) }
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
    COLLECTIONS.players.of(ctx.store).find({ _id: { $in: ids } }),
  ]);
  return (
    nfl.some((player) => player.demo === true) || catalogue.some((record) => record.published?.demo === true)
  );
}

/**
 * `GET /api/players/showcase` (public, on every landing page view): three archetype cards of up to
 * four players from the predictions of the week users plan for (`pickShowcase`), `demo` when they
 * are the generated demo season's. Cheap by caching: the week comes from the season calendar (the
 * schedule read once a minute), two reads on the `season_week` index name the week's prediction set,
 * and the answer comes from memory while that is the same (for five minutes at most). No
 * predictions: nulls, three empty cards.
 */
export async function getShowcase(ctx: ServiceContext, cache: ShowcaseCache): Promise<ShowcaseResponse> {
  const at = ctx.clock.now().getTime();
  let week = await showcaseWeek(ctx);
  let key = week ? await predictionSetOf(ctx, week) : null;
  // The calendar's predicted weeks are a minute old at most: a week whose predictions have gone
  // since (a new import) is looked up again at once.
  if (week && key === null) {
    ctx.calendar.invalidate();
    week = await showcaseWeek(ctx);
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
