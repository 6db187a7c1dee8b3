import { BENCH_MAX } from '../constants.js';
import { ZPosition } from '../positions.js';
import { VALIDATION_MESSAGES as M } from '../validation/messages.js';
import { ZTeamName } from '../validation/team-name.js';
import { trimmedText } from '../validation/trimmed-text.js';
import { z } from '../zod.js';

/** Projection modes (spec §4): which of the three numbers counts. */
export const PROJECTION_MODES = ['conservative', 'median', 'aggressive'] as const;
export const ZProjectionMode = z.enum(PROJECTION_MODES);
export type ProjectionMode = z.infer<typeof ZProjectionMode>;

/** Conservative, median and aggressive points; `null` when there is no number (shown as 'N/A'). */
export const ZProjections = z.lazy(() =>
  z.object({
    conservative: z.nullable(z.number()),
    median: z.nullable(z.number()),
    aggressive: z.nullable(z.number()),
  }),
);
export type Projections = z.infer<typeof ZProjections>;

/**
 * A player (spec §3). `teamName` is the NFL team. `projections` are the season-level figures the
 * player record carries (the weekly ones come from the player-projections call); the spec's alias
 * `normal` for `median` is not used on the wire.
 */
export const ZPlayer = z.object({
  _id: z.string().check(z.minLength(1)),
  playerName: z.string().check(z.minLength(1)),
  teamName: z.string(),
  position: ZPosition,
  projections: z.optional(ZProjections),
  points: z.optional(z.nullable(z.number())),
  points2024: z.optional(z.nullable(z.number())),
  points2023: z.optional(z.nullable(z.number())),
});
export type Player = z.infer<typeof ZPlayer>;

/** The least a lineup rule needs to know of a player. */
export interface RosterPlayer {
  readonly _id: string;
  readonly position: z.infer<typeof ZPosition>;
}

/** A starting lineup (spec §3) whose slots hold `player` or `null` when empty. */
function lineupSchema<P extends z.core.$ZodType>(player: P) {
  const slot = z.nullable(player);
  return z.object({
    quarterback: slot,
    runningBacks: z.readonly(z.tuple([slot, slot])),
    wideReceivers: z.readonly(z.tuple([slot, slot])),
    tightEnd: slot,
    flex: slot,
    defenseST: slot,
    kicker: slot,
  });
}

/** The lineup shape over any player type, as the pure lineup rules see it. */
export interface LineupOf<P> {
  readonly quarterback: P | null;
  readonly runningBacks: readonly [P | null, P | null];
  readonly wideReceivers: readonly [P | null, P | null];
  readonly tightEnd: P | null;
  readonly flex: P | null;
  readonly defenseST: P | null;
  readonly kicker: P | null;
}

export const ZLineup = z.lazy(() => lineupSchema(ZPlayer));
export type Lineup = z.infer<typeof ZLineup>;

/** The lineup keys of the wire shape, as `move-to-slot`'s `positionType` names them. */
export const LINEUP_KEYS = [
  'quarterback',
  'runningBacks',
  'wideReceivers',
  'tightEnd',
  'flex',
  'defenseST',
  'kicker',
] as const;
export const ZLineupKey = z.enum(LINEUP_KEYS);
export type LineupKey = z.infer<typeof ZLineupKey>;

/** Team names: trimmed, 1–50 characters ('Team name is required'). The rule lives in validation/. */
export { ZTeamName };

/**
 * An id we generate (team, player, scenario, lineup …): a non-empty string of at most 128
 * characters. Ids are strings, never ObjectIds.
 */
export const ZId = trimmedText(1, 128, {
  tooShort: 'An id is required',
  tooLong: 'Ids are at most 128 characters',
});

/** The weeks of an NFL regular season. */
export const SEASON_WEEKS = { first: 1, last: 18 } as const;

/** A regular-season week number, 1 to 18, in a JSON body. Queries use `ZWeekQuery` (coerced). */
export const ZWeek = z
  .number({ error: M.weekInvalid })
  .check(
    z.int(M.weekInvalid),
    z.gte(SEASON_WEEKS.first, M.weekInvalid),
    z.lte(SEASON_WEEKS.last, M.weekInvalid),
  );

/**
 * A fantasy team (spec §3). `lineups[0]` is the active lineup; `bench` holds up to 7 players.
 * `version` increases with every change (optimistic concurrency); every mutating lineup call
 * answers with the updated team.
 */
export const ZTeam = z.object({
  _id: z.string().check(z.minLength(1)),
  teamName: ZTeamName,
  lineups: z.array(ZLineup).check(z.minLength(1)),
  bench: z.array(ZPlayer).check(z.maxLength(BENCH_MAX)),
  version: z.number().check(z.int(), z.nonnegative()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Team = z.infer<typeof ZTeam>;

/** An empty lineup. */
export function emptyLineup<P>(): LineupOf<P> {
  return {
    quarterback: null,
    runningBacks: [null, null],
    wideReceivers: [null, null],
    tightEnd: null,
    flex: null,
    defenseST: null,
    kicker: null,
  };
}
