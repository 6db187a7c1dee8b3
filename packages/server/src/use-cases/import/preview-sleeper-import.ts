import { getSlot, type ImportPreview, STARTING_SLOTS, TEXT_LIMITS } from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import { teamKeyOf } from '../../records/team-record.js';
import type { ServiceContext } from '../service-context.js';
import { type ImportContext, sleeperCall } from './import-context.js';
import { readSleeperRoster, type SleeperRosterRead } from './read-sleeper-roster.js';

/** What an import asks for. */
export interface SleeperImportInput {
  ownerId: string;
  leagueId: string;
  rosterId: number;
  teamName?: string | undefined;
}

/**
 * `POST /api/import/sleeper/preview`: what importing the roster would make (our slots with the
 * league slot each starter came from, the bench, the players not matched, the league's scoring,
 * and a note for every rule that does not fit), without writing anything.
 */
export function previewSleeperImport(ctx: ImportContext, input: SleeperImportInput): Promise<ImportPreview> {
  return sleeperCall(ctx, input.ownerId, async () => {
    const read = await readSleeperRoster(ctx, input);
    return previewOf(read, input.teamName ?? (await freeTeamName(ctx, input.ownerId, defaultTeamName(read))));
  });
}

/** The preview of a roster read. */
function previewOf(read: SleeperRosterRead, teamName: string): ImportPreview {
  const { placement, players } = read;
  const shown = (id: string) => players.get(id) ?? null;
  return {
    league: read.choice,
    scoring: read.scoring,
    roster: read.roster,
    teamName,
    slots: STARTING_SLOTS.map((slot) => {
      const player = getSlot(placement.roster.lineup, slot);
      return { slot, player: player && shown(player._id), from: placement.from.get(slot) ?? null };
    }),
    bench: placement.roster.bench.flatMap((player) => shown(player._id) ?? []),
    unmatched: [...read.unmatched],
    notes: [...placement.notes],
  };
}

/** The team a roster becomes is named after its name in the league, else the league's. */
export function defaultTeamName(read: SleeperRosterRead): string {
  const name = read.roster.teamName ?? read.league.name;
  return name.trim().slice(0, TEXT_LIMITS.teamName).trim() || `Sleeper league ${read.league.league_id}`;
}

/** `name`, or `name (2)`, `name (3)` … the first the user has no team by (names are unique regardless of case). */
export async function freeTeamName(ctx: ServiceContext, ownerId: string, name: string): Promise<string> {
  const teams = await COLLECTIONS.teams.of(ctx.store).find({ ownerId }, { projection: { teamKey: 1 } });
  const taken = new Set(teams.map((team) => team.teamKey));
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const candidate = `${name.slice(0, TEXT_LIMITS.teamName - suffix.length).trim()}${suffix}`;
    if (!taken.has(teamKeyOf(candidate))) return candidate;
  }
}
