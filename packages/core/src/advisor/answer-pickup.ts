import type { ProjectionMode } from '../contract/entities.js';
import type { TeamWeekResponse } from '../contract/team-week.js';
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

/**
 * "Should I pick up X and drop Y?": the named pickup (a catalogue player not on the team) against
 * the named drop (one of the team's), or, when no drop is named, the weakest of the team's players
 * at his position, by core's start/sit rule in `need` on this week's projections; whether he is a
 * free agent of the imported league. A name found nowhere, or no pickup named, is said plainly:
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
