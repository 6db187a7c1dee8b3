import { type AdviceCatalogue, emptyLineup, nameWords, type TeamWeekResponse } from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import { refOf, type TeamRecord } from '../../records/team-record.js';
import { nameContaining } from '../players/name-pattern.js';
import { leagueOf } from '../players/search-players.js';
import { weekOfSeason } from '../season/season-week.js';
import type { ServiceContext } from '../service-context.js';
import { weekPlayer } from '../teams/get-team-week.js';
import { readRostersWeek } from '../teams/roster-week.js';
import { scoringSettingsOf } from '../teams/team-scoring.js';
import { isPartOfName, nameCandidates } from './check-grounding.js';

/** Words of pickup and trade questions that are never (part of) the names looked up. */
const QUESTION_WORDS = new Set(
  (
    'should would could can will the and for from with his him her them this that these those what who whom ' +
    'pick pickup picking picked drop dropping dropped add adding trade trades trading traded give giving get getting ' +
    'accept offer offered offers waiver waivers wire claim free agent agents player players worth better best ' +
    'start sit week season instead over than about think good bad deal rest team league my your our'
  ).split(' '),
);

/** How many catalogue players one question may bring in (its name words matched as text). */
const AT_MOST = 300;

/** The words of a question that may be names, to look the catalogue up by. */
function lookupWords(question: string): string[] {
  const words = question
    .split(/[^\p{L}\p{N}'’.-]+/u)
    .map((word) => word.replace(/^[.'’-]+|[.'’-]+$/g, '').replace(/['’]s$/i, ''))
    .filter((word) => word.length >= 3 && !QUESTION_WORDS.has(word.toLowerCase()));
  return [...new Set(words.map((word) => word.toLowerCase()))].slice(0, 8);
}

/**
 * What a pickup or trade question may name beyond the team, for core's analyst (pure): the
 * catalogue players whose names contain a word of the question (one read), each with his week in
 * the team's scoring (the same reads as the team week: predictions and injury records together),
 * whether he is on a roster of the team's imported league at its last sync, and the names the
 * question gives (capitalised runs) that neither the team nor the catalogue holds.
 */
export async function readAdviceCatalogue(
  ctx: ServiceContext,
  input: { question: string; team: TeamRecord; week: TeamWeekResponse },
): Promise<AdviceCatalogue> {
  const { question, team, week } = input;
  const teamNames = [...week.slots.flatMap((s) => (s.player ? [s.player] : [])), ...week.bench].map(
    (p) => p.player,
  );
  const onTeam = new Set(teamNames.map((player) => player._id));
  const words = lookupWords(question);
  const [found, league, at] = await Promise.all([
    words.length === 0
      ? []
      : COLLECTIONS.players
          .of(ctx.store)
          .find(
            { $or: words.map((word) => ({ playerName: { $regex: nameContaining(word) } })) },
            { limit: AT_MOST },
          ),
    leagueOf(ctx, team),
    weekOfSeason(ctx, week.week),
  ]);
  const refs = found.filter((player) => !onTeam.has(player._id)).map(refOf);
  const rosterWeek = await readRostersWeek(ctx, [{ lineup: emptyLineup(), bench: refs }], {
    at,
    scoring: scoringSettingsOf(team),
  });
  const rostered = league?.rosteredPlayerIds ? new Set(league.rosteredPlayerIds) : null;
  const known = [...teamNames, ...found].map((player) => nameWords(player.playerName));
  const unknownNames = nameCandidates(question).filter((candidate) => {
    const words = nameWords(candidate).filter((word) => !QUESTION_WORDS.has(word));
    return words.length > 0 && !words.some((word) => known.some((name) => isPartOfName([word], name)));
  });
  return {
    players: refs.map((ref) => ({
      _id: ref._id,
      position: ref.position,
      week: weekPlayer(ref, rosterWeek),
      rostered: rostered ? rostered.has(ref._id) : null,
    })),
    league: league && rostered ? { name: league.name } : null,
    unknownNames,
  };
}
