import { ARCHETYPES, PLAYER_SEARCH } from '../constants.js';
import { VALIDATION_MESSAGES as M } from '../validation/messages.js';
import { ZPlayerSearchText } from '../validation/player-search.js';
import { ZTeamName } from '../validation/team-name.js';
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
export const ZPlayerNameParams = z.lazy(() =>
  z.object({
    playerName: trimmedText(1, 100, {
      tooShort: 'Player name is required',
      tooLong: 'Player name must be at most 100 characters',
    }),
  }),
);

/**
 * `GET /api/players/player-projections/:playerName` query: `week` (1–18, coerced from the query text;
 * absent: the week users plan for, `GET /api/season`'s `planningWeek`) and `mode`, the projection
 * mode whose number is answered as `points` (default `median`).
 */
export const ZPlayerProjectionsQuery = z.lazy(() =>
  z.object({
    week: ZWeekQuery,
    mode: z._default(ZProjectionMode, 'median'),
  }),
);
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
export const ZPlayerProjectionResponse = z.lazy(() =>
  z.object({
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
  }),
);
export type PlayerProjectionResponse = z.infer<typeof ZPlayerProjectionResponse>;

/** The most results one enhanced search returns. */
export const PLAYER_SEARCH_MAX_LIMIT = 50;
const SEARCH_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${PLAYER_SEARCH_MAX_LIMIT}`;

/**
 * The positions a search may browse: one position (`K` finds kickers listed as `PK` too), or `FLEX`
 * (running backs, receivers and tight ends).
 */
export const SEARCH_POSITIONS = ['QB', 'RB', 'WR', 'TE', 'K', 'D/ST', 'FLEX'] as const;
export type SearchPosition = (typeof SEARCH_POSITIONS)[number];
const ZSearchPosition = z.enum(SEARCH_POSITIONS, {
  error: `position must be one of ${SEARCH_POSITIONS.join(', ')}`,
});

/** `available=true|false` in a query (absent: false); the SDK may pass a boolean or its text. */
const ZQueryFlag = z._default(
  z.pipe(
    z.union([z.boolean(), z.enum(['true', 'false', ''])], { error: 'available must be true or false' }),
    z.transform((flag) => flag === true || flag === 'true'),
  ),
  false,
);

/**
 * `GET /api/players/enhanced-search` query:
 * - `q`: name text (trimmed, at least 2 characters: 'Type at least 2 characters to search'); may be
 *   left out (or empty, kept as '') when `position` is given: the position is then browsed by projection;
 * - `position`: QB, RB, WR, TE, K, D/ST or FLEX (RB, WR and TE);
 * - `teamName`: the caller's team the facts are worked out for (its projection mode and scoring;
 *   `onTeam` marks its players). Without it: median, the model's own scoring;
 * - `week`: the week of the facts (1–18; default the planning week, `GET /api/season`);
 * - `available=true`: only players on no roster of the team's imported league (its last sync); refused
 *   (400) without a `teamName` or for a team not imported from a league;
 * - `limit`: 1–50, default 20.
 */
export const ZPlayerSearchQuery = z.lazy(() =>
  z
    .object({
      // '' is taken as it is (not transformed away) so that the OpenAPI document can describe it.
      q: z.optional(z.union([z.literal(''), ZPlayerSearchText])),
      position: z.optional(ZSearchPosition),
      teamName: z.optional(ZTeamName),
      week: ZWeekQuery,
      available: ZQueryFlag,
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
    })
    .check(
      z.refine((query) => (query.q !== undefined && query.q !== '') || query.position !== undefined, {
        message: M.searchTooShort,
        path: ['q'],
      }),
    ),
);
export type PlayerSearchQueryInput = z.input<typeof ZPlayerSearchQuery>;
/** The search query as parsed (defaults applied). */
export type PlayerSearchQuery = z.output<typeof ZPlayerSearchQuery>;

/**
 * A search result's facts for the week asked, in the team's projection mode and scoring (median and
 * the model's scoring without a team):
 * - `points`: the number that counts in `mode` (a bye or an OUT status counts 0; `null`: no number);
 *   `projections` the three raw figures in the scoring;
 * - `isByeWeek`, and `byeWeek`: his team's bye week of the season (`null`: not known);
 * - `opponent`, `isHomeGame`, `gameTime`: his game of the week (`null` on a bye or unknown schedule);
 * - `injuryStatus` (`null`: active), `matchupFavorability` and `defenseRanking` (the model's);
 * - `onTeam`: he is already on the team asked for (false without a team);
 * - `rostered`: on a roster of the team's imported league at its last sync (absent when the team is
 *   not imported or none was asked for).
 */
export const ZSearchFacts = z.lazy(() =>
  z.object({
    week: ZWeek,
    mode: ZProjectionMode,
    points: z.nullable(z.number()),
    projections: ZProjections,
    isByeWeek: z.boolean(),
    byeWeek: z.nullable(ZWeek),
    opponent: z.nullable(z.string()),
    isHomeGame: z.nullable(z.boolean()),
    gameTime: z.nullable(z.iso.datetime({ offset: true })),
    injuryStatus: z.nullable(ZInjuryStatus),
    matchupFavorability: z.nullable(ZMatchup),
    defenseRanking: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(32))),
    onTeam: z.boolean(),
    rostered: z.optional(z.boolean()),
  }),
);
export type SearchFacts = z.infer<typeof ZSearchFacts>;

/** One search result: the player and his facts for the week (`null` when no week can be worked out, before any season). */
export const ZPlayerSearchResult = z.lazy(() => z.extend(ZPlayer, { facts: z.nullable(ZSearchFacts) }));
export type PlayerSearchResult = z.infer<typeof ZPlayerSearchResult>;

/**
 * `GET /api/players/enhanced-search` response, in one call: the matching players with their facts
 * (by name: best match first, then by `points`; a browse: by `points`, highest first), at most
 * `limit`; `total`, how many matched in all ("showing 20 of 143"); and the `week` of the facts.
 */
export const ZPlayerSearchResponse = z.lazy(() =>
  z.object({
    players: z.array(ZPlayerSearchResult),
    total: z.number().check(z.int(), z.gte(0)),
    week: z.nullable(ZWeek),
  }),
);
export type PlayerSearchResponse = z.infer<typeof ZPlayerSearchResponse>;

/**
 * `GET /api/injuries` response: the injury map (player name → designation; active players absent)
 * and when it was last updated (`null` when no injury data has been loaded).
 */
export const ZInjuriesResponse = z.lazy(() =>
  z.object({
    injuries: ZInjuryMap,
    updatedAt: z.nullable(z.iso.datetime({ offset: true })),
  }),
);
export type InjuriesResponse = z.infer<typeof ZInjuriesResponse>;

/** One sample player on a landing-page archetype card, with the reason it fits the archetype. */
const ZShowcasePlayer = z.lazy(() =>
  z.object({
    playerName: z.string(),
    position: ZPlayer.shape.position,
    teamName: z.string(),
    projections: ZProjections,
    reason: z.string(),
  }),
);
export type ShowcasePlayer = z.infer<typeof ZShowcasePlayer>;

/**
 * `GET /api/players/showcase` (public): the landing page's three archetype cards (conservative,
 * balanced, aggressive, in that order), each with up to four players from the week users plan for
 * (the season clock's), and `ranking`, one sentence that says how its players were chosen. `demo` is
 * true when the predictions come from the generated demo season (the page must say so); `week` and
 * `season` are `null` and the cards empty when no week has predictions yet.
 */
export const ZShowcaseResponse = z.lazy(() =>
  z.object({
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
  }),
);
export type ShowcaseResponse = z.infer<typeof ZShowcaseResponse>;
