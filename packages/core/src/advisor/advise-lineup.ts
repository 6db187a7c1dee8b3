import type { TeamWeekResponse } from '../contract/team-week.js';
import type { AdviceCatalogue, CataloguePlayer } from './advice-catalogue.js';
import { type AnalystAdvice, paragraphs } from './advice-text.js';
import { answerFlex } from './answer-flex.js';
import { answerFloorOrCeiling } from './answer-floor-or-ceiling.js';
import { answerInjuriesAndByes } from './answer-injuries-and-byes.js';
import { answerOptimal } from './answer-optimal.js';
import { answerOverview } from './answer-overview.js';
import { answerPickup } from './answer-pickup.js';
import { answerStartOrSit } from './answer-start-or-sit.js';
import { answerTrade } from './answer-trade.js';
import { classifyQuestion, needOf } from './classify-question.js';
import { findMentionedPlayers } from './find-players.js';
import { type WeekEntry, weekEntries } from './week-roster.js';

/**
 * The grounded analyst: answers a manager's question from the team's week alone (its players'
 * floor, median and ceiling, opponents, byes and injuries, the better options and the optimal
 * lineup), in plain sentences that cite the numbers used (one decimal), with the facts they rest
 * on. Every number the advice states is one of its facts' numbers. Recognises "start A or B?"
 * (names matched tolerantly: case, last name only …), "who at FLEX?", safe floor or big ceiling
 * (underdog or favourite), injuries and byes, "is my lineup optimal?", pickups ("pick up X and
 * drop Y?", from `catalogue`: the catalogue players the question may name, free agents of an
 * imported league marked) and trades ("trade X for Y?"), saying plainly what it cannot judge and
 * why; anything else gets the lineup's key facts and the questions it can answer. A suggested
 * lineup move comes as `change`. Pure: no I/O, the same answer every time.
 * @example
 * const { topic, advice, facts } = adviseLineup('Start Chase or Hill?', week);
 * // topic 'startOrSit', advice "Start Ja'Marr Chase over Tyreek Hill: median 19.8 against 15.1. …"
 */
export function adviseLineup(
  question: string,
  week: TeamWeekResponse,
  catalogue: AdviceCatalogue = NO_CATALOGUE,
): AnalystAdvice {
  const { players, ambiguous } = findMentionedPlayers(question, weekEntries(week));
  const answer = answerTopic(question, week, players, catalogue);
  if (ambiguous.length === 0) return answer;
  const words = ambiguous.map((word) => `"${word}"`).join(', ');
  const note = `${words} ${ambiguous.length === 1 ? 'names' : 'name'} more than one of your players: use the full name.`;
  return { ...answer, advice: paragraphs(note, answer.advice) };
}

/** Without the server's catalogue: no player outside the team is known. */
const NO_CATALOGUE: AdviceCatalogue = { players: [], league: null, unknownNames: [] };

/**
 * The team's players and the catalogue's a pickup or trade question names, found together (a name
 * is the team's player's or the catalogue's, never both).
 */
function namedInAndOut(question: string, week: TeamWeekResponse, catalogue: AdviceCatalogue) {
  const team = weekEntries(week);
  const onTeam = new Set(team.map((entry) => entry._id));
  const outsiders = catalogue.players.filter((player) => !onTeam.has(player._id));
  const { players } = findMentionedPlayers<WeekEntry | CataloguePlayer>(question, [...team, ...outsiders]);
  return {
    named: players.filter((p): p is WeekEntry => onTeam.has(p._id)),
    outside: players.filter((p): p is CataloguePlayer => !onTeam.has(p._id)),
  };
}

function answerTopic(
  question: string,
  week: TeamWeekResponse,
  players: readonly WeekEntry[],
  catalogue: AdviceCatalogue,
): AnalystAdvice {
  const need = needOf(question);
  const fromCatalogue = () => ({
    week,
    ...namedInAndOut(question, week, catalogue),
    catalogue,
    need: need ?? week.mode,
  });
  switch (classifyQuestion(question, players.length)) {
    case 'pickup':
      return answerPickup(fromCatalogue());
    case 'trade':
      return answerTrade(fromCatalogue());
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
    case 'overview':
      return answerOverview(week);
  }
}
