import type { StatLineInput } from '@lineup-lab/core';
import { canonicalTeam, NFL_TEAM_NAMES } from './canonical-team.js';
import { readCsv } from './csv.js';
import { type FileParse, type NflPlayer, type WeeklyStat, ZWeeklyStat } from './entities.js';
import { NflFormatError, requireColumns } from './format-error.js';
import { LatestPlayers } from './latest-players.js';
import {
  type Cells,
  describeIssues,
  intCell,
  numberCell,
  RowRejection,
  rejectionReason,
  requiredCell,
  SEASON_RANGE,
  WEEK_RANGE,
} from './row-cells.js';

/**
 * footballdb.com weekly D/ST and kicker files as surfkansas/fantasy-football-2022 scraped them (see
 * ../shared/data/README.md §5): one row per team defence, or per kicker, per game played (byes have no
 * row), `year` and `week` in front, footballdb's own `fantasy_points` at the end of the game columns.
 */

/** Which of the two footballdb weekly files a text is: team defences or kickers. */
export type FootballdbUnit = 'D/ST' | 'K';

/** What one footballdb weekly file gives. */
export interface FootballdbWeeklyParse extends FileParse {
  unit: FootballdbUnit;
  /**
   * Every player the file names, as of the latest week they appear in: D/ST `dst:<TEAM>`, named as
   * Sleeper names them (`Arizona Cardinals D/ST`); kickers `footballdb:<player_code>`.
   */
  players: NflPlayer[];
  /** One stat line per good row (source `footballdb`, `reportedPoints` = `fantasy_points`). */
  stats: WeeklyStat[];
}

const COMMON = [
  'year',
  'week',
  'position',
  'player_code',
  'player_name',
  'team',
  'opponent',
  'home_away',
  'fantasy_points',
];
const DST = [
  'sacks',
  'interceptions',
  'safeties',
  'fumble_recoveries',
  'blocked_kicks',
  'defensive_touchdowns',
  'points_against',
  'total_yards_allowed',
];
const KICKERS = ['pat_attempts', 'pat_made', 'field_goal_att', 'field_goal_made', 'field_goal_made_50_yards'];

/** Tells the file apart by its header (`sacks`: D/ST; `pat_made`: kickers); `NflFormatError` otherwise. */
export function footballdbUnit(header: readonly string[]): FootballdbUnit {
  const unit: FootballdbUnit = header.includes('pat_made') ? 'K' : 'D/ST';
  requireColumns(header, [...COMMON, ...(unit === 'K' ? KICKERS : DST)], `footballdb weekly ${unit}`);
  return unit;
}

/** The `position` cell each file's rows carry. */
const POSITION_CELL: Readonly<Record<FootballdbUnit, string>> = { 'D/ST': 'DST', K: 'K' };

/**
 * The D/ST line of a row: the six scoring counts, `points_against` as `pointsAllowed` and
 * `total_yards_allowed` as `yardsAllowed`. The file has no column for two-point returns (the few rows
 * whose `fantasy_points` are 2 above the recount probably hold one): `dstTwoPointReturns` stays 0.
 */
function dstLine(cells: Cells): StatLineInput {
  return {
    dstSacks: numberCell(cells, 'sacks'),
    dstInterceptions: numberCell(cells, 'interceptions'),
    dstSafeties: numberCell(cells, 'safeties'),
    dstFumbleRecoveries: numberCell(cells, 'fumble_recoveries'),
    dstBlockedKicks: numberCell(cells, 'blocked_kicks'),
    dstTouchdowns: numberCell(cells, 'defensive_touchdowns'),
    pointsAllowed: numberCell(cells, 'points_against'),
    yardsAllowed: numberCell(cells, 'total_yards_allowed'),
  };
}

/** `made` of `attempts`, checked: neither below 0 nor more made than tried. */
function madeOf(cells: Cells, made: string, attempts: string): { made: number; missed: number } {
  const madeCount = numberCell(cells, made);
  const tried = numberCell(cells, attempts);
  if (madeCount < 0 || madeCount > tried) {
    throw new RowRejection(`${made} (${madeCount}) must be from 0 to ${attempts} (${tried})`);
  }
  return { made: madeCount, missed: tried - madeCount };
}

/**
 * The kicking line of a row. The file gives field goals made in all and made from 50 yards or more,
 * with no distances otherwise: 50+ go to `fgMade50Plus`, the other makes to `fgMade30To39` (a band
 * every preset scores 3, as footballdb scores every make under 50), and misses (`field_goal_att` −
 * `field_goal_made`) to `fgMissed30To39` (every preset's misses cost the same whatever the distance).
 * `patMissed` is `pat_attempts` − `pat_made`.
 */
function kickerLine(cells: Cells): StatLineInput {
  const pat = madeOf(cells, 'pat_made', 'pat_attempts');
  const fg = madeOf(cells, 'field_goal_made', 'field_goal_att');
  const fifty = numberCell(cells, 'field_goal_made_50_yards');
  if (fifty < 0 || fifty > fg.made) {
    throw new RowRejection(
      `field_goal_made_50_yards (${fifty}) must be from 0 to field_goal_made (${fg.made})`,
    );
  }
  return {
    patMade: pat.made,
    patMissed: pat.missed,
    fgMade30To39: fg.made - fifty,
    fgMade50Plus: fifty,
    fgMissed30To39: fg.missed,
  };
}

/** A team cell as a canonical abbreviation (`OAK` → `LV`, `LA` → `LAR`); anything else a rejection. */
function teamCell(cells: Cells, column: string, season: number): string {
  const text = requiredCell(cells, column);
  const team = canonicalTeam(text, season);
  if (team === null) throw new RowRejection(`${column} is not an NFL team: "${text}"`);
  return team;
}

/** `home_away`: `home` or `away` (neutral-site games are listed as one of the two). */
function isHomeCell(cells: Cells): boolean {
  const text = requiredCell(cells, 'home_away');
  if (text === 'home') return true;
  if (text === 'away') return false;
  throw new RowRejection(`home_away must be home or away: "${text}"`);
}

/** The player a row is about. */
function playerOf(cells: Cells, unit: FootballdbUnit, team: string): NflPlayer {
  if (unit === 'D/ST') {
    return {
      _id: `dst:${team}`,
      name: `${NFL_TEAM_NAMES[team] ?? team} D/ST`,
      position: 'D/ST',
      team,
      status: 'active',
      ids: {},
    };
  }
  const code = requiredCell(cells, 'player_code');
  if (!/^[a-z0-9-]+$/.test(code)) throw new RowRejection(`player_code is not a footballdb code: "${code}"`);
  return {
    _id: `footballdb:${code}`,
    name: requiredCell(cells, 'player_name'),
    position: 'K',
    team,
    status: 'active',
    ids: {},
  };
}

/**
 * Parses one footballdb weekly CSV, D/ST or kickers (told by the header). Every row is a game played:
 * a WeeklyStat of source `footballdb` with `reportedPoints` = `fantasy_points` (footballdb's scoring,
 * README §5) and the team, opponent and home/away of the row. D/ST rows are the team's defence
 * `dst:<TEAM>`; kickers are `footballdb:<player_code>` (matched to other sources' kickers by name and
 * position when imported). Team spellings are made canonical (`OAK` → `LV`, `LA` → `LAR`). A bad row,
 * or a second row for the same player-week, is rejected with its line and why. Throws
 * `NflFormatError` when the header is neither file's.
 * @example
 * const { stats } = parseFootballdbWeekly(text);
 * stats[0]; // { _id: 'footballdb:2021:1:dst:ARI', reportedPoints: 19, stats: { dstSacks: 6, pointsAllowed: 13, … }, … }
 */
export function parseFootballdbWeekly(text: string): FootballdbWeeklyParse {
  const csv = readCsv(text);
  if (csv.header.length === 0) throw new NflFormatError('The file is empty: no header row');
  const unit = footballdbUnit(csv.header);
  const result: FootballdbWeeklyParse = {
    unit,
    read: csv.records.length + csv.rejected.length,
    players: [],
    stats: [],
    rejected: [...csv.rejected],
  };
  const players = new LatestPlayers();
  const seen = new Map<string, number>();
  for (const { line, cells } of csv.records) {
    try {
      const season = intCell(cells, 'year', SEASON_RANGE);
      const week = intCell(cells, 'week', WEEK_RANGE);
      const position = requiredCell(cells, 'position');
      if (position !== POSITION_CELL[unit]) {
        throw new RowRejection(`position ${position} in a footballdb ${unit} file`);
      }
      const team = teamCell(cells, 'team', season);
      const player = playerOf(cells, unit, team);
      const key = `${season}:${week}:${player._id}`;
      const earlier = seen.get(key);
      if (earlier !== undefined)
        throw new RowRejection(`a second row for ${key} (the first is line ${earlier})`);
      const parsed = ZWeeklyStat.safeParse({
        _id: `footballdb:${key}`,
        source: 'footballdb',
        playerId: player._id,
        season,
        week,
        team,
        opponent: teamCell(cells, 'opponent', season),
        isHome: isHomeCell(cells),
        stats: unit === 'K' ? kickerLine(cells) : dstLine(cells),
        reportedPoints: numberCell(cells, 'fantasy_points'),
      });
      if (!parsed.success) throw new RowRejection(describeIssues(parsed.error));
      result.stats.push(parsed.data);
      seen.set(key, line);
      players.see(player, season, week);
    } catch (error) {
      result.rejected.push({ line, reason: rejectionReason(error) });
    }
  }
  result.players = players.list();
  result.rejected.sort((a, b) => a.line - b.line);
  return result;
}
