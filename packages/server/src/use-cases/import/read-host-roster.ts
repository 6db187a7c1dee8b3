import type { LeagueChoice, Player, RosterChoice, UnmatchedPlayer } from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { HostLeague, HostLeagueRef, HostRoster } from '../../ports/league-source.js';
import { playerOf } from '../../records/player-record.js';
import { type PlayerRef, refOf } from '../../records/team-record.js';
import { catalogueForMatching } from './catalogue-for-matching.js';
import { leagueChoiceOf, rosterChoiceOf } from './host-choices.js';
import type { ImportContext } from './import-context.js';
import { matchPlayers } from './match-players.js';
import { type Placement, placeRoster } from './place-roster.js';
import { readHostLeague } from './read-host-league.js';

/** One roster of a league at its host, read and made ours: what preview, import and sync work from. */
export interface HostRosterRead {
  readonly league: HostLeague;
  readonly choice: LeagueChoice;
  readonly roster: RosterChoice;
  readonly placement: Placement<PlayerRef>;
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
 * Reads the league (`readHostLeague`), takes its roster `rosterId` (404 when the league has none),
 * matches its players to our catalogue (`matchPlayers`: Sleeper's by Sleeper id, then everyone's
 * by name, position and team; D/ST by team) and places them on our slots (`placeRoster`). Nothing
 * is written. Host failures are thrown as they are (`hostCall` makes refusals of them).
 */
export async function readHostRoster(
  ctx: ImportContext,
  input: { ownerId: string; ref: HostLeagueRef; rosterId: number },
): Promise<HostRosterRead> {
  const { league, imported } = await readHostLeague(ctx, input.ownerId, input.ref);
  const roster = league.rosters.find((candidate) => candidate.rosterId === input.rosterId);
  if (!roster) throw new AppError('NOT_FOUND', `The league ${league.name} has no team ${input.rosterId}.`);

  const { provider } = league;
  const ids = [...new Set([...roster.starters.flatMap((id) => id ?? []), ...roster.players])];
  const leagueIds = [...new Set([...ids, ...league.rosters.flatMap(rosteredIdsOf)])];
  const catalogue = await catalogueForMatching(ctx.store);
  const { matched, unmatched } = matchPlayers({ provider, ids, players: league.players, catalogue });
  const leagueRostered = matchPlayers({
    provider,
    ids: leagueIds,
    players: league.players,
    catalogue,
  }).matched.map((match) => match.playerId);
  const records = await COLLECTIONS.players
    .of(ctx.store)
    .find({ _id: { $in: matched.map((match) => match.playerId) } });
  const byId = new Map(records.map((record) => [record._id, record]));
  const refs = new Map(
    matched.flatMap(({ hostPlayerId, playerId }) => {
      const record = byId.get(playerId);
      return record ? [[hostPlayerId, refOf(playerOf(record))] as const] : [];
    }),
  );
  const placement = placeRoster({
    provider,
    rosterPositions: league.rosterPositions,
    starters: roster.starters,
    players: roster.players,
    setAside: roster.setAside,
    matched: refs,
  });
  return {
    league,
    choice: leagueChoiceOf(league, imported !== null),
    roster: rosterChoiceOf(roster),
    placement,
    players: new Map(records.map((record) => [record._id, playerOf(record)])),
    unmatched: unmatched.map(({ hostPlayerId, name, position, team, message }) => ({
      hostPlayerId,
      // The field's old name, on Sleeper's answers, for one release.
      ...(provider === 'sleeper' && { sleeperId: hostPlayerId }),
      name,
      position,
      team,
      message,
    })),
    leagueRostered,
  };
}

/** Every host player id on a roster: its players, starters and those set aside. */
function rosteredIdsOf(roster: HostRoster): string[] {
  return [...roster.players, ...roster.starters.flatMap((id) => id ?? []), ...roster.setAside];
}
