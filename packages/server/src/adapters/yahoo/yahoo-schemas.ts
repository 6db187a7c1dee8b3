import { z } from 'zod';

/**
 * The parts of Yahoo's Fantasy API answers the import reads (docs/hosts/yahoo-protocol.md §3), as
 * loose objects over what `yahoo-content.ts` flattens: other fields pass through, numbers Yahoo
 * sends as strings (most of them) or numbers (some) are read either way.
 */

/** A whole number sent as a number or a string of digits. */
const count = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);
/** A number sent as a number or a decimal string (`"0.04"`, `"-2"`). */
const decimal = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
const text = z.string();
const flag = z
  .union([z.number(), z.string(), z.boolean()])
  .transform((value) => value === 1 || value === '1' || value === true);

/** A league key, `{game_key}.l.{league_id}` (`470.l.100001`). */
export const YAHOO_LEAGUE_KEY = /^\d{1,6}\.l\.\d{1,12}$/;

/** A game (one sport's season) of `users/games`: `{game_key: "470", code: "nfl", season: "2026"}`. */
export const ZYahooGame = z.looseObject({
  game_key: text,
  code: text.optional(),
  season: count,
});

/** A league's metadata (`league[0]`). */
export const ZYahooLeagueMeta = z.looseObject({
  league_key: text.regex(YAHOO_LEAGUE_KEY, 'is not a league key'),
  name: text,
  num_teams: count,
  season: count,
  /** `predraft`, `drafting`? or `postdraft`. */
  draft_status: text.optional(),
  is_finished: flag.optional(),
  game_code: text.optional(),
  scoring_type: text.optional(),
});
export type YahooLeagueMeta = z.infer<typeof ZYahooLeagueMeta>;

/** `{"roster_position": {"position": "W/R/T", "position_type": "O", "count": 1}}`. */
const ZRosterPosition = z.looseObject({
  roster_position: z.looseObject({ position: text, position_type: text.optional(), count }),
});

/** `{"bonus": {"target": "300", "points": "3"}}` on a stat modifier. */
const ZBonus = z.looseObject({ bonus: z.looseObject({ target: decimal, points: decimal }) });

/** One stat modifier: the points per unit of a stat, and its bonuses. */
const ZStatModifier = z.looseObject({
  stat: z.looseObject({ stat_id: count, value: decimal, bonuses: z.array(ZBonus).optional() }),
});
export type YahooStatModifier = z.infer<typeof ZStatModifier>['stat'];

/** One stat category: its id and names (for notes). */
const ZStatCategory = z.looseObject({
  stat: z.looseObject({ stat_id: count, name: text.optional(), display_name: text.optional() }),
});

/** A league's `settings` (merged from Yahoo's `settings: [{…}, {…}]`). */
export const ZYahooSettings = z.looseObject({
  roster_positions: z.array(ZRosterPosition),
  stat_categories: z.looseObject({ stats: z.array(ZStatCategory) }).optional(),
  /** Absent in a categories league (no points). */
  stat_modifiers: z.looseObject({ stats: z.array(ZStatModifier) }).optional(),
});
export type YahooSettings = z.infer<typeof ZYahooSettings>;

/** One manager of a team. */
const ZManager = z.looseObject({
  manager: z.looseObject({ nickname: text.optional(), guid: text.optional() }),
});

/** A team's metadata (`team[0]`, merged). */
export const ZYahooTeamMeta = z.looseObject({
  team_key: text,
  team_id: count,
  name: text.optional(),
  managers: z.array(ZManager).optional(),
});

/** A player's metadata (`player[0]`, merged). */
export const ZYahooPlayerMeta = z.looseObject({
  player_key: text.min(1),
  name: z.looseObject({ full: text }),
  display_position: text.optional(),
  primary_position: text.optional(),
  editorial_team_abbr: text.optional(),
  status: text.optional(),
});

/** `player[1].selected_position`, merged: the lineup slot he is in this week. */
export const ZYahooSelectedPosition = z.looseObject({ position: text });
