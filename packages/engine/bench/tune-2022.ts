/**
 * Development-season tuning run: the walk-forward back-test of 2022 weeks 4–15 (trained on 2021 and
 * the earlier 2022 weeks; 2022 weeks 16–17 have no stats in the NFL.com file). The only season
 * settings are chosen on. Usage: `tsx bench/tune-2022.ts '{"hyperparameters":{…},"retrainEvery":2}'`
 * (`TUNE_DUMP=file.json` also writes the predictions).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseNflcomWeekly, parseSchedules, runBacktest } from '../src/index.js';

const data = (path: string) => fileURLToPath(new URL(`../../../../shared/data/${path}`, import.meta.url));
const config = JSON.parse(process.argv[2] ?? '{}') as {
  hyperparameters?: Record<string, unknown>;
  retrainEvery?: number;
};
const actuals = parseNflcomWeekly(
  readFileSync(data('hvpkod-nfl-data/weekly_offense_actual_2021_2024.csv'), 'utf8'),
);
const peer = parseNflcomWeekly(
  readFileSync(data('hvpkod-nfl-data/weekly_offense_nflcom_projections_2021w10_2024.csv'), 'utf8'),
);
const games = parseSchedules(readFileSync(data('nflverse-schedules/schedules_2016_2024.csv'), 'utf8')).rows;
const positions = new Map([...peer.players, ...actuals.players].map((p) => [p._id, p.position]));
const started = performance.now();
const report = runBacktest({
  season: 2022,
  fromWeek: 4,
  stats: actuals.stats.filter((stat) => stat.season < 2022 || (stat.season === 2022 && stat.week <= 15)),
  peers: peer.projections,
  games,
  positions,
  retrainEvery: config.retrainEvery ?? 2,
  ...(config.hyperparameters && { hyperparameters: config.hyperparameters }),
});
const seconds = (performance.now() - started) / 1000;
const f = (x: number | null) => (x === null ? '-' : x.toFixed(3));
const line = (name: string, m: typeof report.overall) =>
  `${name.padEnd(8)} n=${String(m.n).padStart(4)} mae=${f(m.mae)} nfl=${f(m.peerMae)} avg=${f(m.seasonAvgMae)} cov=${(100 * m.coverage).toFixed(1)}% pin=${f(m.pinball.p10)}/${f(m.pinball.p50)}/${f(m.pinball.p90)}`;
console.log(`config ${JSON.stringify(config)} (${seconds.toFixed(1)} s)`);
for (const [pos, m] of Object.entries(report.byPosition)) console.log(line(pos, m));
console.log(line('overall', report.overall));
console.log(`vs avg ${(100 * (report.overall.mae / report.overall.seasonAvgMae - 1)).toFixed(2)}%`);
if (process.env.TUNE_DUMP) writeFileSync(process.env.TUNE_DUMP, JSON.stringify(report.predictions));
