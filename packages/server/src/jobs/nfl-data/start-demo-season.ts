import { nflSeasonAt, SEASON_WEEKS, scheduleIndex, seasonClock } from '@lineup-lab/core';
import type { Logger } from '../../logger.js';
import type { Clock } from '../../ports/clock.js';
import { nflCollections } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';
import { MODEL_CANDIDATES } from '../model/model-candidates.js';
import { publishPlayerCatalogue } from '../model/publish-player-catalogue.js';
import { trainModels } from '../model/train-models.js';
import { loadDemoSeason } from './load-demo-season.js';

/**
 * The server start's one step for NFL data on a store without any: loads the generated demo season
 * for the season the calendar is in (games after now unplayed) with the season before it whole (the
 * history that projects its first weeks, even before it starts), trains the first model candidate on
 * them, stores its predictions for every week of the season (half-PPR, each with the player's
 * expected stat line, so a team in any scoring sees its own points: `predictionInScoring`) and
 * publishes the player catalogue for the week users plan for, so a fresh machine without network
 * shows projections at once, on any date. Logged as DEMO. A store with NFL data is left alone.
 */
export async function startDemoSeason(
  store: Store,
  deps: { clock: Clock; logger: Pick<Logger, 'info' | 'warn'> },
): Promise<void> {
  const now = deps.clock.now();
  const season = nflSeasonAt(now);
  const load = await loadDemoSeason(store, { season, history: 1, asOf: now.toISOString() });
  if (!load.loaded) return;
  const started = performance.now();
  const [candidate] = MODEL_CANDIDATES;
  // Should training fail, the catalogue is published without projections ('N/A'), and the start goes on.
  const trained = await trainModels(store, {
    scoring: 'half-ppr',
    now,
    season,
    candidates: candidate ? [candidate] : [],
  }).catch((error: unknown) => {
    deps.logger.warn({ err: error }, 'demo season: no model trained yet');
    return undefined;
  });
  const games = await nflCollections(store).games.find({ season });
  const week = seasonClock(scheduleIndex(games), now).planningWeek ?? SEASON_WEEKS.first;
  const catalogue = await publishPlayerCatalogue(store, { season, week });
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
    'no NFL data in the store: loaded the generated DEMO season (invented players) and trained a model on it; import real data with lineup-server data import/sync, then lineup-server model train',
  );
}
