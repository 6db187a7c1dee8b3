import { ZRosterPlace } from '../positions.js';
import { ZTeamName } from '../validation/team-name.js';
import { z } from '../zod.js';
import { ZId, ZLineup, ZLineupKey, ZProjectionMode, ZTeam } from './entities.js';
import { ZChangeTeamScoringRequest } from './game-day.js';

/**
 * The `:teamName` path parameter of `DELETE /api/delete-team/:teamName`, `GET /api/get-team/:teamName`,
 * `GET /api/get-lineups/:teamName` and `GET /api/scenarios/:teamName` … (the same rule as the name).
 */
export const ZTeamNameParams = z.lazy(() => z.object({ teamName: ZTeamName }));

/**
 * Optimistic concurrency for the mutating lineup calls (our design): the client may send the
 * `version` of the team it last saw. When it no longer matches, the server changes nothing and answers
 * 409 CONFLICT, and the client reloads the team. Absent, the change applies to the current team.
 */
export const ZExpectedVersion = z.optional(
  z
    .number({ error: 'expectedVersion must be a whole number' })
    .check(
      z.int('expectedVersion must be a whole number'),
      z.nonnegative('expectedVersion must be a whole number'),
    ),
);

/**
 * `POST /api/create-team` body: the team name ('Team name is required' when blank after trimming)
 * and, optionally, the `scoring` it is counted in (as `PUT /api/teams/:teamName/scoring` takes it;
 * default half-PPR) and its projection `mode` (default `median`).
 * @example { teamName: 'Gridiron Gang', scoring: { format: 'ppr' }, mode: 'aggressive' }
 */
export const ZCreateTeamRequest = z.lazy(() =>
  z.object({
    teamName: ZTeamName,
    scoring: z.optional(ZChangeTeamScoringRequest),
    mode: z.optional(ZProjectionMode),
  }),
);
export type CreateTeamRequestInput = z.input<typeof ZCreateTeamRequest>;

/**
 * A team, as answered by every call that reads or changes one (our design; the spec shows none of
 * these bodies): `POST /api/create-team` (201), `GET /api/get-team/:teamName`, `POST /api/edit-lineup`,
 * `POST /api/move-player`, `POST /api/move-to-slot`, `DELETE /api/drop-player` and scenario load.
 * The team carries its new `version`.
 */
export const ZTeamResponse = z.object({ team: ZTeam });
export type TeamResponse = z.infer<typeof ZTeamResponse>;

/**
 * `DELETE /api/delete-team/:teamName` response (not shown in the spec; our design): which team was
 * deleted, so the client can show "Team '{teamName}' has been deleted successfully.".
 */
export const ZDeleteTeamResponse = z.lazy(() => z.object({ deleted: z.literal(true), teamName: ZTeamName }));
export type DeleteTeamResponse = z.infer<typeof ZDeleteTeamResponse>;

/**
 * `GET /api/get-lineups/:teamName` response: the team's lineups (the first is active) and bench,
 * with the team's `version` for a following mutating call.
 */
export const ZGetLineupsResponse = z.lazy(() =>
  z.object({
    teamName: ZTeamName,
    lineups: z.array(ZLineup).check(z.minLength(1)),
    bench: ZTeam.shape.bench,
    version: ZTeam.shape.version,
  }),
);
export type GetLineupsResponse = z.infer<typeof ZGetLineupsResponse>;

/** The fields every mutating lineup request carries. */
const lineupMutation = { teamName: ZTeamName, playerId: ZId, expectedVersion: ZExpectedVersion };

/** Where an added player goes: `fit`, the best empty starting slot he may fill, else the bench; or `bench`. */
export const PLACEMENTS = ['fit', 'bench'] as const;

/**
 * `POST /api/edit-lineup` body: add the catalogue player with `playerId` to the team, where
 * `placement` says (default `bench`, the spec's behaviour, which scripts that add and then move rely
 * on; the web and the CLI send `fit`): with `fit`, into the empty starting slot he is eligible for that
 * the slot rules prefer (his position's own slot before FLEX; RB1 before RB2), else the bench. Refused
 * when he would go to a full bench ('Bench is full …') or is already on the team. Answers
 * `ZAddPlayerResponse`.
 */
export const ZEditLineupRequest = z.lazy(() =>
  z.object({
    ...lineupMutation,
    placement: z._default(z.enum(PLACEMENTS, { error: 'placement must be fit or bench' }), 'bench'),
  }),
);
export type EditLineupRequestInput = z.input<typeof ZEditLineupRequest>;

/** `POST /api/edit-lineup` response: the team, and where the player was placed (a starting slot or `BENCH`). */
export const ZAddPlayerResponse = z.lazy(() => z.extend(ZTeamResponse, { placed: ZRosterPlace }));
export type AddPlayerResponse = z.infer<typeof ZAddPlayerResponse>;

/**
 * `POST /api/move-player` body: move a player from where the client saw it (`fromPosition`) to
 * `toPosition`, a starting slot ('QB', 'RB1' … 'K') or 'BENCH'. When the player is no longer at
 * `fromPosition` the server refuses (PLAYER_NOT_AT_POSITION). Answers `ZTeamResponse`.
 */
export const ZMovePlayerRequest = z.lazy(() =>
  z.object({
    ...lineupMutation,
    fromPosition: ZRosterPlace,
    toPosition: ZRosterPlace,
  }),
);

/**
 * `POST /api/move-to-slot` body: move a player into the lineup slot named by its wire key
 * (`positionType`: 'quarterback', 'runningBacks' …) and, for the two-slot keys runningBacks and
 * wideReceivers, `index` 0 or 1 (default 0; ignored for the other keys). Answers `ZTeamResponse`.
 */
export const ZMoveToSlotRequest = z.lazy(() =>
  z.object({
    ...lineupMutation,
    positionType: ZLineupKey,
    index: z.optional(z.union([z.literal(0), z.literal(1)], { error: 'index must be 0 or 1' })),
  }),
);

/**
 * `DELETE /api/drop-player` body: release a bench player from the team (irreversible; only bench
 * players can be dropped). Answers `ZTeamResponse`.
 */
export const ZDropPlayerRequest = z.lazy(() => z.object(lineupMutation));
