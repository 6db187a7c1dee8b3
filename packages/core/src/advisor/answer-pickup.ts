import type { ProjectionMode } from '../contract/entities.js';
import type { TeamWeekResponse } from '../contract/team-week.js';
import type { WaiverPick } from '../contract/waivers.js';
import { signedPoints } from '../waivers/pickup-reason.js';
import {
  type AdviceCatalogue,
  type CataloguePlayer,
  type CatalogueQuestion,
  catalogueFact,
} from './advice-catalogue.js';
import { type AnalystAdvice, listOf, MODE_LABEL, NO_GAIN, paragraphs, pts } from './advice-text.js';
import { availabilityNote, rankPlayers } from './answer-start-or-sit.js';
import { pickStarter } from './start-or-sit.js';
import { playerFact } from './week-facts.js';
import { nameOf, type WeekEntry, weekEntries } from './week-roster.js';

/** What the answer says it does not weigh. */
const THIS_WEEK_ONLY = (week: number) =>
  `This compares week ${week}'s projections only: the weeks after it are not in these numbers.`;

const quoted = (names: readonly string[]) => listOf(names.map((name) => `"${name}"`));

/** Whether the player is free to pick up in the league, said plainly. */
function leagueNote(pickup: CataloguePlayer, catalogue: AdviceCatalogue): string {
  const name = nameOf(pickup);
  if (pickup.rostered === null || !catalogue.league) {
    return `I have no league rosters for your team (it is not imported, or its league not synced since), so I can't tell whether ${name} is a free agent: he is weighed from the whole catalogue.`;
  }
  return pickup.rostered
    ? `${name} is on another roster in ${catalogue.league.name} (at its last sync): he is not a free agent, so you would have to trade for him.`
    : `${name} is a free agent in ${catalogue.league.name} (at its last sync).`;
}

/** The team's player the pickup would most naturally replace: the weakest at his position. */
function weakestAt(
  week: TeamWeekResponse,
  pickup: CataloguePlayer,
  need: ProjectionMode,
): WeekEntry | undefined {
  return rankPlayers(
    weekEntries(week).filter((entry) => entry.position === pickup.position),
    need,
  ).at(-1);
}

/** The weeks a pick's season gain sums over, as a sentence says them: "weeks 6–17", or "week 17". */
function weeksWords(weeks: readonly number[]): string {
  const [first] = weeks;
  const last = weeks.at(-1);
  return first === last ? `week ${first}` : `weeks ${first}–${last}`;
}

/**
 * A pickup answered from the waiver assistant (`catalogue.pickups`): what adding him does to the
 * team's optimal lineups this week and over the weeks left, with the drop it names (the one asked
 * for when he may be dropped, else the least valuable one it found), his own rest-of-season total,
 * whether he is a free agent of the league, and the assistant's one-line reason. Every number is
 * one of the facts'.
 */
function fromWaiverAssistant(
  input: CatalogueQuestion & { pickup: CataloguePlayer; pick: WaiverPick },
): AnalystAdvice {
  const { week, named, catalogue, pickup, pick } = input;
  const span = weeksWords(catalogue.pickups?.weeks.length ? catalogue.pickups.weeks : [week.week]);
  const name = nameOf(pickup);
  const dropName = pick.drop?.playerName;
  const move = dropName ? `Pick up ${name} and drop ${dropName}` : `Pick up ${name}`;
  const gains = `${signedPoints(pick.season.gain)} over ${span} (${signedPoints(pick.week.gain)} in week ${week.week})`;
  const verdict =
    pick.season.gain >= NO_GAIN
      ? `${move}: your optimal lineups gain ${gains}.`
      : pick.season.gain > -NO_GAIN
        ? `${name} adds nothing to your optimal lineups over ${span}${dropName ? ` for ${dropName}` : ''}: leave him.`
        : `Keep your roster: ${name}${dropName ? ` for ${dropName}` : ''} would cost your optimal lineups ${gains}.`;
  const asked = named[0];
  const otherDrop =
    asked && pick.drop && asked._id !== pick.drop._id
      ? `You named ${nameOf(asked)}, but ${asked.week.locked ? 'his game has kicked off, so he cannot be dropped until the week is over' : 'he cannot be dropped now'}: ${dropName} is the one to drop.`
      : undefined;
  const { floor, median, ceiling } = pick.season.total;
  const total =
    median === null
      ? `${name} has no rest-of-season projection.`
      : `${name} projects ${pts(median)} over ${span} (band ${pts(floor)} to ${pts(ceiling)}).`;
  const dropEntry = asked && pick.drop && asked._id === pick.drop._id ? asked : undefined;
  return {
    topic: 'pickup',
    advice: paragraphs(
      verdict,
      otherDrop,
      `The waiver assistant: ${pick.reason}`,
      total,
      leagueNote(pickup, catalogue),
      availabilityNote(pickup),
    ),
    facts: [
      catalogueFact(pickup),
      ...(dropEntry ? [playerFact(dropEntry)] : []),
      `Waiver assistant on ${name}: ${pick.reason}`,
      `${name} for your optimal lineups: ${signedPoints(pick.week.gain)} in week ${week.week}, ${signedPoints(pick.season.gain)} over ${span}${dropName ? `, dropping ${dropName}` : ', no drop'}`,
      median === null
        ? `${name} rest of season: no projection`
        : `${name} rest of season over ${span}: floor ${pts(floor)}, median ${pts(median)}, ceiling ${pts(ceiling)}`,
    ],
  };
}

/**
 * "Should I pick up X and drop Y?": the named pickup (a catalogue player not on the team) against
 * the named drop (one of the team's), or, when no drop is named, the weakest of the team's players
 * at his position, by core's start/sit rule in `need` on this week's projections; whether he is a
 * free agent of the imported league. When the server gave the waiver assistant's weighing of him
 * (`catalogue.pickups`), the answer is that instead: his gain to the optimal lineups this week and
 * over the weeks left, with the drop it names. A name found nowhere, or no pickup named, is said plainly:
 * the answer never turns into another question's.
 */
export function answerPickup(input: CatalogueQuestion): AnalystAdvice {
  const { week, named, outside, catalogue, need } = input;
  const label = MODE_LABEL[need];
  const cannot = (why: string, facts: string[] = []): AnalystAdvice => ({
    topic: 'pickup',
    advice: `I can't judge this pickup: ${why}`,
    facts,
  });
  const pickup = outside[0];
  if (!pickup) {
    if (catalogue.unknownNames.length > 0) {
      return cannot(
        `I find no player named ${quoted(catalogue.unknownNames)} on your team or in the player catalogue. Check the spelling, or search for him in the editor.`,
      );
    }
    if (named.length > 0) {
      return cannot(
        `${listOf(named.map(nameOf))} ${named.length === 1 ? 'is' : 'are'} already on your team, and the question names no player outside it to pick up.`,
        named.map(playerFact),
      );
    }
    return cannot('the question names no player I could find in the catalogue to pick up. Name him in full.');
  }
  if (named.length === 0 && catalogue.unknownNames.length > 0) {
    return cannot(
      `I find no player named ${quoted(catalogue.unknownNames)} on your team, so I can't compare ${nameOf(pickup)} with him.`,
      [catalogueFact(pickup)],
    );
  }
  const weighed = catalogue.pickups?.picks.find((pick) => pick.player._id === pickup._id);
  if (weighed) return fromWaiverAssistant({ ...input, pickup, pick: weighed });
  const drop = named[0] ?? weakestAt(week, pickup, need);
  const facts = [catalogueFact(pickup)];
  const notes = [leagueNote(pickup, catalogue)];
  if (outside.length > 1)
    notes.push(
      `I weighed ${nameOf(pickup)} only; ask about ${listOf(outside.slice(1).map(nameOf))} on its own.`,
    );
  if (!drop) {
    const points = pickup.week.points[need];
    return {
      topic: 'pickup',
      advice: paragraphs(
        `Pick up ${nameOf(pickup)} if you have room: you have no ${pickup.position} to compare him with, and he projects ${label} ${pts(points)} in week ${week.week}.`,
        ...notes,
        availabilityNote(pickup),
        THIS_WEEK_ONLY(week.week),
      ),
      facts,
    };
  }
  facts.push(playerFact(drop));
  const chosen = named[0]
    ? ''
    : ` You did not say whom to drop: ${nameOf(drop)} is your weakest ${pickup.position}.`;
  const pick = pickStarter<WeekEntry | CataloguePlayer>([pickup, pickup.week], [drop, drop.week], need);
  const [ours, theirs] = pick.points;
  const margin = pick.margin;
  const verdict =
    margin < NO_GAIN
      ? `${nameOf(pickup)} and ${nameOf(drop)} are level on the ${label} this week (${pts(ours)}): the move gains nothing in week ${week.week}.`
      : pick.start === pickup
        ? `Pick up ${nameOf(pickup)} and drop ${nameOf(drop)}: ${label} ${pts(ours)} against ${pts(theirs)} in week ${week.week} (+${pts(margin)}).`
        : `Keep ${nameOf(drop)}: ${label} ${pts(ours)} against ${pts(theirs)} for ${nameOf(pickup)} in week ${week.week} (${pts(margin)} more).`;
  facts.push(
    `Pickup compared on the ${label} in week ${week.week}: ${nameOf(pick.start)} ${pts(ours)}, ${nameOf(pick.sit)} ${pts(theirs)}, difference ${pts(margin)}`,
  );
  return {
    topic: 'pickup',
    advice: paragraphs(
      `${verdict}${chosen}`,
      ...notes,
      availabilityNote(pickup),
      availabilityNote(drop),
      THIS_WEEK_ONLY(week.week),
    ),
    facts,
  };
}
