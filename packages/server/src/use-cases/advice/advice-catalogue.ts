import {
  type AdviceCatalogue,
  type AdviceTopic,
  emptyLineup,
  findMentionedPlayers,
  nameWords,
  type TeamWeekResponse,
  TRADE_SIDE_MAX,
  type WeekPlayer,
} from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import { type PlayerRef, refOf, type TeamRecord } from '../../records/team-record.js';
import type { ImportContext } from '../import/import-context.js';
import { nameContaining } from '../players/name-pattern.js';
import { leagueOf } from '../players/search-players.js';
import { weekOfSeason } from '../season/season-week.js';
import type { ServiceContext } from '../service-context.js';
import { weekPlayer } from '../teams/get-team-week.js';
import { readRostersWeek } from '../teams/roster-week.js';
import { scoringSettingsOf } from '../teams/team-scoring.js';
import { analyzeTrade } from '../trades/analyze-trade.js';
import { weighPickups } from '../waivers/weigh-pickups.js';
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

/** A player the question names, on the team or from the catalogue (what `findMentionedPlayers` reads). */
interface Mentioned {
  readonly _id: string;
  readonly onTeam: boolean;
  readonly ref: PlayerRef;
  readonly week: WeekPlayer;
}

/**
 * The players a pickup or trade question names, on the team and from the catalogue, found as the
 * analyst finds them (core's `findMentionedPlayers` over both at once: a name is one or the other).
 */
function namedIn(question: string, week: TeamWeekResponse, catalogue: AdviceCatalogue) {
  const team = [...week.slots.flatMap((s) => (s.player ? [s.player] : [])), ...week.bench].map(
    (p): Mentioned => ({ _id: p.player._id, onTeam: true, ref: refOf(p.player), week: p }),
  );
  const onTeam = new Set(team.map((entry) => entry._id));
  const outside = catalogue.players
    .filter((player) => !onTeam.has(player._id))
    .map(
      (player): Mentioned => ({
        _id: player._id,
        onTeam: false,
        ref: refOf(player.week.player),
        week: player.week,
      }),
    );
  const { players } = findMentionedPlayers<Mentioned>(question, [...team, ...outside]);
  return { named: players.filter((p) => p.onTeam), outside: players.filter((p) => !p.onTeam) };
}

/**
 * The catalogue with what the waiver assistant or the trade analyzer says of the question's
 * players, for the analyst to answer from: a pickup's weighing (`weighPickups`, the first team
 * player named as the drop), or a trade's analysis (`analyzeTrade`, the team's players named given
 * and the others received; its refusal's message when it refuses one; the other team of a league
 * left out: no call to its host for a question). A question naming no outside player, or a trade
 * without both sides, is left to the analyst as it is.
 */
export async function withAssistants(
  ctx: ImportContext,
  input: {
    question: string;
    topic: AdviceTopic;
    team: TeamRecord;
    week: TeamWeekResponse;
    catalogue: AdviceCatalogue;
  },
): Promise<AdviceCatalogue> {
  const { question, topic, team, week, catalogue } = input;
  const { named, outside } = namedIn(question, week, catalogue);
  if (outside.length === 0) return catalogue;
  if (topic === 'pickup') {
    const pickups = await weighPickups(ctx, {
      team,
      candidates: outside.slice(0, TRADE_SIDE_MAX).map((p) => p.ref),
      dropId: named[0]?._id,
    });
    return { ...catalogue, pickups };
  }
  if (topic !== 'trade' || named.length === 0) return catalogue;
  try {
    const trade = await analyzeTrade(
      ctx,
      {
        ownerId: team.ownerId,
        teamName: team.teamName,
        give: named.map((p) => p._id),
        get: outside.map((p) => p._id),
      },
      { otherTeam: false },
    );
    return { ...catalogue, trade };
  } catch (error) {
    if (error instanceof AppError && (error.code === 'VALIDATION_FAILED' || error.code === 'CONFLICT')) {
      return { ...catalogue, trade: { refused: error.message } };
    }
    throw error;
  }
}
