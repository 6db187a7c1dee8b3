import { BENCH_MAX } from '../constants.js';
import { ZTeamChangeAction } from '../history/team-change-actions.js';
import { ZTeamName } from '../validation/team-name.js';
import { z } from '../zod.js';
import { ZLineup, ZPlayer, ZProjectionMode, ZTeam, ZWeek } from './entities.js';
import { ZKeptPlayers } from './game-day.js';
import { queryNumber, ZWeekQuery } from './query.js';
import { ZModeTotals } from './team-week.js';

const VERSION_MESSAGE = 'version must be a whole number';
const ZVersionNumber = z
  .number({ error: VERSION_MESSAGE })
  .check(z.int(VERSION_MESSAGE), z.nonnegative(VERSION_MESSAGE));

/** `/api/teams/:teamName/history/:version/restore` path parameters: the team and the version to bring back. */
export const ZTeamVersionParams = z.lazy(() =>
  z.object({
    teamName: ZTeamName,
    version: queryNumber(VERSION_MESSAGE, ZVersionNumber),
  }),
);

/** `GET /api/teams/:teamName/history` query: the week each version's lineup is totalled for (default: the planning week). */
export const ZTeamHistoryQuery = z.lazy(() => z.object({ week: ZWeekQuery }));

/**
 * One version of a team in its history (our design): its number, its lineup and bench, when and
 * by which action it was made (`action` `null`: made before histories were kept), what changed from
 * the version before it in short (`null` when that version is no longer kept), its starters'
 * totals in the week asked for (as the team's week totals them), and whether it is the team as it
 * stands (`current`). Earlier versions are kept 30 days from the change that replaced them
 * (`keptUntil`; absent on the current one).
 */
const ZTeamVersion = z.lazy(() =>
  z.object({
    version: ZVersionNumber,
    current: z.boolean(),
    madeAt: z.iso.datetime(),
    action: z.nullable(ZTeamChangeAction),
    changes: z.nullable(z.string()),
    keptUntil: z.optional(z.iso.datetime()),
    lineup: ZLineup,
    bench: z.array(ZPlayer).check(z.maxLength(BENCH_MAX)),
    weekTotals: ZModeTotals,
  }),
);
export type TeamVersion = z.infer<typeof ZTeamVersion>;

/**
 * `GET /api/teams/:teamName/history` response (Pro and exempt): the team as it stands first, then
 * every earlier version kept (the last 30 days), newest first, each totalled for `week`.
 */
export const ZTeamHistoryResponse = z.lazy(() =>
  z.object({
    week: ZWeek,
    /** The team's own mode: the one of `weekTotals` its numbers are decided in (servers before game day leave it out). */
    mode: z.optional(ZProjectionMode),
    versions: z.array(ZTeamVersion),
  }),
);
export type TeamHistoryResponse = z.infer<typeof ZTeamHistoryResponse>;

/**
 * `POST /api/teams/:teamName/history/:version/restore` body: the team's `version` the caller saw,
 * required (a restore replaces the whole lineup and bench, so it must land on what was seen).
 */
export const ZRestoreTeamVersionRequest = z.lazy(() => z.object({ expectedVersion: ZVersionNumber }));

/**
 * `POST /api/teams/:teamName/history/:version/restore` response: the team with the version's lineup
 * and bench back (itself a new version, made by `restore`; unchanged when it already stood so),
 * which version was restored, and the players `kept` where they stood because their game of the
 * week under way has kicked off (the kickoff locks; servers before them leave it out).
 */
export const ZRestoreTeamVersionResponse = z.lazy(() =>
  z.object({
    team: ZTeam,
    restored: ZVersionNumber,
    kept: z.optional(ZKeptPlayers),
  }),
);
export type RestoreTeamVersionResponse = z.infer<typeof ZRestoreTeamVersionResponse>;
