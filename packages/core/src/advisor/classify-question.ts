import type { AdviceTopic } from '../contract/ai.js';
import type { ProjectionMode } from '../contract/entities.js';

const FLEX = /\bflex\b/i;
const TRADE =
  /\b(trades?|trading|traded|swap \w+(?: \w+)* with (?:another|a) (?:team|manager)|offer(?:ed|s)? me|give (?:up )?.+ (?:for|to get) )/i;
const PICKUP =
  /\b(pick(?:ing)?[- ]?up|pickups?|picked up|waivers?|waiver wire|free agents?|free-agents?|claim|add(?:ing)? (?!to\b)\w+|drop(?:ping)? .+ for |drop(?:ping)? \w+)/i;
const INJURIES =
  /\b(injur\w*|hurt|byes?|questionable|doubtful|ir|inactive|suspended|suspension|healthy|health|ruled out|who(?:'s| is) out|anyone out|out this week)\b/i;
const OPTIMAL =
  /\b(optimal|optimi[sz]e\w*|best (?:possible )?lineup|maximi[sz]e|improve|any (?:changes|moves|swaps)|lineup right|right lineup|who should i (?:start|play))\b/i;
const CEILING =
  /\b(underdog|ceiling|upside|boom|long ?shot|behind|need a big|big week|high[- ]?scor\w*|aggressive|risky|risks?)\b/i;
const FLOOR =
  /\b(favou?rite|protect|lead|floor|safe|safer|safest|ahead|conservative|steady|reliable|consistent)\b/i;

/**
 * What the manager needs this week, if the question says: the ceiling (`aggressive`) for an
 * underdog, the floor (`conservative`) for a favourite protecting a lead; `undefined` when it says
 * neither, or both ("floor or ceiling?").
 * @example needOf("I'm the underdog this week") // 'aggressive'
 * @example needOf('We are the favourite, protect the lead') // 'conservative'
 */
export function needOf(question: string): ProjectionMode | undefined {
  const ceiling = CEILING.test(question);
  const floor = FLOOR.test(question);
  if (ceiling === floor) return undefined;
  return ceiling ? 'aggressive' : 'conservative';
}

/** Whether the question is about floor and ceiling at all (either, or both). */
const asksFloorOrCeiling = (question: string): boolean => CEILING.test(question) || FLOOR.test(question);

/**
 * The kind of question, given how many of the team's players it names: a trade ("trade X for Y",
 * "give X and Y for Z", "accept this trade") → `trade`; a pickup or drop ("pick up X", "add X",
 * "waiver", "drop Y for X") → `pickup`; FLEX → `flex`; two players or more → `startOrSit`; injuries or byes → `injuriesAndByes`; is the
 * lineup optimal (or "who should I start?") → `optimal`; one player → `startOrSit` (against his
 * natural rival); floor or ceiling, underdog or favourite → `floorOrCeiling`; anything else →
 * `overview`.
 * @example classifyQuestion('Start Chase or Hill?', 2) // 'startOrSit'
 * @example classifyQuestion('Should I pick up Dante Garrity Jr. and drop Luca Zeller?', 1) // 'pickup'
 * @example classifyQuestion("I'm the underdog this week", 0) // 'floorOrCeiling'
 */
export function classifyQuestion(question: string, playersNamed: number): AdviceTopic {
  if (TRADE.test(question)) return 'trade';
  if (PICKUP.test(question)) return 'pickup';
  if (FLEX.test(question)) return 'flex';
  if (playersNamed >= 2) return 'startOrSit';
  if (INJURIES.test(question)) return 'injuriesAndByes';
  if (OPTIMAL.test(question)) return 'optimal';
  if (playersNamed === 1) return 'startOrSit';
  if (asksFloorOrCeiling(question)) return 'floorOrCeiling';
  return 'overview';
}
