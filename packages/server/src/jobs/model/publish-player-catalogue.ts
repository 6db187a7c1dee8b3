import { COLLECTIONS, modelCollections, nflCollections } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';
import { NO_PROJECTIONS } from '../../records/player-record.js';
import { pointsTargetOf, type TrainingScoring } from './train-models.js';

/** What publishing did. */
export interface CataloguePublication {
  season: number;
  week: number;
  players: number;
  projected: number;
  removed: number;
}

/**
 * Publishes the NFL players as the product's player catalogue (collection `players`, what search,
 * teams and projections read): name, team (`FA` without one), position, the active model's
 * projections for `week` of `season` (none when it made none), and the season's points so far in the
 * model's scoring. The admin's injury reports on the records are kept. Records published earlier for
 * players no longer in the NFL data (demo players after a real import) are removed; teams keep
 * their own copy of each player, so no team loses one.
 */
export async function publishPlayerCatalogue(
  store: Store,
  options: { season: number; week: number },
): Promise<CataloguePublication> {
  const nfl = nflCollections(store);
  const { models, predictions } = modelCollections(store);
  const [players, stats, active, predicted] = await Promise.all([
    nfl.players.find({}),
    nfl.weeklyStats.find({ season: options.season }),
    models.findOne({ active: true }),
    predictions.find({ season: options.season, week: options.week }),
  ]);
  const target = pointsTargetOf((active?.target ?? 'half-ppr') as TrainingScoring);
  const points = new Map<string, number>();
  for (const stat of stats) {
    if (stat.week >= options.week) continue;
    const scored = target(stat);
    if (scored !== null) points.set(stat.playerId, (points.get(stat.playerId) ?? 0) + scored);
  }
  const byPlayer = new Map(
    predicted
      .filter((p) => p.model_id === active?._id)
      .map((prediction) => [prediction.player_id, prediction]),
  );
  const catalogue = COLLECTIONS.players.of(store);
  let projected = 0;
  for (const player of players) {
    const prediction = byPlayer.get(player._id);
    if (prediction) projected += 1;
    const total = points.get(player._id);
    await catalogue.updateOne(
      { _id: player._id },
      {
        $set: {
          playerName: player.name,
          teamName: player.team ?? 'FA',
          position: player.position,
          projections: prediction
            ? {
                conservative: prediction.conservative,
                median: prediction.median,
                aggressive: prediction.aggressive,
              }
            : NO_PROJECTIONS,
          points: total === undefined ? null : Math.round(total * 100) / 100,
          published: { season: options.season, week: options.week, demo: player.demo === true },
        },
      },
      { upsert: true },
    );
  }
  const { deletedCount } = await catalogue.deleteMany({
    published: { $exists: true },
    _id: { $nin: players.map((player) => player._id) },
  });
  return {
    season: options.season,
    week: options.week,
    players: players.length,
    projected,
    removed: deletedCount,
  };
}
