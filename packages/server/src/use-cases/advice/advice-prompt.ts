import type { AnalystAdvice, TeamWeekResponse } from '@lineup-lab/core';
import type { ChatPrompt } from '../../ports/llm-advisor.js';

/** The most words the chat model is asked to answer in. */
const ADVICE_WORDS = 120;

const MODE_NAME = { conservative: 'floor', median: 'median', aggressive: 'ceiling' } as const;

/** The rules the chat model answers by: the facts alone, their players and their numbers. */
export const ADVISOR_RULES = [
  "You are Lineup Lab's fantasy football lineup advisor.",
  `Answer the manager's question about their team's week in at most ${ADVICE_WORDS} words of plain text: no markdown, no lists, no tables.`,
  'Use only the facts you are given. Name only players the facts name, written as the facts write them.',
  'State only numbers that appear in the facts, exactly as written there (one decimal); do not work out new numbers, percentages, ranks or times.',
  'Write NFL teams as the facts do (their codes), not by city or nickname.',
  'Floor is the conservative projection, ceiling the aggressive one; a player on a bye or ruled out counts 0.0.',
  'An underdog needs the ceiling, a favourite protecting a lead the floor.',
  "The built-in analyst's reading is worked out from the same facts by the product's rules: agree with its pick unless the facts say otherwise.",
  'If the facts do not answer the question, say so, and give the facts that matter most for the week.',
].join('\n');

/**
 * What the chat model is asked: the rules (system), then the team's week as grounded facts (the
 * server's own records, never numbers a browser sent), the analyst's reading and the question
 * (user).
 */
export function advicePrompt(input: {
  question: string;
  week: TeamWeekResponse;
  facts: readonly string[];
  analyst: AnalystAdvice;
}): ChatPrompt {
  const { question, week, facts, analyst } = input;
  const user = [
    `Team "${week.team.teamName}", week ${week.week}; the optimal lineup and better options are on the ${MODE_NAME[week.mode]}.`,
    'Facts:',
    ...facts.map((fact) => `- ${fact}`),
    '',
    `The built-in analyst's reading (${analyst.topic}):`,
    analyst.advice,
    '',
    `Question: ${question}`,
  ].join('\n');
  return { system: ADVISOR_RULES, user };
}
