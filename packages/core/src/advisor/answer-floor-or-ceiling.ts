import type { ProjectionMode } from '../contract/entities.js';
import type { TeamWeekResponse } from '../contract/team-week.js';
import { startersOf } from '../lineup/roster.js';
import { optimalLineup } from '../optimizer/optimal-lineup.js';
import { type AnalystAdvice, NO_GAIN, paragraphs, pts, unique } from './advice-text.js';
import { bestLineupFacts, changeWords, lineupChanges, playerFact, totalsFact } from './week-facts.js';
import { weekRoster } from './week-roster.js';

type Need = Exclude<ProjectionMode, 'median'>;

const BEST_LINEUP: Readonly<Record<Need, string>> = {
  aggressive: 'Highest-ceiling lineup',
  conservative: 'Highest-floor lineup',
};
const WORD: Readonly<Record<Need, string>> = { aggressive: 'ceiling', conservative: 'floor' };

/**
 * One need's paragraph: the starters' total in it, and the best lineup for it (core's optimiser
 * on that mode's figures) with the slots it fills otherwise; with the facts it cites.
 */
function needParagraph(week: TeamWeekResponse, need: Need, lead: string): { text: string; facts: string[] } {
  const best = optimalLineup(weekRoster(week), (entry) => entry.week.points[need]);
  const current = week.totals.current[need];
  const target = startersOf(best.lineup).map(({ slot, player }) => ({ slot, playerId: player?._id ?? null }));
  const changes = lineupChanges(week, target);
  const word = WORD[need];
  const stands = `${lead}: your starters' ${word} is ${pts(current)} (median ${pts(week.totals.current.median)}).`;
  const text =
    best.gain < NO_GAIN
      ? `${stands} No lineup of your players has a higher ${word}.`
      : `${stands} The ${BEST_LINEUP[need].toLowerCase()} reaches ${pts(best.total)}, starting ${changes.map(changeWords).join('; ')}.`;
  const facts = bestLineupFacts({
    lineup: BEST_LINEUP[need],
    current,
    total: best.total,
    gain: best.gain,
    changes,
  });
  const players = changes.flatMap((c) => [c.incoming, ...(c.outgoing ? [c.outgoing] : [])]);
  return { text, facts: [...facts, ...players.map(playerFact)] };
}

/**
 * Safe floor or big ceiling: an underdog needs the ceiling (the aggressive figures), a favourite
 * protecting a lead the floor (the conservative ones). With `need` known, the starters' total in it
 * and the best lineup for it; otherwise both, for the manager to choose.
 */
export function answerFloorOrCeiling(input: {
  week: TeamWeekResponse;
  need: ProjectionMode | undefined;
}): AnalystAdvice {
  const { week, need } = input;
  const totals = totalsFact(week);
  if (need === 'aggressive' || need === 'conservative') {
    const lead =
      need === 'aggressive' ? 'As the underdog, play for the ceiling' : 'As the favourite, protect the floor';
    const { text, facts } = needParagraph(week, need, lead);
    return { topic: 'floorOrCeiling', advice: text, facts: unique([totals, ...facts]) };
  }
  const ceiling = needParagraph(week, 'aggressive', 'If you are the underdog, play for the ceiling');
  const floor = needParagraph(week, 'conservative', 'If you are the favourite, protect the floor');
  return {
    topic: 'floorOrCeiling',
    advice: paragraphs(ceiling.text, floor.text),
    facts: unique([totals, ...ceiling.facts, ...floor.facts]),
  };
}
