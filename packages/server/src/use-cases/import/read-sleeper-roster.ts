import type {
  ImportScoring,
  Player,
  SleeperLeagueChoice,
  SleeperRosterChoice,
  UnmatchedPlayer,
} from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { SleeperLeague, SleeperLeagueUser, SleeperRoster } from '../../ports/sleeper-schemas.js';
import type { LeagueRecord } from '../../records/league-record.js';
import { playerOf } from '../../records/player-record.js';
import { type PlayerRef, refOf } from '../../records/team-record.js';
import { catalogueForMatching } from './catalogue-for-matching.js';
import type { ImportContext } from './import-context.js';
import { matchPlayers } from './match-players.js';
import { placeSleeperRoster, type SleeperPlacement } from './place-sleeper-roster.js';
import { leagueChoiceOf, rosterChoiceOf } from './sleeper-choices.js';
import { sleeperScoring } from './sleeper-scoring.js';

/** One roster of a Sleeper league, read and made ours: what preview, import and sync work from. */
export interface SleeperRosterRead {
  readonly league: SleeperLeague;
  readonly choice: SleeperLeagueChoice;
  readonly roster: SleeperRosterChoice;
  readonly scoring: ImportScoring;
  readonly placement: SleeperPlacement<PlayerRef>;
  /** Our catalogue's player for each placed player, by id (the preview shows them). */
  readonly players: ReadonlyMap<string, Player>;
  readonly unmatched: readonly UnmatchedPlayer[];
  /**
   * Our catalogue's ids of the players on any roster of the league (the caller's included): what
   * `available` searches leave out until the next sync.
   */
  readonly leagueRostered: readonly string[];
}

/**
 * A Sleeper league, its rosters and its members (three calls in parallel), and whether the caller
 * has imported it (`imported`: our record, else `null`).
 */
export async function readSleeperLeague(
  ctx: ImportContext,
  input: { ownerId: string; leagueId: string },
): Promise<{
  league: SleeperLeague;
  rosters: SleeperRoster[];
  users: SleeperLeagueUser[];
  imported: LeagueRecord | null;
}> {
  const [league, rosters, users, imported] = await Promise.all([
    ctx.sleeper.league(input.leagueId),
    ctx.sleeper.rosters(input.leagueId),
    ctx.sleeper.users(input.leagueId),
    COLLECTIONS.leagues
      .of(ctx.store)
      .findOne({ ownerId: input.ownerId, provider: 'sleeper', providerLeagueId: input.leagueId }),
  ]);
  return { league, rosters, users, imported };
}

/**
 * Reads the league (`readSleeperLeague`), the roster `rosterId` (404
 * when the league has none), matches its players to our catalogue (`matchPlayers`: Sleeper id, then
 * name, position and team; D/ST by team) with Sleeper's player list as kept once a day, and places
 * them on our slots (`placeSleeperRoster`). Nothing is written. Sleeper's failures are thrown as
 * they are (`sleeperCall` makes refusals of them).
 */
export async function readSleeperRoster(
  ctx: ImportContext,
  input: { ownerId: string; leagueId: string; rosterId: number },
): Promise<SleeperRosterRead> {
  const { league, rosters, users, imported } = await readSleeperLeague(ctx, input);
  const roster = rosters.find((candidate) => candidate.roster_id === input.rosterId);
  if (!roster) throw new AppError('NOT_FOUND', `The league ${league.name} has no team ${input.rosterId}.`);

  const ids = [...new Set([...roster.starters.flatMap((id) => id ?? []), ...roster.players])];
  const leagueIds = [...new Set([...ids, ...rosters.flatMap(rosteredIdsOf)])];
  const [sleeperPlayers, catalogue] = await Promise.all([
    ctx.sleeperPlayers.lookup(leagueIds),
    catalogueForMatching(ctx.store),
  ]);
  const { matched, unmatched } = matchPlayers(ids, sleeperPlayers, catalogue);
  const leagueRostered = matchPlayers(leagueIds, sleeperPlayers, catalogue).matched.map(
    (match) => match.playerId,
  );
  const records = await COLLECTIONS.players
    .of(ctx.store)
    .find({ _id: { $in: matched.map((match) => match.playerId) } });
  const byId = new Map(records.map((record) => [record._id, record]));
  const refs = new Map(
    matched.flatMap(({ sleeperId, playerId }) => {
      const record = byId.get(playerId);
      return record ? [[sleeperId, refOf(playerOf(record))] as const] : [];
    }),
  );
  const placement = placeSleeperRoster({
    rosterPositions: league.roster_positions,
    starters: roster.starters,
    players: roster.players,
    reserve: roster.reserve,
    taxi: roster.taxi,
    matched: refs,
  });
  return {
    league,
    choice: leagueChoiceOf(league, imported !== null),
    roster: rosterChoiceOf(roster, users),
    scoring: sleeperScoring(league.scoring_settings),
    placement,
    players: new Map(records.map((record) => [record._id, playerOf(record)])),
    unmatched: unmatched.map(({ sleeperId, name, position, team, message }) => ({
      sleeperId,
      name,
      position,
      team,
      message,
    })),
    leagueRostered,
  };
}

/** Every Sleeper player id on a roster: its players, starters, reserve and taxi squad. */
function rosteredIdsOf(roster: SleeperRoster): string[] {
  return [
    ...roster.players,
    ...roster.starters.flatMap((id) => id ?? []),
    ...(roster.reserve ?? []),
    ...(roster.taxi ?? []),
  ];
}
