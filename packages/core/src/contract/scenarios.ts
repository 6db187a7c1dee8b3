import { BENCH_MAX } from '../constants.js';
import { ZRosterPlace } from '../positions.js';
import { ZScenarioDescription, ZScenarioName } from '../validation/scenario.js';
import { ZTeamName } from '../validation/team-name.js';
import { z } from '../zod.js';
import { ZId, ZLineup, ZPlayer, ZProjectionMode, ZTeam, ZWeek } from './entities.js';
import { ZWeekQuery } from './query.js';
import { ZModeTotals } from './team-week.js';
import { ZExpectedVersion } from './teams.js';

/**
 * A saved what-if scenario (spec §3). The spec does not show the inner shape of `lineup` and
 * `bench`; ours is the team's own: `lineup` is a `Lineup` (slots hold a `Player` or `null`) and
 * `bench` a list of up to 7 `Player`s, as they stood when the scenario was saved. `projectedPoints`
 * is the lineup's total in `projectionMode` for `week` at that time.
 * Listed by `GET /api/scenarios/:teamName`, answered by create and load.
 */
export const ZScenario = z.object({
  _id: ZId,
  name: ZScenarioName,
  description: z.string(),
  projectedPoints: z.number(),
  projectionMode: ZProjectionMode,
  week: ZWeek,
  createdAt: z.iso.datetime({ offset: true }),
  lineup: ZLineup,
  bench: z.array(ZPlayer).check(z.maxLength(BENCH_MAX)),
});
export type Scenario = z.infer<typeof ZScenario>;

/** `/api/scenarios/:teamName/:id` path parameters (load and delete). */
export const ZScenarioParams = z.lazy(() => z.object({ teamName: ZTeamName, id: ZId }));

/**
 * `GET /api/scenarios/:teamName` query (our design): the week (default: the planning week of the
 * season under way) for which each scenario's lineup is totalled, so the editor compares the saved
 * alternatives with the current lineup in the week it shows.
 */
export const ZListScenariosQuery = z.lazy(() => z.object({ week: ZWeekQuery }));

/** A saved scenario in the list, with its starters' projected totals in the week asked for. */
const ZScenarioInWeek = z.lazy(() => z.object({ ...ZScenario.shape, weekTotals: ZModeTotals }));
export type ScenarioInWeek = z.infer<typeof ZScenarioInWeek>;

/**
 * `GET /api/scenarios/:teamName` response: the team's scenarios, newest first (at most 10), each
 * with `weekTotals` for `week` (its starters' points that count that week, as the team's week
 * totals them: OUT and bye 0) and the team's `mode`.
 */
export const ZListScenariosResponse = z.lazy(() =>
  z.object({
    week: ZWeek,
    /** The team's own mode: the one of `weekTotals` its numbers are decided in (servers before game day leave it out). */
    mode: z.optional(ZProjectionMode),
    scenarios: z.array(ZScenarioInWeek),
  }),
);
export type ListScenariosResponse = z.infer<typeof ZListScenariosResponse>;

/**
 * `POST /api/scenarios/:teamName` body: the save-scenario modal (name required, at most 50
 * characters; description optional, at most 200), the week and projection mode it is saved for,
 * (default: the team's own mode), and optionally the lineup and bench the browser shows and the `expectedVersion` of the team.
 * The server saves the team's lineup and bench as they stand in its own records, and
 * `projectedPoints` as its own total of them for that week and mode (a number the browser sends is
 * not trusted); a `lineup`/`bench` that is not the team's as it stands, or a stale `expectedVersion`,
 * is refused (409) so a user never saves something other than what they saw. Also refused: a
 * duplicate name, case-insensitive ('A scenario with this name already exists', 409) and an eleventh
 * scenario ('Maximum number of scenarios reached (10 per team)', 409).
 */
export const ZCreateScenarioRequest = z.lazy(() =>
  z.object({
    name: ZScenarioName,
    description: ZScenarioDescription,
    lineup: z.optional(ZLineup),
    bench: z.optional(
      z.array(ZPlayer).check(z.maxLength(BENCH_MAX, `A bench holds at most ${BENCH_MAX} players`)),
    ),
    projectedPoints: z.optional(z.number({ error: 'projectedPoints must be a number' })),
    projectionMode: z.optional(ZProjectionMode),
    week: ZWeek,
    expectedVersion: ZExpectedVersion,
  }),
);
export type CreateScenarioRequest = z.infer<typeof ZCreateScenarioRequest>;
export type CreateScenarioRequestInput = z.input<typeof ZCreateScenarioRequest>;

/** `POST /api/scenarios/:teamName` response (201, our design): the saved scenario. */
export const ZCreateScenarioResponse = z.lazy(() => z.object({ scenario: ZScenario }));
export type CreateScenarioResponse = z.infer<typeof ZCreateScenarioResponse>;

/** `POST /api/scenarios/:teamName/:id/load` body: optionally the team's `version` the caller saw. */
export const ZLoadScenarioRequest = z.lazy(() => z.object({ expectedVersion: ZExpectedVersion }));
export type LoadScenarioRequest = z.infer<typeof ZLoadScenarioRequest>;

/**
 * Why a player of the scenario, or of the team, is not where the scenario put him:
 * - `notOnTeam`: the scenario names a player the team no longer has (dropped since); left out.
 * - `positionChanged`: his position is no longer the slot's; he goes to the bench.
 * - `newOnTeam`: the team gained him after the scenario was saved; he goes to the bench (or an
 *   empty slot he fits when the bench is full).
 * - `locked`: his game of the week under way has kicked off, so he stays where he stands (the
 *   kickoff locks); the scenario's other players are placed around him.
 */
const SCENARIO_LOAD_REASONS = ['notOnTeam', 'positionChanged', 'newOnTeam', 'locked'] as const;
const ZScenarioLoadNote = z.lazy(() =>
  z.object({
    playerId: ZId,
    playerName: z.string(),
    reason: z.enum(SCENARIO_LOAD_REASONS),
    /** Where he stands now (`null`: not on the team). */
    placedAt: z.nullable(ZRosterPlace),
    /** The note as a sentence, e.g. "Puka Nacua is no longer on the team; his slot WR1 is left empty." */
    message: z.string(),
  }),
);
export type ScenarioLoadNote = z.infer<typeof ZScenarioLoadNote>;

/**
 * `POST /api/scenarios/:teamName/:id/load` response (not shown in the spec; our design). Loading
 * makes the scenario's lineup and bench the team's, in one change with the team's optimistic
 * concurrency (its `version` up by one, or unchanged when the team already stands so), and answers
 * the updated team, the scenario and a note for every player not placed as saved.
 */
export const ZLoadScenarioResponse = z.lazy(() =>
  z.object({
    team: ZTeam,
    scenario: ZScenario,
    notes: z.array(ZScenarioLoadNote),
  }),
);
export type LoadScenarioResponse = z.infer<typeof ZLoadScenarioResponse>;

/** `DELETE /api/scenarios/:teamName/:id` response (our design): which scenario was deleted. */
export const ZDeleteScenarioResponse = z.lazy(() => z.object({ deleted: z.literal(true), id: ZId }));
export type DeleteScenarioResponse = z.infer<typeof ZDeleteScenarioResponse>;
