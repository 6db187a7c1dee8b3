import { ZPosition } from '../positions.js';
import { ZScoringFormat } from '../scoring/presets.js';
import { z } from '../zod.js';
import { ZProjectionMode, ZWeek } from './entities.js';

const points = z.nullable(z.number());
const count = z.number().check(z.int(), z.nonnegative());
const share = z.number().check(z.gte(0), z.lte(1));

/**
 * One week of a player's rest of season (core's `restOfSeason`): its P10, P50 and P90 in the team's
 * scoring, and where they come from: `projected` (the model's prediction for the week), `bye` and
 * `out` (counted 0), `default` (no prediction stored for the week: the mean of his projected weeks
 * left). `null` numbers: no prediction and none to default from.
 */
const ZRestOfSeasonWeek = z.lazy(() =>
  z.object({
    week: ZWeek,
    floor: points,
    median: points,
    ceiling: points,
    source: z.enum(['projected', 'bye', 'out', 'default']),
  }),
);

/**
 * One player's rest of season: the sum of his weekly medians over the weeks left (byes and weeks
 * he will not play counted 0), the P10–P90 band of that total (weeks combined as partly
 * correlated, not their P10s and P90s summed), and each week. `null` totals: no number.
 */
const ZPlayerRestOfSeason = z.lazy(() =>
  z.object({
    playerId: z.string().check(z.minLength(1)),
    playerName: z.string(),
    position: ZPosition,
    teamName: z.string(),
    floor: points,
    median: points,
    ceiling: points,
    projectedWeeks: count,
    defaultWeeks: count,
    weeks: z.array(ZRestOfSeasonWeek),
  }),
);
export type PlayerRestOfSeason = z.infer<typeof ZPlayerRestOfSeason>;

/**
 * `GET /api/teams/:teamName/rest-of-season` response (Pro and exempt): every player on the team
 * (starters, then the bench) with his rest-of-season total in the team's scoring (`format`), over
 * `weeks` (the planning week to the season's last regular-season week; none once the regular
 * season is over), and the team's `mode` (which of floor, median and ceiling its numbers are
 * decided in). `correlation`: how correlated two weeks were taken to be when the bands were
 * combined (core's `REST_OF_SEASON_WEEK_CORRELATION`).
 */
export const ZTeamRestOfSeasonResponse = z.lazy(() =>
  z.object({
    teamName: z.string(),
    season: z.nullable(z.number().check(z.int())),
    weeks: z.array(ZWeek),
    format: ZScoringFormat,
    mode: ZProjectionMode,
    correlation: share,
    players: z.array(ZPlayerRestOfSeason),
  }),
);
export type TeamRestOfSeasonResponse = z.infer<typeof ZTeamRestOfSeasonResponse>;
