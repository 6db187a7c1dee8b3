import { GAME_TYPES } from '@lineup-lab/core';
import { canonicalTeam } from './canonical-team.js';
import { readCsv } from './csv.js';
import { easternToUtc } from './eastern-time.js';
import { type Game, type ParseResult, ZGame } from './entities.js';
import { NflFormatError, requireColumns } from './format-error.js';
import {
  type Cells,
  describeIssues,
  intCell,
  nullableNumberCell,
  RowRejection,
  rejectionReason,
  requiredCell,
  SEASON_RANGE,
  WEEK_RANGE,
} from './row-cells.js';

const COLUMNS = [
  'game_id',
  'season',
  'game_type',
  'week',
  'gameday',
  'gametime',
  'away_team',
  'away_score',
  'home_team',
  'home_score',
  'spread_line',
  'total_line',
];

const KNOWN_GAME_TYPES: ReadonlySet<string> = new Set(GAME_TYPES);

function team(cells: Cells, column: string, season: number): string {
  const text = requiredCell(cells, column);
  const canonical = canonicalTeam(text, season);
  if (canonical === null) throw new RowRejection(`${column} is not an NFL team: "${text}"`);
  return canonical;
}

/** A score cell: empty (not played) is `null`; `27` and `27.0` are 27; anything else is a rejection. */
function score(cells: Cells, column: string): number | null {
  const value = nullableNumberCell(cells, column);
  if (value !== null && (!Number.isInteger(value) || value < 0)) {
    throw new RowRejection(`${column} is not a score: ${value}`);
  }
  return value;
}

/** One schedules row as a Game. */
function gameOf(cells: Cells): Game {
  const season = intCell(cells, 'season', SEASON_RANGE);
  const gameType = requiredCell(cells, 'game_type');
  if (!KNOWN_GAME_TYPES.has(gameType))
    throw new RowRejection(`game_type is not REG, WC, DIV, CON or SB: "${gameType}"`);
  const gameday = requiredCell(cells, 'gameday');
  const gametime = requiredCell(cells, 'gametime');
  const kickoff = easternToUtc(gameday, gametime);
  if (kickoff === null)
    throw new RowRejection(`gameday/gametime is not a date and time: "${gameday} ${gametime}"`);
  const parsed = ZGame.safeParse({
    _id: requiredCell(cells, 'game_id'),
    season,
    week: intCell(cells, 'week', WEEK_RANGE),
    gameType,
    kickoff,
    homeTeam: team(cells, 'home_team', season),
    awayTeam: team(cells, 'away_team', season),
    spreadLine: nullableNumberCell(cells, 'spread_line'),
    totalLine: nullableNumberCell(cells, 'total_line'),
    homeScore: score(cells, 'home_score'),
    awayScore: score(cells, 'away_score'),
  });
  if (!parsed.success) throw new RowRejection(describeIssues(parsed.error));
  return parsed.data;
}

/**
 * Parses the nflverse schedules (games) CSV into Game rows: `_id` the nflverse `game_id`, teams
 * canonical (`OAK` → `LV`, `SD` → `LAC`, `LA` → `LAR`), `kickoff` the UTC instant of `gameday` +
 * `gametime` (US Eastern wall-clock time, daylight time included), nflverse's `spread_line` (home
 * favoured by) and `total_line`, and the scores (`null` until played). A bad row is rejected with its
 * line and why, as is a second row with the same `game_id`. Throws `NflFormatError` on another header.
 */
export function parseSchedules(text: string): ParseResult<Game> {
  const csv = readCsv(text);
  if (csv.header.length === 0) throw new NflFormatError('The file is empty: no header row');
  requireColumns(csv.header, COLUMNS, 'nflverse schedules');
  const result: ParseResult<Game> = {
    read: csv.records.length + csv.rejected.length,
    rows: [],
    rejected: [...csv.rejected],
  };
  const seen = new Map<string, number>();
  for (const { line, cells } of csv.records) {
    try {
      const game = gameOf(cells);
      const earlier = seen.get(game._id);
      if (earlier !== undefined)
        throw new RowRejection(`a second row for game ${game._id} (the first is line ${earlier})`);
      seen.set(game._id, line);
      result.rows.push(game);
    } catch (error) {
      result.rejected.push({ line, reason: rejectionReason(error) });
    }
  }
  result.rejected.sort((a, b) => a.line - b.line);
  return result;
}
