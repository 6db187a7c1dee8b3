import type { TeamWeekResponse } from '../contract/team-week.js';
import { type AnalystAdvice, MODE_LABEL, NO_GAIN, paragraphs, pts, unique } from './advice-text.js';
import { bestSingleMove, changeOf } from './single-move.js';
import { changeWords, lineupChanges, optimalFacts, playerFact, totalsFact } from './week-facts.js';

/**
 * "Is my lineup optimal?": the optimiser's answer in the week's mode (the request's, median by
 * default): yes with the total, or the optimal total, the gain and the slots it fills otherwise.
 */
export function answerOptimal(week: TeamWeekResponse): AnalystAdvice {
  const label = MODE_LABEL[week.mode];
  const current = week.totals.current[week.mode];
  const facts = [totalsFact(week), ...optimalFacts(week)];
  if (week.optimal.gain < NO_GAIN) {
    return {
      topic: 'optimal',
      advice: `Yes: no legal lineup of your players projects more on the ${label} than yours, ${pts(current)}.`,
      facts,
    };
  }
  const changes = lineupChanges(week, week.optimal.lineup);
  // The optimal lineup's best single move, to apply in one click (Optimize makes them all).
  const move = bestSingleMove(week, week.mode);
  return {
    topic: 'optimal',
    ...(move && { change: changeOf(move) }),
    advice: paragraphs(
      `Not yet: the optimal lineup projects ${pts(week.totals.optimal[week.mode])} on the ${label}, ${pts(week.optimal.gain)} more than yours (${pts(current)}).`,
      ...changes.map((change) => `- Start ${changeWords(change)}.`),
      'Optimize makes these changes in one step.',
    ),
    facts: unique([
      ...facts,
      ...changes.flatMap((c) => [c.incoming, ...(c.outgoing ? [c.outgoing] : [])]).map(playerFact),
    ]),
  };
}
