import { canonicalTeam } from './canonical-team.js';
import { readCsv } from './csv.js';
import { type InjuryReportLine, type NflPlayer, type ParseResult, ZInjuryReportLine } from './entities.js';
import { NflFormatError, requireColumns } from './format-error.js';
import { projectedPosition } from './nflverse-position.js';
import {
  type Cells,
  cell,
  describeIssues,
  intCell,
  RowRejection,
  rejectionReason,
  requiredCell,
} from './row-cells.js';

/** What one nflverse injuries file gives. */
export interface NflverseInjuriesParse extends ParseResult<InjuryReportLine> {
  /** The players of projected positions the reports name (`gsis:<gsis_id>`), so that they can be matched. */
  players: NflPlayer[];
}

const COLUMNS = [
  'season',
  'week',
  'team',
  'gsis_id',
  'position',
  'full_name',
  'report_primary_injury',
  'report_status',
  'practice_primary_injury',
  'practice_status',
];

const STATUSES = new Set(['Out', 'Doubtful', 'Questionable']);

function rowOf(cells: Cells): { line: InjuryReportLine; player: NflPlayer | null } {
  const season = intCell(cells, 'season', 1990, 2100);
  const week = intCell(cells, 'week', 1, 22);
  const gsis = requiredCell(cells, 'gsis_id');
  const teamText = requiredCell(cells, 'team');
  const team = canonicalTeam(teamText, season);
  if (team === null) throw new RowRejection(`team is not an NFL team: "${teamText}"`);
  const statusText = cell(cells, 'report_status');
  if (statusText !== '' && !STATUSES.has(statusText)) {
    throw new RowRejection(`report_status is not Out, Doubtful, Questionable or empty: "${statusText}"`);
  }
  const injury = cell(cells, 'report_primary_injury') || cell(cells, 'practice_primary_injury') || null;
  const parsed = ZInjuryReportLine.safeParse({
    _id: `nflverse-injuries:${season}:${week}:gsis:${gsis}`,
    playerId: `gsis:${gsis}`,
    season,
    week,
    team,
    status: statusText === '' ? null : statusText,
    injury,
    practiceStatus: cell(cells, 'practice_status') || null,
  });
  if (!parsed.success) throw new RowRejection(describeIssues(parsed.error));
  const position = projectedPosition(cell(cells, 'position'));
  const name = cell(cells, 'full_name');
  const player: NflPlayer | null =
    position && position !== 'D/ST' && name !== ''
      ? { _id: `gsis:${gsis}`, name, position, team, status: 'active', ids: { gsis } }
      : null;
  return { line: parsed.data, player };
}

/**
 * Parses the nflverse injuries CSV into report lines (`_id` `nflverse-injuries:<season>:<week>:gsis:<id>`,
 * player `gsis:<gsis_id>`): the game-status `report_status` (Out, Doubtful, Questionable; empty when the
 * player had a practice report only → `null`), the primary injury (report's, else practice's) and the
 * practice status. Players of projected positions are given too, for matching. A bad row or a second
 * row for the same player-week is rejected with its line and why. Throws `NflFormatError` on another header.
 */
export function parseNflverseInjuries(text: string): NflverseInjuriesParse {
  const csv = readCsv(text);
  if (csv.header.length === 0) throw new NflFormatError('The file is empty: no header row');
  requireColumns(csv.header, COLUMNS, 'nflverse injuries');
  const result: NflverseInjuriesParse = {
    read: csv.records.length + csv.rejected.length,
    players: [],
    rows: [],
    rejected: [...csv.rejected],
  };
  const players = new Map<string, NflPlayer>();
  const seen = new Map<string, number>();
  for (const { line, cells } of csv.records) {
    try {
      const row = rowOf(cells);
      const earlier = seen.get(row.line._id);
      if (earlier !== undefined) {
        throw new RowRejection(
          `a second report for ${row.line.playerId} in ${row.line.season} wk ${row.line.week} (the first is line ${earlier})`,
        );
      }
      seen.set(row.line._id, line);
      result.rows.push(row.line);
      if (row.player) players.set(row.player._id, row.player);
    } catch (error) {
      result.rejected.push({ line, reason: rejectionReason(error) });
    }
  }
  result.players = [...players.values()];
  result.rejected.sort((a, b) => a.line - b.line);
  return result;
}
