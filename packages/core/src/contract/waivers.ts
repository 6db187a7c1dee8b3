import { ZPosition, ZStartingSlot } from '../positions.js';
import { ZScoringFormat } from '../scoring/presets.js';
import { WAIVER_LIST } from '../waivers/waiver-list.js';
import { z } from '../zod.js';
import { ZProjectionMode, ZWeek } from './entities.js';
import { queryNumber } from './query.js';

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${WAIVER_LIST.maxLimit}`;

/** How a waiver list is ordered: by the rest-of-season gain (default) or by this week's. */
export const WAIVER_SORTS = ['season', 'week'] as const;

/**
 * `GET /api/teams/:teamName/waivers` query: `position` keeps the free agents of one position (K
 * takes PK too), `limit` how many picks (1–50, default 20), `sort` by the rest-of-season gain
 * (`season`, default) or this week's (`week`).
 */
export const ZWaiversQuery = z.lazy(() =>
  z.object({
    position: z.optional(ZPosition),
    limit: queryNumber(
      LIMIT_MESSAGE,
      z._default(
        z
          .number()
          .check(z.int(LIMIT_MESSAGE), z.gte(1, LIMIT_MESSAGE), z.lte(WAIVER_LIST.maxLimit, LIMIT_MESSAGE)),
        WAIVER_LIST.defaultLimit,
      ),
    ),
    sort: z._default(z.enum(WAIVER_SORTS), 'season'),
  }),
);
export type WaiversQuery = z.input<typeof ZWaiversQuery>;

/** A player as the waiver list and the trade analysis name him. */
export const ZPickPlayer = z.object({
  _id: z.string().check(z.minLength(1)),
  playerName: z.string(),
  teamName: z.string(),
  position: ZPosition,
});
export type PickPlayer = z.infer<typeof ZPickPlayer>;

/** A rest-of-season total: the sum of the weekly medians and the P10–P90 band of the sum (`null`: no number). */
export const ZSeasonBand = z.lazy(() =>
  z.object({
    floor: z.nullable(z.number()),
    median: z.nullable(z.number()),
    ceiling: z.nullable(z.number()),
  }),
);
export type SeasonBand = z.infer<typeof ZSeasonBand>;

/**
 * One pick of the waiver list: the free agent, what adding him does to the team's optimal lineup
 * this week (`week.gain`: the optimal total in the team's mode with him, less without; `week.slot`
 * where he would start, `null` on the bench) and over the weeks left (`season.gain`: the same,
 * summed over every week left, this week included; `season.startsIn` how many of them he would
 * start), his own rest-of-season total, the player to drop to make room (`null`: the roster has
 * room), and the reason in one line. `joinsAfterThisWeek`: his game of the week has kicked off, so
 * he may only join once the week is over (this week counts 0 for him).
 */
const ZWaiverPick = z.lazy(() =>
  z.object({
    player: ZPickPlayer,
    week: z.object({
      points: z.nullable(z.number()),
      gain: z.number(),
      slot: z.nullable(ZStartingSlot),
    }),
    season: z.object({
      gain: z.number(),
      startsIn: z.number().check(z.int(), z.nonnegative()),
      total: ZSeasonBand,
    }),
    drop: z.nullable(ZPickPlayer),
    joinsAfterThisWeek: z.boolean(),
    reason: z.string(),
  }),
);
export type WaiverPick = z.infer<typeof ZWaiverPick>;

/**
 * Where the free agents come from: an imported league's players on no roster at its last sync
 * (`league`), or, for a hand-made team, the whole catalogue less the team's players (`catalogue`).
 */
const ZWaiverPool = z.lazy(() =>
  z.union([
    z.object({ kind: z.literal('league'), leagueName: z.string(), syncedAt: z.iso.datetime() }),
    z.object({ kind: z.literal('catalogue') }),
  ]),
);
export type WaiverPool = z.infer<typeof ZWaiverPool>;

/**
 * `GET /api/teams/:teamName/waivers` response (Pro and exempt): the team's best pickups, best
 * first by `sort`, in the team's scoring (`format`) and mode; `week` the week users plan for,
 * `weeks` the weeks left the season gains sum over; `freeAgents` how many free agents of the
 * position asked the pool holds, `evaluated` how many of them went through the optimiser (the
 * rest could not beat the last pick: see `rankPickups`).
 */
export const ZWaiversResponse = z.lazy(() =>
  z.object({
    teamName: z.string(),
    season: z.nullable(z.number().check(z.int())),
    week: ZWeek,
    weeks: z.array(ZWeek),
    mode: ZProjectionMode,
    format: ZScoringFormat,
    position: z.nullable(ZPosition),
    sort: z.enum(WAIVER_SORTS),
    pool: ZWaiverPool,
    freeAgents: z.number().check(z.int(), z.nonnegative()),
    evaluated: z.number().check(z.int(), z.nonnegative()),
    picks: z.array(ZWaiverPick),
  }),
);
export type WaiversResponse = z.infer<typeof ZWaiversResponse>;
