import { canonicalTeam } from './canonical-team.js';
import { readCsv } from './csv.js';
import { type FileParse, type NflPlayer, type WeeklyStat, ZWeeklyStat } from './entities.js';
import { NflFormatError, requireColumns } from './format-error.js';
import { LatestPlayers } from './latest-players.js';
import { projectedPosition } from './nflverse-position.js';
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

/** What one nflverse weekly player-stats file gives. */
export interface NflversePlayerStatsParse extends FileParse {
  /** Every player named, `gsis:<player_id>`, as of the latest week they appear in. */
  players: NflPlayer[];
  stats: WeeklyStat[];
}

const COLUMNS = [
  'player_id',
  'player_display_name',
  'position',
  'position_group',
  'recent_team',
  'opponent_team',
  'season',
  'week',
  'season_type',
  'attempts',
  'passing_yards',
  'passing_tds',
  'interceptions',
  'passing_2pt_conversions',
  'carries',
  'rushing_yards',
  'rushing_tds',
  'rushing_2pt_conversions',
  'receptions',
  'targets',
  'receiving_yards',
  'receiving_tds',
  'receiving_2pt_conversions',
  'sack_fumbles_lost',
  'rushing_fumbles_lost',
  'receiving_fumbles_lost',
  'special_teams_tds',
  'fantasy_points',
];

function teamOf(cells: Cells, column: string, season: number): string {
  const text = requiredCell(cells, column);
  const team = canonicalTeam(text, season);
  if (team === null) throw new RowRejection(`${column} is not an NFL team: "${text}"`);
  return team;
}

/** One row as the player it names and their stat line. */
function rowOf(cells: Cells): { player: NflPlayer; stat: WeeklyStat } {
  const gsis = requiredCell(cells, 'player_id');
  const season = intCell(cells, 'season', SEASON_RANGE);
  const week = intCell(cells, 'week', WEEK_RANGE);
  const positionCode = requiredCell(cells, 'position');
  const position = projectedPosition(positionCode) ?? projectedPosition(cells.position_group ?? '');
  if (!position || position === 'D/ST') {
    throw new RowRejection(`position ${positionCode} is not one the engine projects`);
  }
  const team = teamOf(cells, 'recent_team', season);
  const player: NflPlayer = {
    _id: `gsis:${gsis}`,
    name: requiredCell(cells, 'player_display_name'),
    position,
    team,
    status: 'active',
    ids: { gsis },
  };
  const parsed = ZWeeklyStat.safeParse({
    _id: `nflverse-player-stats:${season}:${week}:${player._id}`,
    source: 'nflverse-player-stats',
    playerId: player._id,
    season,
    week,
    team,
    opponent: teamOf(cells, 'opponent_team', season),
    isHome: null,
    stats: {
      passingYards: numberCell(cells, 'passing_yards'),
      passingTouchdowns: numberCell(cells, 'passing_tds'),
      passingInterceptions: numberCell(cells, 'interceptions'),
      passingTwoPointConversions: numberCell(cells, 'passing_2pt_conversions'),
      rushingYards: numberCell(cells, 'rushing_yards'),
      rushingTouchdowns: numberCell(cells, 'rushing_tds'),
      rushingTwoPointConversions: numberCell(cells, 'rushing_2pt_conversions'),
      receptions: numberCell(cells, 'receptions'),
      receivingYards: numberCell(cells, 'receiving_yards'),
      receivingTouchdowns: numberCell(cells, 'receiving_tds'),
      receivingTwoPointConversions: numberCell(cells, 'receiving_2pt_conversions'),
      fumblesLost:
        numberCell(cells, 'sack_fumbles_lost') +
        numberCell(cells, 'rushing_fumbles_lost') +
        numberCell(cells, 'receiving_fumbles_lost'),
      returnTouchdowns: numberCell(cells, 'special_teams_tds'),
    },
    reportedPoints: numberCell(cells, 'fantasy_points'),
    usage: {
      targets: numberCell(cells, 'targets'),
      carries: numberCell(cells, 'carries'),
      passAttempts: numberCell(cells, 'attempts'),
    },
  });
  if (!parsed.success) throw new RowRejection(describeIssues(parsed.error));
  return { player, stat: parsed.data };
}

/**
 * Parses the nflverse weekly player-stats CSV (the legacy `player_stats` table: one row per player per
 * game, REG and POST) into players (`gsis:<player_id>`) and WeeklyStat rows (source
 * `nflverse-player-stats`). Fumbles lost are nflverse's own (sack + rushing + receiving fumbles lost).
 * `reportedPoints` is nflverse's `fantasy_points` (standard scoring). The file names each game's team
 * and opponent but not who was at home: `isHome` is `null`. Rows of positions the engine does not
 * project (punters, linemen, defenders on trick plays) are rejected with the reason; a second row for
 * the same player-week too. Throws `NflFormatError` on another header.
 */
export function parseNflversePlayerStats(text: string): NflversePlayerStatsParse {
  const csv = readCsv(text);
  if (csv.header.length === 0) throw new NflFormatError('The file is empty: no header row');
  requireColumns(csv.header, COLUMNS, 'nflverse weekly player stats');
  const result: NflversePlayerStatsParse = {
    read: csv.records.length + csv.rejected.length,
    players: [],
    stats: [],
    rejected: [...csv.rejected],
  };
  const players = new LatestPlayers();
  const seen = new Map<string, number>();
  for (const { line, cells } of csv.records) {
    try {
      const { player, stat } = rowOf(cells);
      const earlier = seen.get(stat._id);
      if (earlier !== undefined) {
        throw new RowRejection(
          `a second row for ${stat.season} wk ${stat.week} of ${player._id} (the first is line ${earlier})`,
        );
      }
      seen.set(stat._id, line);
      result.stats.push(stat);
      players.see(player, stat.season, stat.week);
    } catch (error) {
      result.rejected.push({ line, reason: rejectionReason(error) });
    }
  }
  result.players = players.list();
  result.rejected.sort((a, b) => a.line - b.line);
  return result;
}
