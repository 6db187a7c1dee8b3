import {
  type AdviceCatalogue,
  type AdviceFallbackReason,
  type AdviceTopic,
  type AnalystAdvice,
  adviseLineup,
  classifyQuestion,
  type LineupAdviceResponse,
  nameWords,
  type ProjectionMode,
  type TeamWeekResponse,
  weekFacts,
} from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import { type LlmAdvisor, LlmError } from '../../ports/llm-advisor.js';
import { consumeRateLimits } from '../../rate-limit/consume-rate-limit.js';
import type { ImportContext } from '../import/import-context.js';
import { nameContaining } from '../players/name-pattern.js';
import type { ServiceContext } from '../service-context.js';
import { findTeam } from '../teams/find-team.js';
import { getTeamWeek } from '../teams/get-team-week.js';
import { readAdviceCatalogue, withAssistants } from './advice-catalogue.js';
import { advicePrompt } from './advice-prompt.js';
import { checkGrounding, isPartOfName } from './check-grounding.js';
import { citedFacts } from './cited-facts.js';

/** Questions one user may ask the advisor: 20 an hour (a fixed window, as every limit of ours). */
export const ADVISOR_RATE = { limit: 20, windowMs: 60 * 60_000 } as const;

/**
 * What the advisor needs besides the store and the clock: the chat model, when one is configured
 * (and what the trade analyzer reads a league with, as the import does).
 */
export interface AdvisorContext extends ImportContext {
  llm?: LlmAdvisor | undefined;
}

/**
 * `POST /api/ai/lineup-advice` (pro and exempt; the route refuses the free tier): the caller's team
 * in the week asked about, in the mode asked (default: the team's own), read from our own records (`getTeamWeek`: another user's team is not
 * found, 404; whatever lineup, bench or total the request carried is ignored), then one of the
 * caller's 20 questions an hour (429 RATE_LIMITED with the wait), then the answer. Core's grounded
 * analyst always works it out (for a pickup or trade question, with the catalogue players it may
 * name: `readAdviceCatalogue`), and `change`, a lineup move it suggests, is always the analyst's;
 * with a chat model configured, the model is given the week's facts
 * and the analyst's reading, and its answer is used only when every player it names and every
 * number it states is grounded (`checkGrounding`). A model that times out, fails or answers
 * ungrounded leaves the analyst's answer, with `fallbackReason` saying why.
 */
export async function getLineupAdvice(
  ctx: AdvisorContext,
  input: {
    ownerId: string;
    question: string;
    teamName: string;
    week: number;
    mode?: ProjectionMode | undefined;
  },
): Promise<LineupAdviceResponse> {
  const week = await getTeamWeek(ctx, input);
  await consumeAdvisorQuestion(ctx, input.ownerId);
  // A pickup or trade question is answered from the catalogue too (the analyst itself is pure).
  const topic = classifyQuestion(input.question, 0);
  const catalogue =
    topic === 'pickup' || topic === 'trade' ? await catalogueFor(ctx, { ...input, topic, week }) : undefined;
  const analyst = adviseLineup(input.question, week, catalogue);
  const fromLlm = ctx.llm
    ? await askLlm(ctx, ctx.llm, { question: input.question, week, analyst })
    : undefined;
  // The change to apply is always the analyst's, from the facts: never read from a model's text.
  const answer = {
    generatedAt: ctx.clock.now().toISOString(),
    topic: analyst.topic,
    ...(analyst.change && { change: analyst.change }),
  };
  if (fromLlm && 'text' in fromLlm) {
    return { ...answer, advice: fromLlm.text, source: 'llm', model: fromLlm.model, facts: fromLlm.facts };
  }
  return {
    ...answer,
    advice: analyst.advice,
    source: 'analyst',
    facts: [...analyst.facts],
    ...(fromLlm && { fallbackReason: fromLlm.fallbackReason }),
  };
}

/**
 * What a pickup or trade question is answered from beyond the week: the catalogue players it may
 * name (`readAdviceCatalogue`), with the waiver assistant's or the trade analyzer's answer for the
 * players it names (`withAssistants`).
 */
async function catalogueFor(
  ctx: AdvisorContext,
  input: { ownerId: string; teamName: string; question: string; topic: AdviceTopic; week: TeamWeekResponse },
): Promise<AdviceCatalogue> {
  const team = await findTeam(ctx, input.ownerId, input.teamName);
  const catalogue = await readAdviceCatalogue(ctx, { question: input.question, team, week: input.week });
  return withAssistants(ctx, { ...input, team, catalogue });
}

/**
 * Counts one question of the caller's, or refuses with 429 RATE_LIMITED and `retryAfter` (seconds),
 * as every limit, with the advisor's own message: "You can ask the advisor 20 questions an hour.
 * Please try again in N minutes."
 */
function consumeAdvisorQuestion(ctx: ServiceContext, ownerId: string): Promise<void> {
  return consumeRateLimits(ctx, [
    { key: `advisor:user:${ownerId}`, ...ADVISOR_RATE, message: advisorLimitMessage },
  ]);
}

function advisorLimitMessage(retryAfter: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  const unit = minutes === 1 ? 'minute' : 'minutes';
  return `You can ask the advisor ${ADVISOR_RATE.limit} questions an hour. Please try again in ${minutes} ${unit}.`;
}

/** The chat model's answer when it is grounded, with the facts it cites; else why the analyst answers. */
async function askLlm(
  ctx: ServiceContext,
  llm: LlmAdvisor,
  input: { question: string; week: TeamWeekResponse; analyst: AnalystAdvice },
): Promise<{ text: string; model: string; facts: string[] } | { fallbackReason: AdviceFallbackReason }> {
  // The week's facts, and those the analyst's answer adds (the catalogue players of a pickup or trade).
  const facts = [...new Set([...weekFacts(input.week), ...input.analyst.facts])];
  let answer: { text: string; model: string };
  try {
    answer = await llm.complete(advicePrompt({ ...input, facts }));
  } catch (error) {
    return { fallbackReason: error instanceof LlmError ? error.reason : 'error' };
  }
  const playerNames = [
    ...input.week.slots.flatMap((s) => (s.player ? [s.player] : [])),
    ...input.week.bench,
  ].map((p) => p.player.playerName);
  const grounding = await checkGrounding({
    answer: answer.text,
    facts,
    knownNames: [...playerNames, input.week.team.teamName],
    inCatalogue: (name) => inCatalogue(ctx, name),
  });
  if (!grounding.grounded) return { fallbackReason: 'ungrounded' };
  const cited = citedFacts({ answer: answer.text, facts, playerNames });
  return { ...answer, facts: cited.length > 0 ? cited : [...input.analyst.facts] };
}

/** Whether a name an answer gives is (part of) the name of a player in the catalogue. */
async function inCatalogue(ctx: Pick<ServiceContext, 'store'>, name: string): Promise<boolean> {
  const written = name.replace(/['’]s$/, '');
  const found = await COLLECTIONS.players
    .of(ctx.store)
    .find({ playerName: { $regex: nameContaining(written) } }, { limit: 20 });
  const words = nameWords(written);
  return found.some((player) => isPartOfName(words, nameWords(player.playerName)));
}
