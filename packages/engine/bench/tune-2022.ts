/**
 * Development-season tuning run: the walk-forward back-test of 2022 weeks 4–15 (trained on 2021 and
 * the earlier 2022 weeks; 2022 weeks 16–17 have no stats in the NFL.com file). The only season
 * settings are chosen on. Prints the accuracy figures and the start/sit hit rates (the advisor's
 * rule, as `model backtest --start-sit` measures them). Usage, from `packages/engine`:
 * `node --conditions=@lineup-lab/source --import tsx bench/tune-2022.ts '{"hyperparameters":{…},"retrainEvery":2}'`
 * (`TUNE_DUMP=file.json` also writes the predictions). Candidate start/sit rules:
 * `bench/tune-start-sit-2022.ts`.
 */
import { writeFileSync } from 'node:fs';
import { startSitBacktest } from '../src/index.js';
import { backtest2022, type TuneConfig } from './backtest-2022.js';
import { formatStartSitLine } from './start-sit-candidates.js';

const config = JSON.parse(process.argv[2] ?? '{}') as TuneConfig;
const { report, seconds } = backtest2022(config);
const f = (x: number | null) => (x === null ? '-' : x.toFixed(3));
const line = (name: string, m: typeof report.overall) =>
  `${name.padEnd(8)} n=${String(m.n).padStart(4)} mae=${f(m.mae)} nfl=${f(m.peerMae)} avg=${f(m.seasonAvgMae)} cov=${(100 * m.coverage).toFixed(1)}% pin=${f(m.pinball.p10)}/${f(m.pinball.p50)}/${f(m.pinball.p90)}`;
console.log(`config ${JSON.stringify(config)} (${seconds.toFixed(1)} s)`);
for (const [pos, m] of Object.entries(report.byPosition)) console.log(line(pos, m));
console.log(line('overall', report.overall));
console.log(`vs avg ${(100 * (report.overall.mae / report.overall.seasonAvgMae - 1)).toFixed(2)}%`);
console.log(formatStartSitLine(startSitBacktest(report.predictions)));
if (process.env.TUNE_DUMP) writeFileSync(process.env.TUNE_DUMP, JSON.stringify(report.predictions));
