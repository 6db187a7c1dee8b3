import type {
  AdminPlayer,
  AdminPlayerSort,
  AdminPlayersQuery,
  AdminPlayersResponse,
  InjuryReport,
} from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import type { Filter } from '../../ports/store.js';
import type { PlayerRecord } from '../../records/player-record.js';
import { injuriesOfWeek, injuryWeekOf } from '../injuries/injury-reports.js';
import { nameContaining } from '../players/name-pattern.js';
import type { ServiceContext } from '../service-context.js';
import { POSITIONS_OF, sortTable } from './admin-table.js';

const NO_INJURY: AdminPlayer['injury'] = { status: null, bodyPart: null, description: null, practice: null };

/** The row of a catalogue record, with the injury report that counts this week (none: Healthy). */
export function adminPlayerRow(record: PlayerRecord, injury: InjuryReport | undefined): AdminPlayer {
  const projections = record.projections;
  const median = projections?.median ?? null;
  return {
    id: record._id,
    name: record.playerName,
    position: record.position,
    team: record.teamName,
    seasonProjections: {
      conservative: projections?.conservative ?? null,
      normal: median,
      aggressive: projections?.aggressive ?? null,
    },
    points: record.points ?? null,
    hasMLData: record.published !== undefined && median !== null,
    injury: injury ?? NO_INJURY,
  };
}

const SORT_KEY: Record<AdminPlayerSort, (row: AdminPlayer) => string | number | null> = {
  name: (row) => row.name,
  position: (row) => row.position,
  team: (row) => row.team,
  ml_conservative: (row) => row.seasonProjections.conservative,
  ml_normal: (row) => row.seasonProjections.normal,
  ml_aggressive: (row) => row.seasonProjections.aggressive,
  points: (row) => row.points,
};

/**
 * `GET /api/admin/players` (admin): the player catalogue (`players`) filtered by `position` (ALL,
 * or one position; K takes in PK) and `search` (a case-insensitive substring of the name, matched
 * as text), sorted by `sort` in `order` (players without the number last either way; ties by name,
 * then id), then the first `limit` rows (0 = all). `total` is how many match the filters.
 * - `seasonProjections` are the catalogue's projections (the active model's, for the week the
 *   catalogue was published for), the median named `normal`;
 * - `hasMLData`: the catalogue was published from the NFL data and the active model predicted the
 *   player (a median); otherwise the row is the Fallback one;
 * - `injury`: the player's injury report for the week users plan for, as `GET /api/injuries` reads
 *   it (the administrator's record of the week, else the catalogue's; all `null` = Healthy).
 */
export async function listAdminPlayers(
  ctx: ServiceContext,
  query: AdminPlayersQuery,
): Promise<AdminPlayersResponse> {
  const filter: Filter<PlayerRecord> = {};
  if (query.position !== 'ALL') filter.position = { $in: [...POSITIONS_OF[query.position]] };
  if (query.search !== '') filter.playerName = { $regex: nameContaining(query.search) };
  const [records, injuries] = await Promise.all([
    COLLECTIONS.players.of(ctx.store).find(filter),
    injuriesOfWeek(ctx, injuryWeekOf(await ctx.calendar.current())),
  ]);
  const rows = records.map((record) => adminPlayerRow(record, injuries.get(record._id)?.report));
  sortTable(rows, {
    valueIn: SORT_KEY[query.sort],
    order: query.order,
    identity: (row) => ({ name: row.name, id: row.id }),
  });
  return { players: query.limit === 0 ? rows : rows.slice(0, query.limit), total: rows.length };
}
