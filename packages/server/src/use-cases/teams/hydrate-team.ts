import { type Lineup, type LineupOf, type Player, rosterPlayers, type Team } from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import { type PlayerRecord, playerOf } from '../../records/player-record.js';
import type { PlayerRef, TeamRecord } from '../../records/team-record.js';
import type { ServiceContext } from '../service-context.js';

/** Every collection a team found (`findTeam`) and filled in (`hydrateTeam`) is read from. */
export const TEAM_READS = [COLLECTIONS.teams, COLLECTIONS.players] as const;

function mapLineup(lineup: LineupOf<PlayerRef>, map: (ref: PlayerRef) => Player): Lineup {
  const slot = (ref: PlayerRef | null) => (ref ? map(ref) : null);
  return {
    quarterback: slot(lineup.quarterback),
    runningBacks: [slot(lineup.runningBacks[0]), slot(lineup.runningBacks[1])],
    wideReceivers: [slot(lineup.wideReceivers[0]), slot(lineup.wideReceivers[1])],
    tightEnd: slot(lineup.tightEnd),
    flex: slot(lineup.flex),
    defenseST: slot(lineup.defenseST),
    kicker: slot(lineup.kicker),
  };
}

/** Teams as the API answers them: every player filled in from the catalogue in one query. */
export async function hydrateTeams(ctx: ServiceContext, records: readonly TeamRecord[]): Promise<Team[]> {
  const ids = new Set<string>();
  for (const record of records) {
    for (const lineup of record.lineups) {
      for (const p of rosterPlayers({ lineup, bench: record.bench })) ids.add(p._id);
    }
  }
  const found =
    ids.size === 0 ? [] : await COLLECTIONS.players.of(ctx.store).find({ _id: { $in: [...ids] } });
  const catalogue = new Map(found.map((p) => [p._id, p]));
  return teamsFrom(records, (ref) => catalogue.get(ref._id) ?? ref);
}

/**
 * Teams as the API answers them, every player filled in from catalogue records already read
 * (`recordOf`: the catalogue's record of a player, or the team's own reference when it is gone).
 */
export function teamsFrom(
  records: readonly TeamRecord[],
  recordOf: (ref: PlayerRef) => PlayerRecord,
): Team[] {
  const map = (ref: PlayerRef) => playerOf(recordOf(ref));
  return records.map((record) => ({
    _id: record._id,
    teamName: record.teamName,
    lineups: record.lineups.map((lineup) => mapLineup(lineup, map)),
    bench: record.bench.map(map),
    version: record.version,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  }));
}

/** One team, hydrated. */
export async function hydrateTeam(ctx: ServiceContext, record: TeamRecord): Promise<Team> {
  const [team] = await hydrateTeams(ctx, [record]);
  if (!team) throw new Error('hydrateTeams lost a team');
  return team;
}
