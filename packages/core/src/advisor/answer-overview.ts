import type { TeamWeekResponse } from '../contract/team-week.js';
import { BENCH } from '../positions.js';
import { type AnalystAdvice, listOf, MODE_LABEL, NO_GAIN, paragraphs, pts } from './advice-text.js';
import { injuryOf, optimalFacts, playerFact, totalsFact } from './week-facts.js';
import { nameOf, weekEntries } from './week-roster.js';

/** The questions the analyst recognises, as the advice lists them. */
export const ANALYST_QUESTIONS: readonly string[] = [
  'Start Chase or Hill? (name two of your players)',
  'Who should I play at FLEX?',
  "I'm the underdog (or the favourite): safe floor or big ceiling?",
  'Any injuries or byes in my lineup?',
  'Is my lineup optimal?',
];

/**
 * A question the analyst does not recognise: the lineup's key facts (the starters' totals, how far
 * from optimal, the starters who will not play or are listed) and the questions it can answer.
 */
export function answerOverview(week: TeamWeekResponse): AnalystAdvice {
  const { conservative, median, aggressive } = week.totals.current;
  const label = MODE_LABEL[week.mode];
  const concerns = weekEntries(week).filter(
    (e) => e.place !== BENCH && (e.week.isByeWeek || e.week.out || injuryOf(e)),
  );
  const optimal =
    week.optimal.gain < NO_GAIN
      ? `Your lineup is optimal on the ${label}.`
      : `The optimal lineup projects ${pts(week.optimal.gain)} more on the ${label} (${pts(week.totals.optimal[week.mode])}): ask whether your lineup is optimal to see the moves.`;
  return {
    topic: 'overview',
    advice: paragraphs(
      `I can't answer that one directly, but here is your week ${week.week}: your starters project ${pts(median)} (floor ${pts(conservative)}, ceiling ${pts(aggressive)}).`,
      optimal,
      concerns.length > 0 &&
        `Starters to watch: ${listOf(concerns.map((e) => `${nameOf(e)} (${e.place}, ${e.week.isByeWeek ? 'on a bye' : injuryOf(e)})`))}.`,
      'I can answer questions like:',
      ...ANALYST_QUESTIONS.map((q) => `- ${q}`),
    ),
    facts: [totalsFact(week), ...optimalFacts(week).slice(0, 1), ...concerns.map(playerFact)],
  };
}
