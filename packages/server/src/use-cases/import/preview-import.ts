import { getSlot, type ImportPreview, type ImportRequest, STARTING_SLOTS } from '@lineup-lab/core';
import { hostRefOf } from './host-league-ref.js';
import { hostCall, type ImportContext } from './import-context.js';
import { defaultTeamName, freeTeamName } from './import-team-name.js';
import { type HostRosterRead, readHostRoster } from './read-host-roster.js';

/**
 * `POST /api/import/preview` (and Sleeper's `POST /api/import/sleeper/preview`): what importing
 * the roster would make (our slots with the league slot each starter came from, the bench, the
 * players not matched, the league's scoring, and a note for every rule that does not fit),
 * without writing anything.
 */
export function previewImport(
  ctx: ImportContext,
  input: { ownerId: string; request: ImportRequest },
): Promise<ImportPreview> {
  const { ownerId, request } = input;
  return hostCall(ctx, ownerId, async () => {
    const ref = await hostRefOf(ctx, ownerId, request);
    const read = await readHostRoster(ctx, { ownerId, ref, rosterId: request.rosterId });
    return previewOf(read, request.teamName ?? (await freeTeamName(ctx, ownerId, defaultTeamName(read))));
  });
}

/** The preview of a roster read. */
function previewOf(read: HostRosterRead, teamName: string): ImportPreview {
  const { placement, players } = read;
  const shown = (id: string) => players.get(id) ?? null;
  return {
    league: read.choice,
    scoring: read.league.scoring,
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
