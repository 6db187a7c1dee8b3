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
  SEASON_RANGE,
  WEEK_RANGE,
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

type GameStatus = InjuryReportLine['status'];
/** `report_status` texts, lower-cased: the game status, and whether it is Probable (until 2016). */
const STATUSES: ReadonlyMap<string, { status: GameStatus; probable?: true }> = new Map([
  ['', { status: null }],
  ['out', { status: 'Out' }],
  ['doubtful', { status: 'Doubtful' }],
  ['questionable', { status: 'Questionable' }],
  ['probable', { status: null, probable: true }],
]);
const SEASON_TYPES = new Set(['REG', 'POST'] as const);

/** A column the format may lack (older or trimmed files): its trimmed text, `''` when absent. */
const optionalCell = (cells: Cells, column: string): string => (cells[column] ?? '').trim();

function rowOf(cells: Cells): { line: InjuryReportLine; player: NflPlayer | null } {
  const season = intCell(cells, 'season', SEASON_RANGE);
  const week = intCell(cells, 'week', WEEK_RANGE);
  const gsis = requiredCell(cells, 'gsis_id');
  const teamText = requiredCell(cells, 'team');
  const team = canonicalTeam(teamText, season);
  if (team === null) throw new RowRejection(`team is not an NFL team: "${teamText}"`);
  const statusText = cell(cells, 'report_status');
  const gameStatus = STATUSES.get(statusText.toLowerCase());
  if (!gameStatus) {
    throw new RowRejection(
      `report_status is not Out, Doubtful, Questionable, Probable or empty: "${statusText}"`,
    );
  }
  const seasonType = optionalCell(cells, 'season_type');
  if (seasonType !== '' && !SEASON_TYPES.has(seasonType as 'REG')) {
    throw new RowRejection(`season_type is not REG or POST: "${seasonType}"`);
  }
  const practiceInjury = cell(cells, 'practice_primary_injury');
  const secondaryInjury =
    optionalCell(cells, 'report_secondary_injury') || optionalCell(cells, 'practice_secondary_injury');
  const parsed = ZInjuryReportLine.safeParse({
    _id: `nflverse-injuries:${season}:${week}:gsis:${gsis}`,
    playerId: `gsis:${gsis}`,
    season,
    week,
    team,
    status: gameStatus.status,
    injury: cell(cells, 'report_primary_injury') || practiceInjury || null,
    practiceStatus: cell(cells, 'practice_status') || null,
    ...(seasonType !== '' && { seasonType }),
    ...(secondaryInjury !== '' && { secondaryInjury }),
    ...(practiceInjury !== '' && { practiceInjury }),
    ...(gameStatus.probable && { probable: true }),
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
 * player `gsis:<gsis_id>`): the game-status `report_status` (Out, Doubtful, Questionable, in any case;
 * empty when the player had a practice report only → `null`; Probable, used until 2016 → `null` and
 * `probable`), the primary injury (report's, else practice's), the practice status, and what else the
 * row says when it says it (`season_type`, the secondary injury, the practice report's injury).
 * Players of projected positions are given too, for matching. A bad row or a second row for the same
 * player-week is rejected with its line and why. Throws `NflFormatError` on another header.
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
