import { GAME_TYPES, ZStatLine } from '@lineup-lab/core';
import { z } from 'zod';

/**
 * The NFL data the projection engine reads, as the importers produce it and the store keeps it.
 * Team abbreviations are always canonical (`canonicalTeam`): one spelling per franchise across
 * seasons and sources. Ids are strings prefixed by their source where sources differ
 * (`nflcom:2560955`, `gsis:00-0033873`, `sleeper:4984`), so that ids of two sources never collide.
 */

/** The positions the engine projects. Sources' `PK` is stored as `K`, `DEF`/`DST` as `D/ST`. */
export const NFL_POSITIONS = ['QB', 'RB', 'WR', 'TE', 'K', 'D/ST'] as const;
export const ZNflPosition = z.enum(NFL_POSITIONS);
export type NflPosition = z.infer<typeof ZNflPosition>;

/** Where a row came from: each importer's format. */
export const DATA_SOURCES = [
  'nflverse-player-stats',
  'nflcom-actuals',
  'nflcom-projections',
  'nflverse-schedules',
  'nflverse-injuries',
  'sleeper-players',
  'demo',
  'footballdb',
] as const;
export const ZDataSource = z.enum(DATA_SOURCES);
export type DataSource = z.infer<typeof ZDataSource>;

const season = z.number().int().min(1990).max(2100);
const week = z.number().int().min(1).max(22);
const team = z.string().regex(/^[A-Z]{2,3}$/, 'must be a canonical team abbreviation');

/** An NFL franchise. `_id` is the canonical abbreviation. */
export const ZNflTeam = z.object({
  _id: team,
  name: z.string().min(1),
});
export type NflTeam = z.infer<typeof ZNflTeam>;

/**
 * A player. `_id` is ours (`<source>:<source id>` of the source that first named the player); `ids`
 * holds every source id known for the same person, which is how rows of other sources find the
 * player. A team defence is a player too (position `D/ST`, `_id` `dst:<team>`).
 */
export const ZNflPlayer = z.object({
  _id: z.string().min(1),
  name: z.string().min(1),
  position: ZNflPosition,
  /** Current team; `null` for a free agent. */
  team: team.nullable(),
  status: z.enum(['active', 'inactive', 'injured_reserve', 'free_agent', 'retired']).default('active'),
  ids: z
    .object({
      gsis: z.string().optional(),
      nflcom: z.string().optional(),
      sleeper: z.string().optional(),
    })
    .default({}),
  /** Set on rows made by the demo-season generator, so they are never mistaken for real data. */
  demo: z.boolean().optional(),
});
export type NflPlayer = z.infer<typeof ZNflPlayer>;

/**
 * A game. `_id` is the nflverse game id (`2024_01_BAL_KC`). `kickoff` is an ISO instant (UTC).
 * `spreadLine` follows nflverse: points the home team is favoured by (negative: the away team is).
 * Scores are `null` until the game is played; lines are `null` when not known.
 */
export const ZGame = z.object({
  _id: z.string().min(1),
  season,
  week,
  gameType: z.enum(GAME_TYPES),
  kickoff: z.iso.datetime({ offset: true }),
  homeTeam: team,
  awayTeam: team,
  spreadLine: z.number().nullable(),
  totalLine: z.number().nullable(),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  demo: z.boolean().optional(),
});
export type Game = z.infer<typeof ZGame>;

/**
 * One player's stat line for one week, from one source. `_id` is `<source>:<season>:<week>:<playerId>`.
 * `reportedPoints` are the points the source itself gave the line (NFL.com's `TotalPoints`, in its
 * own league scoring), kept because the back-test's truth is exactly that number. `opponent` and
 * `isHome` are `null` when the source does not say.
 */
export const ZWeeklyStat = z.object({
  _id: z.string().min(1),
  source: ZDataSource,
  playerId: z.string().min(1),
  season,
  week,
  team: team.nullable(),
  opponent: team.nullable(),
  isHome: z.boolean().nullable(),
  stats: ZStatLine,
  reportedPoints: z.number().nullable(),
  /** Usage the scoring ignores but the model reads: targets, carries, pass attempts, red-zone looks. */
  usage: z
    .object({
      targets: z.number().nonnegative().optional(),
      carries: z.number().nonnegative().optional(),
      passAttempts: z.number().nonnegative().optional(),
      redZoneTargets: z.number().nonnegative().optional(),
      redZoneTouches: z.number().nonnegative().optional(),
    })
    .default({}),
  /** `true` on a source's row for a week the player's team had no game (NFL.com lists byes as rows). */
  bye: z.boolean().optional(),
  demo: z.boolean().optional(),
});
export type WeeklyStat = z.infer<typeof ZWeeklyStat>;

/** Another projector's points for a player-week (NFL.com's `PlayerWeekProjectedPts`): the peer. */
export const ZPeerProjection = z.object({
  _id: z.string().min(1),
  source: ZDataSource,
  playerId: z.string().min(1),
  season,
  week,
  points: z.number(),
});
export type PeerProjection = z.infer<typeof ZPeerProjection>;

/**
 * A game-week injury report line (nflverse injuries). `status` `null`: no game status (a practice
 * report only, or `probable`).
 */
export const ZInjuryReportLine = z.object({
  _id: z.string().min(1),
  playerId: z.string().min(1),
  season,
  week,
  team,
  status: z.enum(['Out', 'Doubtful', 'Questionable']).nullable(),
  injury: z.string().nullable(),
  /** The week's practice participation as the source words it (`Limited Participation in Practice`). */
  practiceStatus: z.string().nullable().optional(),
  /** `REG` or `POST`, when the file says (nflverse's `season_type`). */
  seasonType: z.enum(['REG', 'POST']).optional(),
  /** The second injury named (the game report's, else the practice report's), when there is one. */
  secondaryInjury: z.string().optional(),
  /** The practice report's primary injury, when there is one (it may differ from the game report's). */
  practiceInjury: z.string().optional(),
  /** Listed Probable (a game status until 2016): expected to play, so `status` is `null`. */
  probable: z.literal(true).optional(),
});
export type InjuryReportLine = z.infer<typeof ZInjuryReportLine>;

/** What every parse of a source file reports: the data rows read and the rows refused, with why. */
export interface FileParse {
  /** Data rows read (the header and blank lines not counted). */
  read: number;
  /** `line` is the 1-based line of the file (the header is line 1). */
  rejected: Array<{ line: number; reason: string }>;
}

/** A parse of a file of one kind of row: the rows ready to store. */
export interface ParseResult<T> extends FileParse {
  rows: T[];
}
