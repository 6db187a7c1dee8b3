import type { TeamWeekResponse, WeekBetterOption } from '../contract/team-week.js';
import { BENCH, type StartingSlot } from '../positions.js';
import { type AnalystAdvice, listOf, MODE_LABEL, paragraphs, pts, unique } from './advice-text.js';
import { betterOptionFact, injuryOf, playerFact } from './week-facts.js';
import { nameOf, type WeekEntry, weekEntries } from './week-roster.js';

const willNotPlay = (e: WeekEntry) => e.week.isByeWeek || e.week.out;
const why = (e: WeekEntry) => (e.week.isByeWeek ? 'on a bye' : (injuryOf(e) ?? 'Out'));

/**
 * Injuries and byes: the starters who will not play (a bye, an OUT designation) with the best
 * healthy bench player for each slot (spec §5's better options, each used once), the starters who
 * are listed but may play (Questionable, Doubtful), and the injured on the bench.
 */
export function answerInjuriesAndByes(week: TeamWeekResponse): AnalystAdvice {
  const entries = weekEntries(week);
  const starters = entries.filter((e) => e.place !== BENCH);
  const missing = starters.filter(willNotPlay);
  const listed = starters.filter((e) => !willNotPlay(e) && injuryOf(e));
  const benchHurt = entries.filter((e) => e.place === BENCH && (willNotPlay(e) || injuryOf(e)));
  if (missing.length + listed.length + benchHurt.length === 0) {
    return {
      topic: 'injuriesAndByes',
      advice: `No one on your team is injured or on a bye this week.`,
      facts: starters.map(playerFact),
    };
  }
  const label = MODE_LABEL[week.mode];
  const used = new Set<string>();
  const replacements: string[] = [];
  const optionFacts: string[] = [];
  for (const entry of missing) {
    const slot = entry.place as StartingSlot;
    const options = week.slots.find((s) => s.slot === slot)?.betterOptions ?? [];
    const option: WeekBetterOption | undefined = options.find((o) => !used.has(o.playerId));
    if (option) {
      used.add(option.playerId);
      optionFacts.push(betterOptionFact(slot, option, week.mode));
      replacements.push(`At ${slot}, start ${option.playerName} instead (${label} ${pts(option.points)}).`);
    } else
      replacements.push(`No healthy bench player can take ${slot}: look for one with the player search.`);
  }
  const benchUsed = entries.filter((e) => used.has(e._id));
  return {
    topic: 'injuriesAndByes',
    advice: paragraphs(
      missing.length > 0 &&
        `Starters who will not play, each counting ${pts(0)}: ${listOf(missing.map((e) => `${nameOf(e)} (${e.place}, ${why(e)})`))}.`,
      ...replacements,
      listed.length > 0 &&
        `Listed but may play: ${listOf(listed.map((e) => `${nameOf(e)} (${e.place}, ${injuryOf(e)}, ${label} ${pts(e.week.points[week.mode])})`))}. Check the final report before kickoff.`,
      missing.length === 0 && `None of your starters is out or on a bye this week.`,
      benchHurt.length > 0 && `On the bench: ${listOf(benchHurt.map((e) => `${nameOf(e)} (${why(e)})`))}.`,
    ),
    facts: unique([...[...missing, ...listed, ...benchHurt, ...benchUsed].map(playerFact), ...optionFacts]),
  };
}
