import { readFileSync } from 'node:fs';
import { parseCsv } from '../nfl/csv.js';
import { type DemoParameters, fitDemoParameters } from '../nfl/demo-season/fit-demo-parameters.js';
import { parseNflcomWeekly } from '../nfl/parse-nflcom-weekly.js';
import { parseNflversePlayerStats } from '../nfl/parse-nflverse-player-stats.js';
import { parseSchedules } from '../nfl/parse-schedules.js';
import { sharedDataFile } from './shared-data.js';

/** The real files the demo parameters are fitted to. */
export const DEMO_FIT_FILES = {
  playerStats: sharedDataFile('nflverse-player-stats/player_stats_weekly_2019_2023.csv'),
  kickers: sharedDataFile('hvpkod-nfl-data/weekly_kickers_actual_2021_2024.csv'),
  schedules: sharedDataFile('nflverse-schedules/schedules_2016_2024.csv'),
  dst: sharedDataFile('footballdb-surfkansas/dst_weekly_2019_2021.csv'),
};

/**
 * Fits the demo parameters to ../shared/data exactly as the committed constants were fitted:
 * nflverse 2021–2023 regular-season weeks, NFL.com kicker games played 2021–2024, schedules
 * 2016–2024, footballdb D/ST 2019–2021. Test support (reads files).
 */
export function fitFromSharedData(): DemoParameters {
  const read = (file: string) => readFileSync(file, 'utf8');
  const stats = parseNflversePlayerStats(read(DEMO_FIT_FILES.playerStats));
  const positions = new Map(stats.players.map((player) => [player._id, player.position]));
  const kickers = parseNflcomWeekly(read(DEMO_FIT_FILES.kickers));
  const dstGames = parseCsv(read(DEMO_FIT_FILES.dst)).map((row) => {
    const n = (column: string) => Number(row[column] || 0);
    return {
      sacks: n('sacks'),
      interceptions: n('interceptions'),
      fumbleRecoveries: n('fumble_recoveries'),
      touchdowns: n('defensive_touchdowns'),
      safeties: n('safeties'),
      blockedKicks: n('blocked_kicks'),
    };
  });
  return fitDemoParameters({
    playerStats: stats.stats.filter((stat) => stat.season >= 2021),
    positionOf: (id) => positions.get(id),
    kickerStats: kickers.stats.filter((stat) => !stat.bye && stat.team !== null && stat.opponent !== null),
    games: parseSchedules(read(DEMO_FIT_FILES.schedules)).rows,
    dstGames,
  });
}
