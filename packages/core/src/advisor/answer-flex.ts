import type { ProjectionMode } from '../contract/entities.js';
import type { TeamWeekResponse } from '../contract/team-week.js';
import { BENCH, isEligible } from '../positions.js';
import { type AnalystAdvice, MODE_LABEL, NO_GAIN, paragraphs, pts } from './advice-text.js';
import { availabilityNote, rankPlayers } from './answer-start-or-sit.js';
import { changeOf, movable } from './single-move.js';
import { playerFact } from './week-facts.js';
import { nameOf, type WeekEntry, weekEntries } from './week-roster.js';

/** How many of the other candidates the advice names after the pick. */
const RUNNERS_UP = 2;

/**
 * "Who at FLEX?": the FLEX starter against the RB, WR and TE on the bench (or only the named
 * players who may play FLEX, when the question names two or more), ranked by core's start/sit
 * rule in `need`.
 */
export function answerFlex(input: {
  week: TeamWeekResponse;
  named: readonly WeekEntry[];
  need: ProjectionMode;
}): AnalystAdvice {
  const { week, need } = input;
  const label = MODE_LABEL[need];
  const entries = weekEntries(week);
  const current = entries.find((e) => e.place === 'FLEX');
  const namedFlex = input.named.filter((e) => isEligible(e.position, 'FLEX'));
  const pool =
    namedFlex.length >= 2
      ? namedFlex
      : entries.filter((e) => e === current || (e.place === BENCH && isEligible(e.position, 'FLEX')));
  const ranked = rankPlayers(pool, need);
  const [best, ...others] = ranked;
  if (!best) {
    return {
      topic: 'flex',
      advice: 'You have no RB, WR or TE on the bench to play at FLEX. Add one with the player search.',
      facts: current ? [playerFact(current)] : [],
    };
  }
  const shown = [best, ...others.slice(0, RUNNERS_UP + 1)];
  const facts = [...new Set([...(current ? [current] : []), ...shown])].map(playerFact);
  const next = others
    .slice(0, RUNNERS_UP)
    .map((e) => `${nameOf(e)} ${pts(e.week.points[need])}`)
    .join(', ');
  const nextOthers = others
    .filter((e) => e !== current)
    .slice(0, RUNNERS_UP)
    .map((e) => `${nameOf(e)} ${pts(e.week.points[need])}`)
    .join(', ');
  const points = `${label} ${pts(best.week.points[need])}`;
  let verdict: string;
  if (best === current)
    verdict = `Keep ${nameOf(best)} at FLEX: ${points}${next ? `, ahead of ${next}` : ''}.`;
  else if (best.place !== BENCH)
    verdict = `${nameOf(best)} is your best FLEX choice (${points}), but he already starts at ${best.place}.${next ? ` Next: ${next}.` : ''}`;
  else if (current)
    verdict = `Put ${nameOf(best)} at FLEX instead of ${nameOf(current)}: ${points} against ${pts(current.week.points[need])}.${nextOthers ? ` Next: ${nextOthers}.` : ''}`;
  else verdict = `Put ${nameOf(best)} at FLEX, which is empty: ${points}.${next ? ` Next: ${next}.` : ''}`;
  // The move to apply: the pick from the bench into FLEX (its starter to the bench), when neither has kicked off.
  const gain = (best.week.points[need] ?? 0) - (current?.week.points[need] ?? 0);
  const change =
    best.place === BENCH && movable(best) && movable(current ?? null) && gain >= NO_GAIN
      ? changeOf({ incoming: best, slot: 'FLEX', gain })
      : undefined;
  return {
    topic: 'flex',
    advice: paragraphs(verdict, availabilityNote(best)),
    facts,
    ...(change && { change }),
  };
}
