import { BENCH_MAX } from '../constants.js';
import { ZPosition, ZRosterPlace, ZStartingSlot } from '../positions.js';
import { ZAdviceQuestion } from '../validation/advice-question.js';
import { ZTeamName } from '../validation/team-name.js';
import { z } from '../zod.js';
import { ZId, ZProjectionMode, ZProjections, ZWeek } from './entities.js';

/** A player as the advisor is told about it: name, NFL team, position when known, projections. */
const ZAdvicePlayer = z.lazy(() =>
  z.object({
    name: z.string().check(z.minLength(1), z.maxLength(100)),
    team: z.string().check(z.maxLength(50)),
    position: z.optional(ZPosition),
    projections: ZProjections,
  }),
);

/**
 * What the advisor is told about the lineup (spec §7): the team, the week and, optionally, the
 * projection `mode` the question is asked in (default: the team's own mode, `PUT /api/teams/:teamName/mode`). The spec's `lineup`
 * (starters per slot), `bench` and `totalProjectedPoints` are still accepted but **ignored: the
 * server grounds on its own records** (the team as stored, the week's projections and the
 * optimiser), never on numbers a browser sent.
 */
const ZAdviceContext = z.lazy(() =>
  z.object({
    teamName: ZTeamName,
    week: ZWeek,
    mode: z.optional(ZProjectionMode),
    /** Ignored: the server grounds on its own records. */
    lineup: z.optional(z.partialRecord(ZStartingSlot, z.nullable(ZAdvicePlayer))),
    /** Ignored: the server grounds on its own records. */
    bench: z.optional(z.array(ZAdvicePlayer).check(z.maxLength(BENCH_MAX))),
    /** Ignored: the server grounds on its own records. */
    totalProjectedPoints: z.optional(z.number()),
  }),
);

/** `POST /api/ai/lineup-advice` body (pro and exempt): the question ('Please enter a question') and context. */
export const ZLineupAdviceRequest = z.lazy(() =>
  z.object({ question: ZAdviceQuestion, context: ZAdviceContext }),
);
export type LineupAdviceRequestInput = z.input<typeof ZLineupAdviceRequest>;

/**
 * Who wrote the advice: `analyst`, the built-in advisor grounded on the projections and the
 * optimiser, or `llm`, a chat model given the same facts (which falls back to `analyst`).
 */
const ADVICE_SOURCES = ['analyst', 'llm'] as const;
const ZAdviceSource = z.enum(ADVICE_SOURCES);

/**
 * The kinds of question the analyst recognises: `startOrSit` (start A or B?), `flex` (who at
 * FLEX?), `floorOrCeiling` (safe floor or big ceiling: underdog or favourite), `injuriesAndByes`,
 * `optimal` (is my lineup optimal?), `pickup` (pick a player up, drop one: answered from the free
 * agents of the team's imported league, or from the whole catalogue otherwise), `trade` (give one
 * or more players for others: answered on the named players' projections, or an honest "can't"
 * when the question does not name both sides) and `overview` (anything else: the lineup's key facts
 * and the questions it can answer). The advice answers the question asked, or says plainly what it
 * cannot judge and why; it never answers another question in its place.
 */
export const ADVICE_TOPICS = [
  'startOrSit',
  'flex',
  'floorOrCeiling',
  'injuriesAndByes',
  'optimal',
  'pickup',
  'trade',
  'overview',
] as const;
const ZAdviceTopic = z.enum(ADVICE_TOPICS);
export type AdviceTopic = z.infer<typeof ZAdviceTopic>;

/**
 * Why a configured chat model did not write the advice: `timeout` (no answer in time), `error`
 * (the endpoint failed or answered nothing usable) or `ungrounded` (its answer named a player or
 * stated a number the facts do not hold).
 */
export const ADVICE_FALLBACK_REASONS = ['timeout', 'error', 'ungrounded'] as const;
const ZAdviceFallbackReason = z.enum(ADVICE_FALLBACK_REASONS);
export type AdviceFallbackReason = z.infer<typeof ZAdviceFallbackReason>;

/**
 * A lineup change the advice suggests, that the client can apply in one click through the lineup
 * calls (`POST /api/move-player` with `from` as `fromPosition` and `to` as `toPosition`, under the
 * same kickoff locks): one move of one player; a swap's other player goes where the move call puts
 * him. `gain`: the points the team's total in the advice's mode gains by it.
 */
export const ZAdviceChange = z.lazy(() =>
  z.object({
    playerId: ZId,
    playerName: z.string(),
    from: ZRosterPlace,
    to: ZRosterPlace,
    gain: z.number(),
  }),
);
export type AdviceChange = z.infer<typeof ZAdviceChange>;

/**
 * `POST /api/ai/lineup-advice` response:
 * - `advice`: plain text (may hold line breaks);
 * - `source`: who wrote it, and `model`, the chat model's name when `source` is `llm`;
 * - `generatedAt`: when;
 * - `topic`: the kind of question the analyst recognised;
 * - `facts`: the grounded facts the advice rests on (player, slot, floor/median/ceiling, opponent,
 *   bye, injury), short sentences the web shows under the advice as "Based on";
 * - `fallbackReason`: present when a configured chat model was not used and the analyst answered;
 * - `change`: the one lineup change the advice suggests, ready to apply (absent when it suggests
 *   none, or only a change outside the lineup: a pickup, a trade).
 */
export const ZLineupAdviceResponse = z.lazy(() =>
  z.object({
    advice: z.string(),
    source: ZAdviceSource,
    model: z.optional(z.string()),
    generatedAt: z.iso.datetime({ offset: true }),
    topic: ZAdviceTopic,
    facts: z.array(z.string()),
    fallbackReason: z.optional(ZAdviceFallbackReason),
    change: z.optional(ZAdviceChange),
  }),
);
export type LineupAdviceResponse = z.infer<typeof ZLineupAdviceResponse>;
