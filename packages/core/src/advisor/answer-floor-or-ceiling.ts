import type { ProjectionMode } from '../contract/entities.js';
import type { TeamWeekResponse } from '../contract/team-week.js';
import { type AnalystAdvice, paragraphs, pts, unique } from './advice-text.js';
import { bestSingleMove, changeOf, type SingleMove } from './single-move.js';
import { playerFact } from './week-facts.js';
import { nameOf } from './week-roster.js';

type Need = Exclude<ProjectionMode, 'median'>;

const WORD: Readonly<Record<Need, string>> = { aggressive: 'ceiling', conservative: 'floor' };

/** The move in words: "start Lamar Jackson at QB for Jalen Hurts: ceiling 30.7 against 27.3 (+3.4)". */
function moveWords(move: SingleMove, need: Need): string {
  const incoming = move.incoming.week.points[need];
  const instead = move.outgoing ? ` for ${nameOf(move.outgoing)}` : ' (empty now)';
  const against = move.outgoing ? ` against ${pts(move.outgoing.week.points[need])}` : '';
  return `start ${nameOf(move.incoming)} at ${move.slot}${instead}: ${WORD[need]} ${pts(incoming)}${against} (+${pts(move.gain)})`;
}

/**
 * One need's paragraph: the one move (a bench player into a slot) that raises that figure most,
 * each player's own figure said (never a sum of floors or ceilings: a team's 90th percentile is
 * not the sum of its players'), with the facts it cites and the move as the change.
 */
function needParagraph(
  week: TeamWeekResponse,
  need: Need,
  lead: string,
): { text: string; facts: string[]; move: SingleMove | undefined } {
  const move = bestSingleMove(week, need);
  const word = WORD[need];
  if (!move) {
    return {
      text: `${lead}: no bench player has a higher ${word} than the starter he could replace.`,
      facts: [],
      move,
    };
  }
  const players = [move.incoming, ...(move.outgoing ? [move.outgoing] : [])];
  const instead = move.outgoing ? ` for ${nameOf(move.outgoing)}` : '';
  const moveFact = `Best single move for the ${word}: ${nameOf(move.incoming)} at ${move.slot}${instead}, +${pts(move.gain)}`;
  return { text: `${lead}: ${moveWords(move, need)}.`, facts: [moveFact, ...players.map(playerFact)], move };
}

/**
 * Safe floor or big ceiling: an underdog needs the ceiling (the aggressive figures), a favourite
 * protecting a lead the floor (the conservative ones). With `need` known, the one move that raises
 * it most (one swap, never a chain), and that move as the change to apply; otherwise both, for the
 * manager to choose. Figures are each player's own: floors and ceilings are not summed.
 */
export function answerFloorOrCeiling(input: {
  week: TeamWeekResponse;
  need: ProjectionMode | undefined;
}): AnalystAdvice {
  const { week, need } = input;
  if (need === 'aggressive' || need === 'conservative') {
    const lead =
      need === 'aggressive' ? 'As the underdog, play for the ceiling' : 'As the favourite, protect the floor';
    const { text, facts, move } = needParagraph(week, need, lead);
    return {
      topic: 'floorOrCeiling',
      advice: text,
      facts: unique(facts),
      ...(move && { change: changeOf(move) }),
    };
  }
  const ceiling = needParagraph(week, 'aggressive', 'If you are the underdog, play for the ceiling');
  const floor = needParagraph(week, 'conservative', 'If you are the favourite, protect the floor');
  return {
    topic: 'floorOrCeiling',
    advice: paragraphs(ceiling.text, floor.text),
    facts: unique([...ceiling.facts, ...floor.facts]),
  };
}
