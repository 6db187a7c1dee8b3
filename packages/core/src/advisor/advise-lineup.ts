import type { TeamWeekResponse } from '../contract/team-week.js';
import { type AnalystAdvice, paragraphs } from './advice-text.js';
import { answerFlex } from './answer-flex.js';
import { answerFloorOrCeiling } from './answer-floor-or-ceiling.js';
import { answerInjuriesAndByes } from './answer-injuries-and-byes.js';
import { answerOptimal } from './answer-optimal.js';
import { answerOverview } from './answer-overview.js';
import { answerStartOrSit } from './answer-start-or-sit.js';
import { classifyQuestion, needOf } from './classify-question.js';
import { findMentionedPlayers } from './find-players.js';
import { type WeekEntry, weekEntries } from './week-roster.js';

/**
 * The grounded analyst: answers a manager's question from the team's week alone (its players'
 * floor, median and ceiling, opponents, byes and injuries, the better options and the optimal
 * lineup), in plain sentences that cite the numbers used (one decimal), with the facts they rest
 * on. Every number the advice states is one of its facts' numbers. Recognises "start A or B?"
 * (names matched tolerantly: case, last name only …), "who at FLEX?", safe floor or big ceiling
 * (underdog or favourite), injuries and byes, and "is my lineup optimal?"; anything else gets the
 * lineup's key facts and the questions it can answer. Pure: no I/O, the same answer every time.
 * @example
 * const { topic, advice, facts } = adviseLineup('Start Chase or Hill?', week);
 * // topic 'startOrSit', advice "Start Ja'Marr Chase over Tyreek Hill: median 19.8 against 15.1. …"
 */
export function adviseLineup(question: string, week: TeamWeekResponse): AnalystAdvice {
  const { players, ambiguous } = findMentionedPlayers(question, weekEntries(week));
  const answer = answerTopic(question, week, players);
  if (ambiguous.length === 0) return answer;
  const words = ambiguous.map((word) => `"${word}"`).join(', ');
  const note = `${words} ${ambiguous.length === 1 ? 'names' : 'name'} more than one of your players: use the full name.`;
  return { ...answer, advice: paragraphs(note, answer.advice) };
}

function answerTopic(question: string, week: TeamWeekResponse, players: readonly WeekEntry[]): AnalystAdvice {
  const need = needOf(question);
  switch (classifyQuestion(question, players.length)) {
    case 'startOrSit':
      return answerStartOrSit({ week, named: players, need: need ?? week.mode });
    case 'flex':
      return answerFlex({ week, named: players, need: need ?? week.mode });
    case 'floorOrCeiling':
      return answerFloorOrCeiling({ week, need });
    case 'injuriesAndByes':
      return answerInjuriesAndByes(week);
    case 'optimal':
      return answerOptimal(week);
    // The pickup and trade answers are being built (issue 28); classifyQuestion names neither yet.
    case 'pickup':
    case 'trade':
    case 'overview':
      return answerOverview(week);
  }
}
