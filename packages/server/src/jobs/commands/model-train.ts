import { SCORING_FORMATS, scheduleIndex, seasonClock } from '@lineup-lab/core';
import { type Command, Option } from 'commander';
import { loadConfig } from '../../config.js';
import { clockOf } from '../../ports/clock.js';
import { nflCollections } from '../../ports/collections.js';
import { publishPlayerCatalogue } from '../model/publish-player-catalogue.js';
import { type TrainingScoring, trainModels } from '../model/train-models.js';
import { openNflStore } from '../nfl-data/open-nfl-store.js';
import { wholeNumber } from './command-support.js';

const SCORINGS: readonly TrainingScoring[] = [
  ...SCORING_FORMATS.filter((format) => format !== 'custom'),
  'reported',
];

interface TrainOptions {
  scoring: TrainingScoring;
  season?: number;
  week?: number;
  json?: boolean;
}

/** Trains, stores the models and the active one's predictions, then publishes the player catalogue. */
async function train(options: TrainOptions): Promise<void> {
  const { scoring, season, week } = options;
  const json = options.json === true;
  const config = loadConfig(process.env);
  const store = await openNflStore(config);
  const now = clockOf(config.now).now();
  try {
    const games = await nflCollections(store).games.find({});
    const clock = seasonClock(scheduleIndex(games), now);
    const seasonToPredict = season ?? clock.season ?? undefined;
    const result = await trainModels(store, {
      scoring,
      now,
      ...(seasonToPredict !== undefined && { season: seasonToPredict }),
      ...(week !== undefined && { weeks: [week] }),
      onProgress: (message) => {
        if (!json) console.error(message);
      },
    });
    const predicted = result.predictions;
    const planned = predicted.season === clock.season ? clock.planningWeek : null;
    const catalogue = await publishPlayerCatalogue(store, {
      season: predicted.season,
      week: week ?? planned ?? Math.min(...predicted.weeks),
    });
    if (json) {
      console.log(JSON.stringify({ ...result, catalogue }, null, 2));
      return;
    }
    for (const model of result.models) {
      const mae = model.backtest ? model.backtest.mae.toFixed(2) : 'n/a';
      console.log(`${model.active ? '*' : ' '} ${model.id}  back-test MAE ${mae}`);
    }
    console.log(
      `Active: ${result.activeModel}. Stored ${result.predictions.count} predictions for ${result.predictions.season} ` +
        `week${result.predictions.weeks.length === 1 ? '' : 's'} ${result.predictions.weeks.join(', ')}.`,
    );
    console.log(
      `Player catalogue: ${catalogue.players} players, ${catalogue.projected} with projections for ${catalogue.season} week ${catalogue.week}.`,
    );
  } finally {
    await store.close();
  }
}

/** `lineup-server model train [--scoring S] [--season N] [--week W] [--json]`. */
export function modelTrainCommand(model: Command): void {
  model
    .command('train')
    .summary('train the projection models; the best by back-test becomes active')
    .description(
      'Trains the projection models on the NFL data in the store (DATA_DIR or MONGODB_URI, as the ' +
        'server): each candidate is back-tested walk-forward on the latest full season, every ' +
        'candidate is trained on all the data and stored in "models", the best by back-test MAE is ' +
        'marked active, and its weekly predictions for every player with a team are stored in ' +
        '"model_predictions". Then the player catalogue users search and pick from is published from ' +
        'the NFL players, with the projections of the week users plan for by the season clock (or ' +
        "--week's). The date is now, or LINEUP_NOW. Stop the server first when it uses the same DATA_DIR.",
    )
    .addOption(
      new Option('--scoring <scoring>', 'the points predicted').choices(SCORINGS).default('half-ppr'),
    )
    .option(
      '--season <year>',
      'the season to store predictions for (default: the season under way by the season clock: ' +
        "the calendar's when the schedule has it, else the latest)",
      wholeNumber({ min: 1990, max: 2100 }),
    )
    .option(
      '--week <week>',
      'only this week (default: every regular-season week of the season)',
      wholeNumber({ min: 1, max: 22 }),
    )
    .option('--json', 'print the result as JSON')
    .action(train);
}
