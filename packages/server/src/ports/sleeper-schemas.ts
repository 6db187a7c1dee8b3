import { z } from 'zod';
import { pathSegment } from './path-segment.js';

/**
 * The parts of Sleeper's read API answers (https://docs.sleeper.app) the import uses, as loose
 * objects: other fields pass through untouched, and fields Sleeper sends as `null` are accepted
 * wherever it is known to (a roster before the draft has `players: null`, an orphan roster
 * `owner_id: null`).
 */

const id = z.string().min(1);
/**
 * An id the import sends back to Sleeper in a path (a user's `user_id`, a league's `league_id`):
 * one that cannot be a single path segment (`..`, `.`, a slash: see `pathSegment`) makes the
 * answer a bad one, rather than a request for another path.
 */
const pathId = id.refine((text) => pathSegment(text) !== undefined, 'is not a single URL path segment');
const optionalText = z.string().nullish();
const idList = z
  .array(z.string())
  .nullish()
  .transform((ids) => ids ?? []);

/** `GET /user/<username or user_id>` (Sleeper answers `null` for an unknown user). */
export const ZSleeperUser = z.looseObject({
  user_id: pathId,
  username: optionalText,
  display_name: optionalText,
  avatar: optionalText,
});
export type SleeperUser = z.infer<typeof ZSleeperUser>;

/** A league's scoring settings: every numeric entry (`rec`, `pass_td`, `bonus_rec_te` …); others dropped. */
const scoringSettings = z
  .record(z.string(), z.unknown())
  .transform((settings) =>
    Object.fromEntries(
      Object.entries(settings).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]),
      ),
    ),
  );

/** `GET /league/<league_id>` and each entry of `GET /user/<user_id>/leagues/nfl/<season>`. */
export const ZSleeperLeague = z.looseObject({
  league_id: pathId,
  name: z.string(),
  season: z.string(),
  sport: optionalText,
  season_type: optionalText,
  /** `pre_draft`, `drafting`, `in_season` or `complete`. */
  status: z.string(),
  total_rosters: z.number().int().nonnegative(),
  /** The starting slots then the bench, e.g. `["QB","RB","RB","WR","WR","TE","FLEX","SUPER_FLEX","BN"]`. */
  roster_positions: z
    .array(z.string())
    .nullish()
    .transform((positions) => positions ?? []),
  scoring_settings: scoringSettings.nullish().transform((settings) => settings ?? {}),
  settings: z.looseObject({}).nullish(),
  previous_league_id: optionalText,
  draft_id: optionalText,
  avatar: optionalText,
});
export type SleeperLeague = z.infer<typeof ZSleeperLeague>;

/** `GET /league/<league_id>/rosters`: one per team. */
export const ZSleeperRoster = z.looseObject({
  roster_id: z.number().int(),
  /** The owner's user id; `null` for a roster nobody owns. */
  owner_id: z
    .string()
    .nullish()
    .transform((owner) => owner ?? null),
  co_owners: idList,
  league_id: optionalText,
  /** Every player on the roster (starters, bench, reserve and taxi included). */
  players: idList,
  /** Player ids in `roster_positions` order; an empty slot is `"0"` in Sleeper's answer, `null` here. */
  starters: z
    .array(z.string())
    .nullish()
    .transform((ids) => (ids ?? []).map((starter) => (starter === '0' || starter === '' ? null : starter))),
  reserve: idList,
  taxi: idList,
  settings: z.looseObject({}).nullish(),
});
export type SleeperRoster = z.infer<typeof ZSleeperRoster>;

/** `GET /league/<league_id>/users`: the league's members. */
export const ZSleeperLeagueUser = z.looseObject({
  user_id: id,
  username: optionalText,
  display_name: optionalText,
  avatar: optionalText,
  metadata: z.looseObject({ team_name: optionalText }).nullish(),
  is_owner: z.boolean().nullish(),
});
export type SleeperLeagueUser = z.infer<typeof ZSleeperLeagueUser>;

/** One entry of `GET /players/nfl` (an object keyed by `player_id`), as Sleeper sends it. */
const ZSleeperPlayerEntry = z.looseObject({
  player_id: z.string().optional(),
  first_name: optionalText,
  last_name: optionalText,
  full_name: optionalText,
  /** `QB`, `RB`, `WR`, `TE`, `K`, `DEF`, or a position we do not project (`LB`, `OT` …). */
  position: optionalText,
  fantasy_positions: z.array(z.string()).nullish(),
  /** The NFL team's abbreviation; `null` for a free agent. */
  team: optionalText,
  status: optionalText,
  active: z.boolean().nullish(),
  gsis_id: optionalText,
});

/**
 * A player of Sleeper's NFL list, trimmed to what the import keeps (and the store holds, one copy a
 * day). `name` is `full_name`, else first and last name (a defence: `Las Vegas Raiders`).
 */
export interface SleeperPlayer {
  id: string;
  name: string;
  position: string | null;
  fantasyPositions: string[];
  team: string | null;
  status: string | null;
  active: boolean;
  gsisId: string | null;
}

/** A Sleeper player list entry as a `SleeperPlayer`, or why it cannot be one. */
export function sleeperPlayerOf(key: string, value: unknown): SleeperPlayer | { rejected: string } {
  const parsed = ZSleeperPlayerEntry.safeParse(value);
  if (!parsed.success) return { rejected: parsed.error.issues[0]?.message ?? 'not a player entry' };
  const entry = parsed.data;
  if (entry.player_id !== undefined && entry.player_id !== key) {
    return { rejected: `player_id "${entry.player_id}" differs from its key` };
  }
  const name =
    entry.full_name?.trim() || [entry.first_name, entry.last_name].filter(Boolean).join(' ').trim();
  const trimmed = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);
  return {
    id: key,
    name,
    position: trimmed(entry.position) ?? trimmed(entry.fantasy_positions?.[0]),
    fantasyPositions: entry.fantasy_positions ?? [],
    team: trimmed(entry.team),
    status: trimmed(entry.status),
    active: entry.active !== false,
    gsisId: trimmed(entry.gsis_id),
  };
}
