import { generateDemoSeason } from '@lineup-lab/engine';
import { nflCollections } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';
import type { DemoSeasonRecord } from '../../records/demo-season-record.js';
import { writeDocuments } from './write-documents.js';

/** What catching the demo season up did. */
export type DemoSeasonCatchUp =
  /** The store holds no demo season, or real NFL data too: nothing was read or written. */
  | { caughtUp: false; reason: 'no-demo' | 'real-data' }
  /** No game kicked off between the moment the stored season is seen from (`asOf`) and now. */
  | { caughtUp: false; reason: 'up-to-date'; asOf: string | null }
  /** `from`: the moment it was seen from before (`null` when unknown: a store written before `nfl_demo`). */
  | {
      caughtUp: true;
      season: number;
      from: string | null;
      asOf: string;
      games: number;
      stats: number;
      ms: number;
    };

/** Whether the kickoff (an ISO instant) falls in [from, to): games played at `to` but not at `from`. */
function kickedOffBetween(kickoff: string, from: number, to: number): boolean {
  const at = Date.parse(kickoff);
  return at >= from && at < to;
}

/**
 * The options a demo store written before `nfl_demo` existed was generated with: `startDemoSeason`'s
 * (seed 1, the stored seasons).
 */
async function drawnFromRows(store: Store): Promise<Omit<DemoSeasonRecord, 'asOf'>> {
  const seasons = [...new Set((await nflCollections(store).games.find({})).map((game) => game.season))];
  const season = Math.max(...seasons);
  return { _id: 'demo', demo: true, season, history: season - Math.min(...seasons), seed: 1 };
}

/**
 * Brings a store's generated demo season up to `now`: the games that kicked off since the moment it
 * was last written from (`nfl_demo`) get their final scores and stat lines, and a playoff round is
 * listed once the round before it has kicked off, as `generateDemoSeason` seen from `now` has them
 * (it draws everything first, so the season is the same whatever moment cuts it off). Written by
 * `_id` and idempotently: nothing else changes, and a second catch-up writes nothing. A store with
 * any real NFL data (a row without `demo: true`) is left alone, and so is one where no game kicked
 * off since (read from the stored schedule, nothing generated). The clock only moves the season
 * forward: a `now` before the stored moment writes nothing.
 */
export async function catchUpDemoSeason(store: Store, options: { now: Date }): Promise<DemoSeasonCatchUp> {
  const started = performance.now();
  const nfl = nflCollections(store);
  if ((await nfl.players.findOne({ demo: true })) === null) return { caughtUp: false, reason: 'no-demo' };
  const real = await Promise.all(
    [nfl.players, nfl.games, nfl.weeklyStats].map((collection) =>
      collection.findOne({ demo: { $ne: true } }),
    ),
  );
  if (real.some((row) => row !== null)) return { caughtUp: false, reason: 'real-data' };
  const kept = await nfl.demo.findOne({ _id: 'demo' });
  const drawn = kept ?? (await drawnFromRows(store));
  // Without a record, when it was written is unknown: every stored game is checked.
  const from =
    kept === null
      ? Number.NEGATIVE_INFINITY
      : kept.asOf === null
        ? Number.POSITIVE_INFINITY
        : Date.parse(kept.asOf);
  const to = options.now.getTime();
  const stored = await nfl.games.find({ season: { $gte: drawn.season - drawn.history } });
  if (!stored.some((game) => kickedOffBetween(game.kickoff, from, to))) {
    return { caughtUp: false, reason: 'up-to-date', asOf: kept?.asOf ?? null };
  }
  const asOf = options.now.toISOString();
  const { season, history, seed } = drawn;
  const demo = generateDemoSeason({ season, history, seed, asOf });
  const games = await writeDocuments(nfl.games, demo.games);
  const stats = await writeDocuments(nfl.weeklyStats, demo.stats);
  await writeDocuments(nfl.demo, [{ _id: 'demo', demo: true, season, history, seed, asOf }]);
  return {
    caughtUp: true,
    season,
    from: kept?.asOf ?? null,
    asOf,
    games: games.inserted + games.updated,
    stats: stats.inserted + stats.updated,
    ms: Math.round(performance.now() - started),
  };
}
