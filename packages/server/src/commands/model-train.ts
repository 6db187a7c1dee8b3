import { SCORING_FORMATS, scheduleIndex, seasonClock } from '@lineup-lab/core';
import { loadConfig } from '../config.js';
import { type TrainingScoring, trainModels } from '../model/train-models.js';
import { nflCollections } from '../nfl-data/collections.js';
import { openNflStore } from '../nfl-data/open-nfl-store.js';
import { publishPlayerCatalogue } from '../players/publish-player-catalogue.js';
import { clockOf } from '../ports/clock.js';
import {
  noPositionals,
  parseCommandArgs,
  runCommand,
  UsageError,
  wholeNumberOption,
} from './command-support.js';

const SCORINGS = [...SCORING_FORMATS.filter((format) => format !== 'custom'), 'reported'] as const;

const USAGE = `Usage: lineup-server model train [--scoring S] [--season N] [--week W] [--json]

Trains the projection models on the NFL data in the store (DATA_DIR or MONGODB_URI, as the server):
each candidate is back-tested walk-forward on the latest full season, every candidate is trained on
all the data and stored in "models", the best by back-test MAE is marked active, and its weekly
predictions for every player with a team are stored in "model_predictions". Then the player catalogue
users search and pick from is published from the NFL players, with the projections of the week users
plan for by the season clock (or --week's). The date is now, or LINEUP_NOW. Stop the server first when
it uses the same DATA_DIR.

Options:
      --scoring S    the points predicted: ${SCORINGS.join(', ')} (default half-ppr)
      --season N     the season to store predictions for (default: the season under way by the
                     season clock: the calendar's when the schedule has it, else the latest)
      --week W       only this week (default: every regular-season week of the season)
      --json         print the result as JSON
  -h, --help         show this help`;

const OPTIONS = {
  scoring: { type: 'string' },
  season: { type: 'string' },
  week: { type: 'string' },
  json: { type: 'boolean' },
} as const;

function isScoring(text: string): text is TrainingScoring {
  return (SCORINGS as readonly string[]).includes(text);
}

/** `lineup-server model train [--scoring S] [--season N] [--week W] [--json]`. */
export async function run(args: string[]): Promise<void> {
  await runCommand(USAGE, args, async () => {
    const { values, positionals } = parseCommandArgs(args, OPTIONS);
    noPositionals(positionals);
    const scoring = values.scoring ?? 'half-ppr';
    if (!isScoring(scoring))
      throw new UsageError(`Unknown --scoring ${scoring}: use one of ${SCORINGS.join(', ')}.`);
    const season = wholeNumberOption('season', values.season, { min: 1990, max: 2100 });
    const week = wholeNumberOption('week', values.week, { min: 1, max: 22 });
    const json = values.json === true;
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
      } else {
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
      }
    } finally {
      await store.close();
    }
    return 0;
  });
}
