import type { LineupKey, Team } from '@lineup-lab/core';
import type { LineupLabClient } from '@lineup-lab/sdk';

/** Where a starter stands, by the wire key `move-to-slot` takes (and the index for RB and WR). */
export type StarterPlace = readonly [playerId: string, positionType: LineupKey, index?: 0 | 1];

/** A new team of the client's, built through the calls a user makes: each starter added and moved to his slot, then the bench added. */
export async function buildTeam(
  client: LineupLabClient,
  teamName: string,
  roster: { starters: readonly StarterPlace[]; bench: readonly string[] },
): Promise<Team> {
  let { team } = await client.teams.create({ teamName });
  for (const [playerId, positionType, index] of roster.starters) {
    await client.lineups.addPlayer({ teamName, playerId });
    ({ team } = await client.lineups.moveToSlot({ teamName, playerId, positionType, index }));
  }
  for (const playerId of roster.bench) ({ team } = await client.lineups.addPlayer({ teamName, playerId }));
  return team;
}
