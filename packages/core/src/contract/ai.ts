import { BENCH_MAX } from '../constants.js';
import { ZPosition, ZStartingSlot } from '../positions.js';
import { ZAdviceQuestion } from '../validation/advice-question.js';
import { ZTeamName } from '../validation/team-name.js';
import { z } from '../zod.js';
import { ZProjections, ZWeek } from './entities.js';

/** A player as the advisor is told about it: name, NFL team, position when known, projections. */
export const ZAdvicePlayer = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  team: z.string().check(z.maxLength(50)),
  position: z.optional(ZPosition),
  projections: ZProjections,
});
export type AdvicePlayer = z.infer<typeof ZAdvicePlayer>;

/**
 * What the advisor is told about the lineup (spec §7): the team, the starters per slot ('QB', 'RB1'
 * … 'K'; a missing or `null` slot is empty), the bench, the total projected points and the week.
 * The server checks that the team is the caller's and grounds its answer on its own data.
 */
export const ZAdviceContext = z.object({
  teamName: ZTeamName,
  lineup: z.partialRecord(ZStartingSlot, z.nullable(ZAdvicePlayer)),
  bench: z.array(ZAdvicePlayer).check(z.maxLength(BENCH_MAX)),
  totalProjectedPoints: z.number(),
  week: ZWeek,
});
export type AdviceContext = z.infer<typeof ZAdviceContext>;

/** `POST /api/ai/lineup-advice` body (pro and exempt): the question ('Please enter a question') and context. */
export const ZLineupAdviceRequest = z.object({ question: ZAdviceQuestion, context: ZAdviceContext });
export type LineupAdviceRequest = z.infer<typeof ZLineupAdviceRequest>;

/**
 * Who wrote the advice: `analyst`, the built-in advisor grounded on the projections and the
 * optimiser, or `llm`, a chat model given the same facts (which falls back to `analyst`).
 */
export const ADVICE_SOURCES = ['analyst', 'llm'] as const;
export const ZAdviceSource = z.enum(ADVICE_SOURCES);
export type AdviceSource = z.infer<typeof ZAdviceSource>;

/**
 * `POST /api/ai/lineup-advice` response: the advice text (plain text, may hold line breaks), and
 * optionally who wrote it, the model's name when a chat model did, and when.
 */
export const ZLineupAdviceResponse = z.object({
  advice: z.string(),
  source: z.optional(ZAdviceSource),
  model: z.optional(z.string()),
  generatedAt: z.optional(z.iso.datetime({ offset: true })),
});
export type LineupAdviceResponse = z.infer<typeof ZLineupAdviceResponse>;
