import { fantasyPoints, type ScoringSettings, type StatLine } from '@lineup-lab/core';
import type { DataSource, WeeklyStat } from '@lineup-lab/engine';
import { COLLECTIONS } from '../../ports/collections.js';
import type { ServiceContext } from '../service-context.js';

/**
 * Which source's stat line counts when several hold one for a player-week: nflverse's player stats
 * (what `data sync` imports, the official box score), then NFL.com's actuals, then footballdb, then
 * the demo season's generated lines; any other source last. Rows marking a bye are not stat lines.
 */
const SOURCE_ORDER: readonly DataSource[] = ['nflverse-player-stats', 'nflcom-actuals', 'footballdb', 'demo'];
const rankOf = (source: DataSource) => {
  const rank = SOURCE_ORDER.indexOf(source);
  return rank === -1 ? SOURCE_ORDER.length : rank;
};

/** The stat line that counts of each player-week among `rows`, by `<week>:<playerId>`. */
function countingLines(rows: readonly WeeklyStat[]): Map<string, StatLine> {
  const best = new Map<string, WeeklyStat>();
  for (const row of rows) {
    if (row.bye === true) continue;
    const key = `${row.week}:${row.playerId}`;
    const seen = best.get(key);
    if (!seen || rankOf(row.source) < rankOf(seen.source)) best.set(key, row);
  }
  return new Map([...best].map(([key, row]) => [key, row.stats]));
}

/**
 * The actual fantasy points of players in weeks of a season, in `scoring`: one read of the stat
 * lines (`nfl_weekly_stats`, whose `playerId` is the catalogue's player `_id`) for all of them.
 * `pointsOf(week, playerId)` answers 0 for a player without a line (he did not play).
 */
export async function readWeekScores(
  ctx: Pick<ServiceContext, 'store'>,
  {
    season,
    weeks,
    playerIds,
    scoring,
  }: { season: number; weeks: readonly number[]; playerIds: readonly string[]; scoring: ScoringSettings },
): Promise<{ pointsOf(week: number, playerId: string): number }> {
  const rows =
    weeks.length === 0 || playerIds.length === 0
      ? []
      : await COLLECTIONS.nflWeeklyStats.of(ctx.store).find({
          season,
          week: weeks.length === 1 ? weeks[0] : { $in: weeks },
          playerId: { $in: playerIds },
        });
  const lines = countingLines(rows);
  return {
    pointsOf(week, playerId) {
      const line = lines.get(`${week}:${playerId}`);
      return line ? fantasyPoints(line, scoring) : 0;
    },
  };
}
