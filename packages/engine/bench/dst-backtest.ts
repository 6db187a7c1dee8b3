/**
 * The D/ST and kicker back-test on footballdb's weekly files (no peer): walk-forward over 2020 and
 * 2021 from week 4, trained on the earlier seasons and weeks. Prints one table row per season and
 * position. Usage: `node --conditions=@lineup-lab/source --import tsx bench/dst-backtest.ts`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseFootballdbWeekly, parseSchedules } from '../src/index.js';
import { type NoPeerPosition, runNoPeerBacktest } from '../src/model/dst-backtest.js';

const data = (path: string) => fileURLToPath(new URL(`../../../../shared/data/${path}`, import.meta.url));
const FILES = {
  'D/ST': data('footballdb-surfkansas/dst_weekly_2019_2021.csv'),
  K: data('footballdb-surfkansas/k_weekly_2019_2021.csv'),
  schedules: data('nflverse-schedules/schedules_2016_2024.csv'),
};
const missing = Object.values(FILES).filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.log(`Skipped: the shared data is absent (missing ${missing.join(', ')}).`);
} else {
  const games = parseSchedules(readFileSync(FILES.schedules, 'utf8')).rows;
  const f = (value: number) => value.toFixed(2);
  console.log(
    '| Position | Season | n | MAE | Season-avg MAE (n) | Our MAE, same rows | P10–P90 coverage | Pinball 10 / 50 / 90 | Fallback rows | s |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const position of ['D/ST', 'K'] as NoPeerPosition[]) {
    const parsed = parseFootballdbWeekly(readFileSync(FILES[position], 'utf8'));
    const positions = new Map(parsed.players.map((player) => [player._id, player.position]));
    for (const season of [2020, 2021]) {
      const started = performance.now();
      const report = runNoPeerBacktest({
        season,
        fromWeek: 4,
        position,
        stats: parsed.stats,
        games,
        positions,
      });
      const { overall: m, seasonAverage: avg } = report;
      console.log(
        `| ${position} | ${season} | ${m.n} | ${f(m.mae)} | ${f(avg.mae)} (${avg.n}) | ${f(avg.modelMae)} | ${(m.coverage * 100).toFixed(1)}% | ${f(m.pinball.p10)} / ${f(m.pinball.p50)} / ${f(m.pinball.p90)} | ${report.fallbackRows} | ${((performance.now() - started) / 1000).toFixed(1)} |`,
      );
    }
  }
}
