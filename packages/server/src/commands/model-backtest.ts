import { runBacktest } from '@lineup-lab/engine';
import { backtestJson, formatBacktest } from '../model/format-backtest.js';
import { readBacktestFiles } from '../model/read-backtest-files.js';
import {
  noPositionals,
  parseCommandArgs,
  runCommand,
  UsageError,
  wholeNumberOption,
} from './command-support.js';

const USAGE = `Usage: lineup-server model backtest --season S --actuals FILE --peer FILE --schedule FILE
                                [--from-week W] [--retrain-every N] [--json]

Walk-forward back-test on NFL.com weekly files: for each week from --from-week, the model is trained
only on the weeks before it (earlier seasons in the actuals file included) and projects the week.
Prints, per position and overall, the MAE of our median, of NFL.com's projection and of the
season-to-date average, the share of outcomes inside our conservative–aggressive band, and the
pinball loss at 10/50/90. The truth is NFL.com's TotalPoints; the peer is PlayerWeekProjectedPts.

Cohort: regular-season weeks from --from-week; not a bye and not a free agent; NFL.com projection
of 5.0 or more; the player took part in at least 2 earlier weeks that season.

Options:
      --season S          the season to back-test (required)
      --actuals FILE      NFL.com weekly actuals CSV, offense or kickers (required)
      --peer FILE         NFL.com weekly projections CSV of the same unit (required)
      --schedule FILE     nflverse schedules CSV (required)
      --from-week W       first week back-tested (default 4)
      --retrain-every N   retrain every N weeks (default 2; 1: before every week)
      --json              print one JSON object
  -h, --help              show this help`;

const OPTIONS = {
  season: { type: 'string' },
  actuals: { type: 'string' },
  peer: { type: 'string' },
  schedule: { type: 'string' },
  'from-week': { type: 'string' },
  'retrain-every': { type: 'string' },
  json: { type: 'boolean' },
} as const;

/** `lineup-server model backtest --season S --actuals FILE --peer FILE --schedule FILE [--json]`. */
export async function run(args: string[]): Promise<void> {
  await runCommand(USAGE, args, async () => {
    const { values, positionals } = parseCommandArgs(args, OPTIONS);
    noPositionals(positionals);
    const season = wholeNumberOption('season', values.season, { min: 1990, max: 2100 });
    if (season === undefined) throw new UsageError('Give --season.');
    for (const name of ['actuals', 'peer', 'schedule'] as const) {
      if (values[name] === undefined) throw new UsageError(`Give --${name} FILE.`);
    }
    const fromWeek = wholeNumberOption('from-week', values['from-week'], { min: 1, max: 22 }) ?? 4;
    const retrainEvery =
      wholeNumberOption('retrain-every', values['retrain-every'], { min: 1, max: 22 }) ?? 2;
    const files = await readBacktestFiles({
      actuals: values.actuals as string,
      peer: values.peer as string,
      schedule: values.schedule as string,
    });
    const report = runBacktest({ season, fromWeek, retrainEvery, ...files });
    if (report.cohort.n === 0)
      throw new Error(`No player-weeks of ${season} from week ${fromWeek} in the cohort.`);
    console.log(values.json === true ? JSON.stringify(backtestJson(report)) : formatBacktest(report));
    return 0;
  });
}
