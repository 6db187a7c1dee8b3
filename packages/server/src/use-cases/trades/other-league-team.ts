import { TRADE_MESSAGES } from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import { HOST_NAMES } from '../../ports/host-error.js';
import type { HostRoster } from '../../ports/league-source.js';
import type { LeagueRecord } from '../../records/league-record.js';
import type { PlayerRef } from '../../records/team-record.js';
import { catalogueForMatching } from '../import/catalogue-for-matching.js';
import { storedLeagueRefOf } from '../import/host-league-ref.js';
import { hostCall, type ImportContext } from '../import/import-context.js';
import { matchPlayers } from '../import/match-players.js';
import { readHostLeague } from '../import/read-host-league.js';

/** The team of the league a trade is with: its name and its players in our catalogue. */
export interface OtherLeagueTeam {
  name: string;
  players: PlayerRef[];
}

/** Every host player id on a roster: its players, starters and those set aside. */
const idsOn = (roster: HostRoster) => [
  ...roster.players,
  ...roster.starters.flatMap((id) => id ?? []),
  ...roster.setAside,
];

/**
 * The other team of a trade in an imported league: the league read again from its host (one import
 * call of the caller's, counted against the import's rate), each roster's players matched to our
 * catalogue as an import matches them, and the roster (not the caller's own) that holds the players
 * the caller would receive. The league record keeps only which players are on some roster, not whose,
 * so only the host can say. Received players on two rosters are refused (a trade is with one team);
 * a host that cannot be read, or players no longer on a roster there, give a `note` instead, and the
 * trade is analysed for the caller's team alone.
 */
export async function otherLeagueTeam(
  ctx: ImportContext,
  league: LeagueRecord,
  receivedIds: readonly string[],
): Promise<OtherLeagueTeam | { note: string }> {
  const host = HOST_NAMES[league.provider];
  let rosters: Array<{ roster: HostRoster; playerIds: string[] }>;
  try {
    rosters = await hostCall(ctx, league.ownerId, async () => {
      const ref = await storedLeagueRefOf(ctx, league);
      const [{ league: read }, catalogue] = await Promise.all([
        readHostLeague(ctx, league.ownerId, ref),
        catalogueForMatching(ctx.store),
      ]);
      return read.rosters
        .filter((roster) => roster.rosterId !== league.rosterId)
        .map((roster) => ({
          roster,
          playerIds: matchPlayers({
            provider: read.provider,
            ids: idsOn(roster),
            players: read.players,
            catalogue,
          }).matched.map((match) => match.playerId),
        }));
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code === 'VALIDATION_FAILED') throw error;
    return { note: `${host} could not be read just now (${error.message}): the other team is left out.` };
  }
  const holding = rosters.filter(({ playerIds }) => receivedIds.some((id) => playerIds.includes(id)));
  if (holding.length > 1) {
    const message = TRADE_MESSAGES.severalTeams(league.name);
    throw new AppError('VALIDATION_FAILED', message, { issues: [{ path: 'body.get', message }] });
  }
  const [other] = holding;
  if (!other || !receivedIds.every((id) => other.playerIds.includes(id))) {
    return {
      note: `At ${host} now, the players you would receive are not all on one other team of ${league.name}: sync the league to see its rosters as they are.`,
    };
  }
  const records = await COLLECTIONS.players
    .of(ctx.store)
    .find({ _id: { $in: other.playerIds } }, { projection: { playerName: 1, teamName: 1, position: 1 } });
  const { roster } = other;
  return {
    name: roster.teamName ?? roster.ownerName ?? `Team ${roster.rosterId}`,
    players: records.map(({ _id, playerName, teamName, position }) => ({
      _id,
      playerName,
      teamName,
      position,
    })),
  };
}
