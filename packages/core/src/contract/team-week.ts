import { BENCH_MAX, BETTER_OPTION } from '../constants.js';
import { STARTING_SLOTS, ZRosterPlace, ZStartingSlot } from '../positions.js';
import { ZScoringFormat } from '../scoring/presets.js';
import { ZTeamName } from '../validation/team-name.js';
import { z } from '../zod.js';
import { ZId, ZPlayer, ZProjectionMode, ZProjections, ZTeam, ZWeek } from './entities.js';
import { ZActualTotal, ZKeptPlayers, ZLineupStanding, ZWeekGame } from './game-day.js';
import { ZInjuryReport, ZInjuryStatus } from './injuries.js';
import { ZArchetype, ZMatchup } from './players.js';
import { ZWeekParam } from './query.js';
import { ZExpectedVersion } from './teams.js';

/**
 * `GET /api/teams/:teamName/week/:week` path parameters: the team's name and a regular-season week
 * (1–18, 'Week must be a whole number from 1 to 18'); the server also refuses a week the season
 * under way does not have.
 */
export const ZTeamWeekParams = z.lazy(() => z.object({ teamName: ZTeamName, week: ZWeekParam }));

/**
 * `GET /api/teams/:teamName/week/:week` query: `mode`, the projection mode better options and the
 * optimal lineup are worked out in (default: the team's own mode, `PUT /api/teams/:teamName/mode`).
 */
export const ZTeamWeekQuery = z.lazy(() => z.object({ mode: z.optional(ZProjectionMode) }));

/** A lineup's projected total in each mode: the starters' points that count (OUT and bye 0, no number 0). */
export const ZModeTotals = z.lazy(() =>
  z.object({
    conservative: z.number(),
    median: z.number(),
    aggressive: z.number(),
  }),
);
export type ModeTotals = z.infer<typeof ZModeTotals>;

/**
 * One player of a team in one week, with the same numbers `GET /api/players/player-projections`
 * answers for that week:
 * - `projections`: the raw conservative, median and aggressive figures (`null` = no number, 'N/A');
 * - `points`: what counts in each mode, a bye week or a player who will not play (`out`: Out, IR,
 *   PUP, NFI, Suspended) counted 0 (core's `projectedPoints`);
 * - `opponent`, `isHomeGame` and `gameTime` (the kickoff, an ISO instant: clients show it in the
 *   viewer's time zone), `null` on a bye or when the schedule is unknown;
 * - `injuryStatus`: the designation that counts that week (`null` = active), and `injury`, the
 *   report it comes from (the week's, else the catalogue's; `null` when there is none);
 * - `confidence`, `archetype`, `matchupFavorability`, `defenseRanking`: the model's, when it knows them;
 * - `game`: where his game of the week stands and, once final, his actual points and band verdict;
 * - `locked`: his game of the week under way has kicked off, so he stays where he is until the week
 *   is over (the kickoff locks). Servers before game day leave `game` and `locked` out.
 */
export const ZWeekPlayer = z.lazy(() =>
  z.object({
    player: ZPlayer,
    projections: ZProjections,
    points: ZProjections,
    isByeWeek: z.boolean(),
    opponent: z.nullable(z.string()),
    isHomeGame: z.nullable(z.boolean()),
    gameTime: z.nullable(z.iso.datetime({ offset: true })),
    injuryStatus: z.nullable(ZInjuryStatus),
    injury: z.nullable(ZInjuryReport),
    out: z.boolean(),
    confidence: z.nullable(z.number().check(z.gte(0), z.lte(1))),
    archetype: z.nullable(ZArchetype),
    matchupFavorability: z.nullable(ZMatchup),
    defenseRanking: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(32))),
    game: z.optional(ZWeekGame),
    locked: z.optional(z.boolean()),
  }),
);
export type WeekPlayer = z.infer<typeof ZWeekPlayer>;

/**
 * A bench player worth swapping into a slot (core's `betterOptions`, spec §5): eligible, not
 * injured, more than 0.5 points better than the starter in the week's mode; `points` are the
 * candidate's and `improvement` the difference.
 */
const ZWeekBetterOption = z.lazy(() =>
  z.object({
    playerId: ZId,
    playerName: z.string(),
    points: z.number(),
    improvement: z.number(),
  }),
);
export type WeekBetterOption = z.infer<typeof ZWeekBetterOption>;

/** A starting slot in a week: who stands there (`null` when empty) and up to 3 better options, best first. */
const ZWeekSlot = z.lazy(() =>
  z.object({
    slot: ZStartingSlot,
    player: z.nullable(ZWeekPlayer),
    betterOptions: z.array(ZWeekBetterOption).check(z.maxLength(BETTER_OPTION.count)),
  }),
);
export type WeekSlot = z.infer<typeof ZWeekSlot>;

/** One step from the current lineup to another: a player from a slot or the bench to a slot or the bench. */
const ZLineupMove = z.lazy(() =>
  z.object({
    playerId: ZId,
    playerName: z.string(),
    from: ZRosterPlace,
    to: ZRosterPlace,
  }),
);
export type LineupMoveEntry = z.infer<typeof ZLineupMove>;

/**
 * The scoring a team's points are in (`format`): the one the user `chosen` (at creation or with
 * `PUT /api/teams/:teamName/scoring`), else its imported league's (`league`: our id of it, its name
 * and the league's own `format`), else the model's own (half-PPR) for a team typed in by hand
 * (`league: null`). An imported team whose `format` is not its league's shows a note ("League
 * scores PPR; counted here in Half-PPR"). `chosen` and `league.format` are left out by servers
 * before game day.
 */
const ZTeamScoring = z.lazy(() =>
  z.object({
    format: ZScoringFormat,
    league: z.nullable(z.object({ id: z.string(), name: z.string(), format: z.optional(ZScoringFormat) })),
    chosen: z.optional(z.boolean()),
  }),
);
export type TeamScoring = z.infer<typeof ZTeamScoring>;

/** `PUT /api/teams/:teamName/scoring` response: the team's name and its scoring as the week read answers it. */
export const ZChangeTeamScoringResponse = z.lazy(() =>
  z.object({ teamName: ZTeamName, scoring: ZTeamScoring }),
);
export type ChangeTeamScoringResponse = z.infer<typeof ZChangeTeamScoringResponse>;

/**
 * `GET /api/teams/:teamName/week/:week` response (our design): everything the lineup editor shows
 * for a week, in one answer, with the numbers of the projections call.
 * - `team`: its name, `version` (send it as `expectedVersion` with a change), `scoring` (servers
 *   before league import leave it out: the model's own scoring) and its own `mode`.
 * - `season` (the season clock's; `null` without a schedule), `week`, `predicted` (the model has
 *   predictions for that week) and `mode` (the query's, else the team's).
 * - `standing`: which lineup is shown (the current one, or the one that stood at a past week's kickoffs).
 * - `slots`: the nine starting slots in display order, each with its player and better options.
 * - `bench`: the bench players, in order.
 * - `optimal`: the best legal lineup in `mode` (core's optimiser) as slot → player id, the `moves`
 *   from the current lineup to it, in order, and the `gain` in `mode`.
 * - `totals`: the current and the optimal lineup's totals in every mode, and the starters' `actual`
 *   points (`null` before any game of the week kicked off, or when a past week's lineup is not kept).
 */
export const ZTeamWeekResponse = z.lazy(() =>
  z.object({
    team: z.object({
      teamName: ZTeamName,
      version: ZTeam.shape.version,
      scoring: z.optional(ZTeamScoring),
      mode: z.optional(ZProjectionMode),
    }),
    season: z.nullable(z.number().check(z.int())),
    week: ZWeek,
    predicted: z.boolean(),
    mode: ZProjectionMode,
    standing: z.optional(ZLineupStanding),
    slots: z.array(ZWeekSlot).check(z.length(STARTING_SLOTS.length)),
    bench: z.array(ZWeekPlayer).check(z.maxLength(BENCH_MAX)),
    optimal: z.object({
      lineup: z
        .array(z.object({ slot: ZStartingSlot, playerId: z.nullable(ZId) }))
        .check(z.length(STARTING_SLOTS.length)),
      moves: z.array(ZLineupMove),
      gain: z.number(),
    }),
    totals: z.object({
      current: ZModeTotals,
      optimal: ZModeTotals,
      actual: z.optional(z.nullable(ZActualTotal)),
    }),
  }),
);
export type TeamWeekResponse = z.infer<typeof ZTeamWeekResponse>;

/**
 * `POST /api/teams/:teamName/optimize` body: the `week` to optimise for (1–18, a week of the
 * season under way), the projection `mode` (default: the team's own) and, optionally, the team
 * `expectedVersion` the caller saw (stale: 409 CONFLICT, nothing changes).
 */
export const ZOptimizeLineupRequest = z.lazy(() =>
  z.object({
    week: ZWeek,
    mode: z.optional(ZProjectionMode),
    expectedVersion: ZExpectedVersion,
  }),
);

/**
 * `POST /api/teams/:teamName/optimize` response (our design): the team with its optimal lineup for
 * the week applied in one change (its `version` up by one; unchanged, and no new version, when the
 * lineup already was optimal), the `moves` that were made, in order, the new lineup's `total` in
 * `mode` and the `gain` over the lineup before, and the players it `kept` where they stood because
 * their game of the week under way has kicked off (each with his place and kickoff; none before).
 */
export const ZOptimizeLineupResponse = z.lazy(() =>
  z.object({
    team: ZTeam,
    week: ZWeek,
    mode: ZProjectionMode,
    moves: z.array(ZLineupMove),
    total: z.number(),
    gain: z.number(),
    kept: ZKeptPlayers,
  }),
);
export type OptimizeLineupResponse = z.infer<typeof ZOptimizeLineupResponse>;
