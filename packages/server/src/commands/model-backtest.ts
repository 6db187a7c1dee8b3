import { runBacktest, startSitBacktest } from '@lineup-lab/engine';
import type { Command } from 'commander';
import { backtestJson, formatBacktest, formatStartSit } from '../model/format-backtest.js';
import { readBacktestFiles } from '../model/read-backtest-files.js';
import { CommandFailure, wholeNumber } from './command-support.js';

const COHORT = `
Cohort: regular-season weeks from --from-week; not a bye and not a free agent; NFL.com projection
of 5.0 or more; the player took part in at least 2 earlier weeks that season.
Start/sit (--start-sit): every pair of cohort players of the same position in the same week; a pick
is a hit when its player outscored the other. Ours is the advisor's rule (pickStarter, median need)
on our numbers; the peer's and the season average's picks take the higher of their numbers. Pairs
with equal points are left out; equal numbers count as half a hit. Close calls: pairs whose peer
projections are within 3 points. The interval of ours − peer resamples whole weeks.`;

interface BacktestOptions {
  season: number;
  actuals: string;
  peer: string;
  schedule: string;
  fromWeek: number;
  retrainEvery: number;
  startSit?: boolean;
  json?: boolean;
}

/** Reads the three files, runs the walk-forward back-test and prints its report. */
async function backtest(options: BacktestOptions): Promise<void> {
  const { season, fromWeek, retrainEvery } = options;
  const files = await readBacktestFiles(options);
  const report = runBacktest({ season, fromWeek, retrainEvery, ...files });
  if (report.cohort.n === 0) {
    throw new CommandFailure(`No player-weeks of ${season} from week ${fromWeek} in the cohort.`);
  }
  const startSit = options.startSit === true ? startSitBacktest(report.predictions) : undefined;
  const text = [formatBacktest(report), ...(startSit ? [formatStartSit(startSit, season)] : [])];
  console.log(options.json === true ? JSON.stringify(backtestJson(report, startSit)) : text.join('\n\n'));
}

/** `lineup-server model backtest --season S --actuals FILE --peer FILE --schedule FILE [--start-sit] [--json]`. */
export function modelBacktestCommand(model: Command): void {
  const week = wholeNumber({ min: 1, max: 22 });
  model
    .command('backtest')
    .summary('walk-forward back-test on NFL.com weekly files')
    .description(
      'Walk-forward back-test on NFL.com weekly files: for each week from --from-week, the model is ' +
        'trained only on the weeks before it (earlier seasons in the actuals file included) and ' +
        "projects the week. Prints, per position and overall, the MAE of our median, of NFL.com's " +
        'projection and of the season-to-date average, the share of outcomes inside our ' +
        "conservative–aggressive band, and the pinball loss at 10/50/90. The truth is NFL.com's " +
        'TotalPoints; the peer is PlayerWeekProjectedPts. With --start-sit, also how often each ' +
        "one's pick between two same-position players of a week outscored the other.",
    )
    .requiredOption('--season <year>', 'the season to back-test', wholeNumber({ min: 1990, max: 2100 }))
    .requiredOption('--actuals <file>', 'NFL.com weekly actuals CSV, offense or kickers')
    .requiredOption('--peer <file>', 'NFL.com weekly projections CSV of the same unit')
    .requiredOption('--schedule <file>', 'nflverse schedules CSV')
    .option('--from-week <week>', 'first week back-tested', week, 4)
    .option('--retrain-every <weeks>', 'retrain every N weeks (1: before every week)', week, 2)
    .option('--start-sit', 'add the start/sit back-test (pairs of same-position players in a week)')
    .option('--json', 'print one JSON object')
    .addHelpText('after', COHORT)
    .action(backtest);
}
