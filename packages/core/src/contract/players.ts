import { ARCHETYPES, PLAYER_SEARCH } from '../constants.js';
import { ZPlayerSearchText } from '../validation/player-search.js';
import { trimmedText } from '../validation/trimmed-text.js';
import { z } from '../zod.js';
import { ZPlayer, ZProjectionMode, ZProjections, ZWeek } from './entities.js';
import { ZInjuryMap, ZInjuryStatus } from './injuries.js';
import { queryNumber, ZWeekQuery } from './query.js';

/** Player archetypes (spec §9): aggressive, balanced, conservative. */
export const ZArchetype = z.enum(ARCHETYPES);
export type Archetype = z.infer<typeof ZArchetype>;

/**
 * How favourable a week's matchup is for a player (our vocabulary; the spec only names the field).
 * The admin weekly table groups and sorts by it; the projection engine fills it.
 */
export const MATCHUPS = ['favorable', 'neutral', 'unfavorable'] as const;
export const ZMatchup = z.enum(MATCHUPS);
export type Matchup = z.infer<typeof ZMatchup>;

/** `GET /api/players/player-projections/:playerName` path parameter: the player's name as shown. */
export const ZPlayerNameParams = z.object({
  playerName: trimmedText(1, 100, {
    tooShort: 'Player name is required',
    tooLong: 'Player name must be at most 100 characters',
  }),
});

/**
 * `GET /api/players/player-projections/:playerName` query: `week` (1–18, coerced from the query text;
 * absent: the week users plan for, `GET /api/season`'s `planningWeek`) and `mode`, the projection
 * mode whose number is answered as `points` (default `median`).
 */
export const ZPlayerProjectionsQuery = z.object({
  week: ZWeekQuery,
  mode: z._default(ZProjectionMode, 'median'),
});
export type PlayerProjectionsQueryInput = z.input<typeof ZPlayerProjectionsQuery>;

/**
 * `GET /api/players/player-projections/:playerName` response (spec §3 "Player projection response"),
 * for the season under way (`GET /api/season`'s `season`) and `week`, the week answered for.
 * - `projections`: the week's conservative, median and aggressive points (`null` = no number, 'N/A').
 *   They are the raw figures: a bye week or an OUT status is not folded in.
 * - `mode` and `points`: the number that counts in the requested mode, with a bye week or a player
 *   who will not play counted 0 (core's `projectedPoints`); `null` when there is no number.
 * - `opponent`, `gameTime`, `isHomeGame`: `null` on a bye week or when the schedule is unknown.
 *   `gameTime` is an ISO 8601 instant (UTC); clients show it in the viewer's time zone (`formatGameTime`).
 * - `confidence` (0–1), `archetype`, `matchupFavorability`, `defenseRanking` (1 = the
 *   defence that allows the fewest points to the position, 32 the most) and `injuryStatus`
 *   (`null` = active) are optional: the projection engine adds them where it knows them.
 */
export const ZPlayerProjectionResponse = z.object({
  playerName: z.string(),
  week: ZWeek,
  projections: ZProjections,
  mode: ZProjectionMode,
  points: z.nullable(z.number()),
  isByeWeek: z.boolean(),
  opponent: z.nullable(z.string()),
  gameTime: z.nullable(z.iso.datetime({ offset: true })),
  isHomeGame: z.nullable(z.boolean()),
  confidence: z.optional(z.nullable(z.number().check(z.gte(0), z.lte(1)))),
  archetype: z.optional(z.nullable(ZArchetype)),
  matchupFavorability: z.optional(z.nullable(ZMatchup)),
  defenseRanking: z.optional(z.nullable(z.number().check(z.int(), z.gte(1), z.lte(32)))),
  injuryStatus: z.optional(z.nullable(ZInjuryStatus)),
});
export type PlayerProjectionResponse = z.infer<typeof ZPlayerProjectionResponse>;

/** The most results one enhanced search returns. */
export const PLAYER_SEARCH_MAX_LIMIT = 50;
const SEARCH_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${PLAYER_SEARCH_MAX_LIMIT}`;

/**
 * `GET /api/players/enhanced-search` query: `q` (trimmed, at least 2 characters: 'Type at least 2
 * characters to search') and `limit` (1–50, default 20, coerced from the query text).
 */
export const ZPlayerSearchQuery = z.object({
  q: ZPlayerSearchText,
  limit: queryNumber(
    SEARCH_LIMIT_MESSAGE,
    z._default(
      z
        .number()
        .check(
          z.int(SEARCH_LIMIT_MESSAGE),
          z.gte(1, SEARCH_LIMIT_MESSAGE),
          z.lte(PLAYER_SEARCH_MAX_LIMIT, SEARCH_LIMIT_MESSAGE),
        ),
      PLAYER_SEARCH.limit,
    ),
  ),
});
export type PlayerSearchQueryInput = z.input<typeof ZPlayerSearchQuery>;

/** `GET /api/players/enhanced-search` response: matching players, best match first. */
export const ZPlayerSearchResponse = z.object({ players: z.array(ZPlayer) });
export type PlayerSearchResponse = z.infer<typeof ZPlayerSearchResponse>;

/**
 * `GET /api/injuries` response: the injury map (player name → designation; active players absent)
 * and when it was last updated (`null` when no injury data has been loaded).
 */
export const ZInjuriesResponse = z.object({
  injuries: ZInjuryMap,
  updatedAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type InjuriesResponse = z.infer<typeof ZInjuriesResponse>;

/** One sample player on a landing-page archetype card, with the reason it fits the archetype. */
const ZShowcasePlayer = z.object({
  playerName: z.string(),
  position: ZPlayer.shape.position,
  teamName: z.string(),
  projections: ZProjections,
  reason: z.string(),
});
export type ShowcasePlayer = z.infer<typeof ZShowcasePlayer>;

/**
 * `GET /api/players/showcase` (public): the landing page's three archetype cards (conservative,
 * balanced, aggressive, in that order), each with up to four players from the week users plan for
 * (the season clock's), and `ranking`, one sentence that says how its players were chosen. `demo` is
 * true when the predictions come from the generated demo season (the page must say so); `week` and
 * `season` are `null` and the cards empty when no week has predictions yet.
 */
export const ZShowcaseResponse = z.object({
  season: z.nullable(z.number().check(z.int())),
  week: z.nullable(ZWeek),
  demo: z.boolean(),
  cards: z.array(
    z.object({
      archetype: ZArchetype,
      ranking: z.string(),
      players: z.array(ZShowcasePlayer).check(z.maxLength(4)),
    }),
  ),
});
export type ShowcaseResponse = z.infer<typeof ZShowcaseResponse>;
