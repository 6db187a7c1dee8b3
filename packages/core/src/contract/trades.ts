import { ZScoringFormat } from '../scoring/presets.js';
import { TRADE_MESSAGES, TRADE_SIDE_MAX, TRADE_VERDICTS } from '../trades/trade-rules.js';
import { z } from '../zod.js';
import { ZId, ZProjectionMode, ZWeek } from './entities.js';
import { ZPickPlayer, ZSeasonBand } from './waivers.js';

/** One side of a trade in a request: 1 to 3 catalogue player ids. */
function tradeSide(side: 'give' | 'get') {
  return z
    .array(ZId)
    .check(
      z.minLength(1, TRADE_MESSAGES.sideEmpty(side)),
      z.maxLength(TRADE_SIDE_MAX, TRADE_MESSAGES.sideTooLong(side)),
    );
}

/**
 * `POST /api/teams/:teamName/trade` body: the players the team gives (`give`, on the team) and
 * receives (`get`, not on it; for an imported league, on another roster of the league at its
 * last sync), 1 to 3 each, no player on both sides.
 */
export const ZTradeRequest = z.lazy(() => z.object({ give: tradeSide('give'), get: tradeSide('get') }));
export type TradeRequest = z.infer<typeof ZTradeRequest>;

/** A player of a trade with his rest-of-season total in the team's scoring. */
const ZTradePlayer = z.lazy(() => z.object({ ...ZPickPlayer.shape, season: ZSeasonBand }));
export type TradePlayer = z.infer<typeof ZTradePlayer>;

/** One side of a trade: its players and the sum of their rest-of-season totals, with its band. */
const ZTradeSide = z.lazy(() => z.object({ players: z.array(ZTradePlayer), total: ZSeasonBand }));

/** A difference with its band: the median and the P10–P90 of the difference. */
const ZDifferenceBand = z.lazy(() =>
  z.object({ floor: z.number(), median: z.number(), ceiling: z.number() }),
);

/**
 * What a trade does to a team's optimal lineups over the weeks left: each week's optimal total
 * (median points of the lineup optimal in the team's mode) before and after, their sums, and the
 * difference with its band (`change`). `drops`: players the team would have to release to stay
 * within its roster (more received than given).
 */
const ZTradeEffect = z.lazy(() =>
  z.object({
    before: z.number(),
    after: z.number(),
    change: ZDifferenceBand,
    weeks: z.array(z.object({ week: ZWeek, before: z.number(), after: z.number() })),
    drops: z.array(ZPickPlayer),
  }),
);
export type TradeEffect = z.infer<typeof ZTradeEffect>;

/**
 * `POST /api/teams/:teamName/trade` response (Pro and exempt): the two sides' rest-of-season
 * values in the team's scoring (`format`), the effect on the team's optimal lineups over `weeks`
 * (the weeks left; from the next week when a player of the trade is locked this week), for an
 * imported league the same for the other team (`otherTeam`, `null` with `otherTeamNote` saying
 * why when it could not be worked out), and the verdict: `helps` when the team's change is above
 * `threshold`, `hurts` below minus it, else `even`, with `summary` saying it in a sentence.
 */
export const ZTradeResponse = z.lazy(() =>
  z.object({
    teamName: z.string(),
    season: z.nullable(z.number().check(z.int())),
    weeks: z.array(ZWeek),
    mode: ZProjectionMode,
    format: ZScoringFormat,
    give: ZTradeSide,
    get: ZTradeSide,
    team: ZTradeEffect,
    otherTeam: z.nullable(z.object({ name: z.string(), effect: ZTradeEffect })),
    otherTeamNote: z.nullable(z.string()),
    verdict: z.enum(TRADE_VERDICTS),
    threshold: z.number().check(z.nonnegative()),
    summary: z.string(),
  }),
);
export type TradeResponse = z.infer<typeof ZTradeResponse>;
