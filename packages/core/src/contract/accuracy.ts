import { z } from '../zod.js';

const instant = z.iso.datetime({ offset: true });
const count = z.number().check(z.int(), z.nonnegative());
const week = z.number().check(z.int(), z.gte(1));

/** Who ran a stored back-test: the model's training (the back-test it was chosen on) or `model backtest --store`. */
export const BACKTEST_SOURCES = ['model train', 'model backtest'] as const;

/**
 * The figures of a group of back-tested player-weeks (every row of a season, or one position's), in
 * fantasy points: the mean absolute error of our median (`mae`), of NFL.com's weekly projection
 * (`peerMae`, `null` when the back-test had no peer) and of the player's season-to-date average
 * (`seasonAvgMae`); `coverage`, the share (0–1) of outcomes inside our conservative–aggressive band;
 * and the pinball (quantile) loss of our 10th, 50th and 90th percentiles.
 */
const ZAccuracyFigures = z.object({
  mae: z.number(),
  peerMae: z.nullable(z.number()),
  seasonAvgMae: z.number(),
  coverage: z.number().check(z.gte(0), z.lte(1)),
  pinball: z.object({ p10: z.number(), p50: z.number(), p90: z.number() }),
});
export type AccuracyFigures = z.infer<typeof ZAccuracyFigures>;

/** One position's figures, with its number of player-weeks `n`. */
const ZAccuracyPositionFigures = z.extend(ZAccuracyFigures, { n: count });
export type AccuracyPositionFigures = z.infer<typeof ZAccuracyPositionFigures>;

/**
 * One season's walk-forward back-test of the active model, as stored on its record: the figures
 * `lineup-server model backtest --json` printed (`season`, `scoring`, `cohort`, `overall`,
 * `byPosition`, the same names and numbers), then how it was run.
 * - `scoring`: present when the truth was a preset's points of the stat line (`league`) and ours the
 *   model trained in `model`; absent: the truth is the points the source reported (NFL.com's).
 * - `byPosition` is empty and `overallOnly` true for a model stored before per-position figures were
 *   kept (its overall figures only).
 * - `fromWeek`: the first week projected; `retrainEvery`: the model was trained again every so many
 *   weeks (`null`: not recorded).
 * - `peer`: `nflcom` when NFL.com's projections were compared (the cohort is then its players it
 *   projected `method.minPeerPoints` or more), `null` without them (the players who took part).
 */
const ZAccuracySeason = z.lazy(() =>
  z.object({
    season: z.number().check(z.int()),
    scoring: z.optional(z.object({ league: z.string(), model: z.string() })),
    cohort: z.object({ n: count }),
    overall: ZAccuracyFigures,
    byPosition: z.record(z.string(), ZAccuracyPositionFigures),
    overallOnly: z.boolean(),
    fromWeek: week,
    retrainEvery: z.nullable(week),
    peer: z.nullable(z.enum(['nflcom'])),
    source: z.enum(BACKTEST_SOURCES),
    storedAt: instant,
  }),
);
export type AccuracySeason = z.infer<typeof ZAccuracySeason>;

/**
 * `GET /api/accuracy` (public) response: how accurate the active model's projections were, from the
 * back-tests stored on its record (`lineup-server model train` stores the one it was chosen on,
 * `model backtest --store` adds a season), newest season first.
 * - `model`: the active model (`null` before any training: no seasons).
 * - `demo`: the figures come from the generated demo season (invented players), not real games.
 * - `method`: the rules every back-test shares: a cohort player took part in at least
 *   `minEarlierWeeks` earlier weeks that season (and, beside NFL.com, was projected `minPeerPoints`
 *   or more by it); the band is our `bandQuantiles.low` to `bandQuantiles.high` quantile.
 * - `seasons` is empty when the model has no stored back-test (too little data to run one).
 */
export const ZAccuracyResponse = z.lazy(() =>
  z.object({
    model: z.nullable(
      z.object({ name: z.string(), version: z.string(), trainedAt: instant, target: z.string() }),
    ),
    demo: z.boolean(),
    method: z.object({
      minEarlierWeeks: count,
      minPeerPoints: z.number(),
      bandQuantiles: z.object({ low: z.number(), high: z.number() }),
    }),
    seasons: z.array(ZAccuracySeason),
  }),
);
export type AccuracyResponse = z.infer<typeof ZAccuracyResponse>;
