import { ZRosterPlace } from '../positions.js';
import { ZScoringFormat } from '../scoring/presets.js';
import { ZScoringSettings } from '../scoring/scoring-settings.js';
import { ZTeamName } from '../validation/team-name.js';
import { z } from '../zod.js';
import { PROJECTION_MODES, ZId, ZProjectionMode, ZWeek } from './entities.js';

/**
 * Where a player's game of a week stands, on the server's clock and the store's NFL data:
 * - `not-started`: before his kickoff (he can still be moved);
 * - `in-progress`: kicked off, and the store has no final score yet ("in progress — scores after the
 *   next data sync");
 * - `final`: the game has its score in the store; his actual points count;
 * - `bye`: his team has no game that week (0 points);
 * - `unknown`: the schedule does not say (no game found for his team).
 */
export const GAME_STATES = ['not-started', 'in-progress', 'final', 'bye', 'unknown'] as const;
export const ZGameState = z.enum(GAME_STATES);
export type GameState = z.infer<typeof ZGameState>;

/**
 * An actual score against its projected band: `below` the floor (conservative), `within` floor to
 * ceiling (both included), `above` the ceiling (aggressive).
 */
export const BAND_VERDICTS = ['below', 'within', 'above'] as const;
export const ZBandVerdict = z.enum(BAND_VERDICTS);
export type BandVerdict = z.infer<typeof ZBandVerdict>;

/**
 * A player's game in the week as the team week shows it: its `state`, his `actual` fantasy points in
 * the team's scoring once the game is final (0 when he has no stat line in a final game, and on a
 * bye; `null` before), and the `band` verdict of the actual against his projections (`null` until
 * final, or when he has no projections).
 */
export const ZWeekGame = z.lazy(() =>
  z.object({
    state: ZGameState,
    actual: z.nullable(z.number()),
    band: z.nullable(ZBandVerdict),
  }),
);
export type WeekGame = z.infer<typeof ZWeekGame>;

/**
 * The starters' actual points in a week: `points`, the sum over starters whose game is final (bye
 * and OUT starters count 0), `final` of `starters` games done, `complete` when none is still to be
 * played or in progress, and the `band` verdict of `points` against the lineup's projected
 * conservative–aggressive totals once complete (`null` before).
 */
export const ZActualTotal = z.lazy(() =>
  z.object({
    points: z.number(),
    final: z.number().check(z.int(), z.nonnegative()),
    starters: z.number().check(z.int(), z.nonnegative()),
    complete: z.boolean(),
    band: z.nullable(ZBandVerdict),
  }),
);
export type ActualTotal = z.infer<typeof ZActualTotal>;

/**
 * Which lineup a team week shows:
 * - `current`: the team's lineup as it stands (a week under way or to come);
 * - `at-kickoff`: a week that is over, with the lineup that stood at its kickoffs (the team's history);
 * - `not-kept`: a week that is over whose lineup is not known (the team was made after it, or its
 *   history is gone): the current lineup is shown, and no actual team total is given.
 */
export const LINEUP_STANDINGS = ['current', 'at-kickoff', 'not-kept'] as const;
export const ZLineupStanding = z.enum(LINEUP_STANDINGS);
export type LineupStanding = z.infer<typeof ZLineupStanding>;

/**
 * `PUT /api/teams/:teamName/scoring` body (our design): the scoring a team typed in by hand is
 * counted in. A preset (`standard`, `half-ppr`, `ppr`) takes no settings; `custom` takes them all.
 * @example { format: 'ppr' }
 */
export const ZChangeTeamScoringRequest = z.lazy(() =>
  z.discriminatedUnion('format', [
    z.strictObject({ format: z.enum(['standard', 'half-ppr', 'ppr']) }),
    z.strictObject({ format: z.literal('custom'), settings: ZScoringSettings }),
  ]),
);

/**
 * Players a lineup change left where they stood because their game of the week under way has
 * kicked off (the kickoff locks): each with his place and kickoff.
 */
export const ZKeptPlayers = z.lazy(() =>
  z.array(z.object({ playerId: ZId, playerName: z.string(), place: ZRosterPlace, kickoff: z.string() })),
);
export type KeptPlayers = z.infer<typeof ZKeptPlayers>;

/** The refusal of a mode that is not one of the three. */
export const MODE_MESSAGE = 'Mode must be conservative, median or aggressive';

/**
 * `PUT /api/teams/:teamName/mode` body (our design): the projection mode the team's numbers are
 * decided in (the total, Optimize, better options, scenarios' totals, the advisor's default).
 * @example { mode: 'conservative' }
 */
export const ZChangeTeamModeRequest = z.lazy(() =>
  z.strictObject({
    mode: z.enum(PROJECTION_MODES, { error: MODE_MESSAGE }),
  }),
);

/** `PUT /api/teams/:teamName/mode` response: the team's name and its mode. */
export const ZChangeTeamModeResponse = z.lazy(() => z.object({ teamName: ZTeamName, mode: ZProjectionMode }));
export type ChangeTeamModeResponse = z.infer<typeof ZChangeTeamModeResponse>;

/**
 * A team's planning week, as the dashboard card shows it: the starters' total in the team's `mode`
 * and scoring (`format`), OUT and bye counted 0 (the team week's `totals.current[mode]`), for `week`
 * of `season` (`null` without a schedule). `total` is `null` when the model has no predictions for
 * the week (`predicted: false`).
 */
export const ZTeamPlanningWeek = z.lazy(() =>
  z.object({
    season: z.nullable(z.number().check(z.int())),
    week: ZWeek,
    mode: ZProjectionMode,
    format: ZScoringFormat,
    predicted: z.boolean(),
    total: z.nullable(z.number()),
  }),
);
export type TeamPlanningWeek = z.infer<typeof ZTeamPlanningWeek>;

/**
 * One week of a team's season record: a week that is over whose lineup at kickoff is known. Its
 * starters' `projected` totals (conservative, median and aggressive, as they stood before kickoff),
 * their `actual` points, the `band` verdict, the `optimal` actual total with hindsight (the best
 * legal lineup of the roster that stood, by actual points) and `benchLeft` (optimal minus actual).
 */
export const ZSeasonRecordWeek = z.lazy(() =>
  z.object({
    week: ZWeek,
    projected: z.object({ conservative: z.number(), median: z.number(), aggressive: z.number() }),
    actual: z.number(),
    band: ZBandVerdict,
    optimal: z.number(),
    benchLeft: z.number(),
  }),
);
export type SeasonRecordWeek = z.infer<typeof ZSeasonRecordWeek>;

/**
 * `GET /api/teams/:teamName/record` response (our design): "how did we do", in the team's scoring:
 * the weeks of `season` played with a known lineup, and their `summary` (weeks played, projected
 * median and actual sums, how many weeks fell within the band, and the points left on the bench).
 */
export const ZSeasonRecordResponse = z.lazy(() =>
  z.object({
    teamName: ZTeamName,
    season: z.nullable(z.number().check(z.int())),
    format: ZScoringFormat,
    weeks: z.array(ZSeasonRecordWeek),
    summary: z.object({
      weeksPlayed: z.number().check(z.int(), z.nonnegative()),
      projected: z.number(),
      actual: z.number(),
      withinBand: z.number().check(z.int(), z.nonnegative()),
      benchLeft: z.number(),
    }),
  }),
);
export type SeasonRecordResponse = z.infer<typeof ZSeasonRecordResponse>;
