import { nflSeasonAt, SEASON_WEEKS, scheduleIndex, seasonClock } from '@lineup-lab/core';
import type { Logger } from '../../logger.js';
import type { Clock } from '../../ports/clock.js';
import { nflCollections } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';
import { MODEL_CANDIDATES } from '../model/model-candidates.js';
import { publishPlayerCatalogue } from '../model/publish-player-catalogue.js';
import { trainModels } from '../model/train-models.js';
import { catchUpDemoSeason, type DemoSeasonCatchUp } from './catch-up-demo-season.js';
import { loadDemoSeason } from './load-demo-season.js';

/**
 * The server start's one step for NFL data on a store without any: loads the generated demo season
 * for the season the calendar is in (games after now unplayed) with the season before it whole (the
 * history that projects its first weeks, even before it starts), trains the first model candidate on
 * them, stores its predictions for every week of the season (half-PPR, each with the player's
 * expected stat line, so a team in any scoring sees its own points: `predictionInScoring`) and
 * publishes the player catalogue for the week users plan for, so a fresh machine without network
 * shows projections at once, on any date. Logged as DEMO. A store with the demo season is caught up
 * instead (`catchUpDemoSeason`: the games played since it was written get their scores and stat
 * lines, and the catalogue is published again for the week users plan for, with the season's points
 * so far); one with real NFL data is left alone.
 */
export async function startDemoSeason(
  store: Store,
  deps: { clock: Clock; logger: Pick<Logger, 'info' | 'warn'> },
): Promise<void> {
  const now = deps.clock.now();
  const season = nflSeasonAt(now);
  const load = await loadDemoSeason(store, { season, history: 1, asOf: now.toISOString() });
  if (!load.loaded) {
    const caught = await catchUpDemoStore(store, { now });
    if (caught.caughtUp) {
      deps.logger.info(
        { demo: true, ...caught },
        'the DEMO season caught up: the games played since it was last written have their scores and stat lines',
      );
    }
    return;
  }
  const started = performance.now();
  const [candidate] = MODEL_CANDIDATES;
  // Should training fail, the catalogue is published without projections ('N/A'), and the start goes on.
  const trained = await trainModels(store, {
    scoring: 'half-ppr',
    now,
    season,
    candidates: candidate ? [candidate] : [],
    retrainEvery: DEMO_RETRAIN_EVERY,
  }).catch((error: unknown) => {
    deps.logger.warn({ err: error }, 'demo season: no model trained yet');
    return undefined;
  });
  const { week, catalogue } = await publishForPlanningWeek(store, { season, now });
  deps.logger.info(
    {
      demo: true,
      season,
      week,
      players: load.players,
      games: load.games,
      stats: load.stats,
      model: trained?.activeModel ?? null,
      projected: catalogue.projected,
      ms: load.ms + Math.round(performance.now() - started),
    },
    'no NFL data in the store: loaded the generated DEMO season (invented players) and trained a model on it; import real data with lineup-server data import (or data sync --replace-demo), then lineup-server model train',
  );
}

/**
 * How often the demo model's back-test (what /accuracy shows on a fresh server) retrains: every 6
 * weeks rather than `model train`'s 3, which halves what it adds to every demo start (about 9 s of
 * CPU to 5 s at a late-season date). The page says how often it retrained.
 */
const DEMO_RETRAIN_EVERY = 6;

/** Publishes the player catalogue for the week users plan for at `now` (week 1 before the season). */
async function publishForPlanningWeek(store: Store, { season, now }: { season: number; now: Date }) {
  const games = await nflCollections(store).games.find({ season });
  const week = seasonClock(scheduleIndex(games), now).planningWeek ?? SEASON_WEEKS.first;
  return { week, catalogue: await publishPlayerCatalogue(store, { season, week }) };
}

/**
 * Catches a demo store up to `now` (`catchUpDemoSeason`) and, when games were played since it was
 * written, publishes the catalogue again (the week users plan for and the season's points so far
 * moved on): at start and by `data sync` on a demo store. The model is not trained again: its
 * predictions for every week of the season were stored when the season was loaded.
 */
export async function catchUpDemoStore(store: Store, { now }: { now: Date }): Promise<DemoSeasonCatchUp> {
  const caught = await catchUpDemoSeason(store, { now });
  if (caught.caughtUp) await publishForPlanningWeek(store, { season: caught.season, now });
  return caught;
}
