import type { NflPosition } from '../nfl/entities.js';
import type { ModelContext } from './model-context.js';
import { playerFeatures } from './player-features.js';
import type { PlayerGame } from './player-history.js';

/** One training row: a past player-week's features (as of before it) and its points. */
export interface TrainingExample {
  playerId: string;
  position: NflPosition;
  season: number;
  week: number;
  key: number;
  features: Float64Array;
  points: number;
}

/** The fewest games a player must have played earlier that season for a week to be a training row. */
const MIN_SEASON_GAMES_TO_TRAIN = 2;

/** Games played in `season` among the first `before` games. */
function seasonGamesBefore(games: readonly PlayerGame[], before: number, season: number): number {
  let count = 0;
  for (let i = before - 1; i >= 0; i -= 1) {
    const game = games[i];
    if (!game || game.season !== season) break;
    if (game.active) count += 1;
  }
  return count;
}

/**
 * Every past player-week that can teach the model: the team had a game, the player had a team and
 * took part, and had played at least 2 earlier weeks that season. Only rows of the given positions.
 * Weeks the player sat out are not taught: the model projects the points of a player who plays
 * (whether he plays is the injury report's business, and OUT counts 0 downstream).
 * A row's features are computed as of before its own week, so one list serves every later training.
 */
export function buildTrainingExamples(
  context: ModelContext,
  positions: ReadonlySet<NflPosition>,
): TrainingExample[] {
  const examples: TrainingExample[] = [];
  for (const [playerId, games] of context.history.games) {
    const position = context.history.positions.get(playerId);
    if (!position || !positions.has(position)) continue;
    games.forEach((game, index) => {
      if (game.bye || !game.team || !game.active) return;
      if (seasonGamesBefore(games, index, game.season) < MIN_SEASON_GAMES_TO_TRAIN) return;
      const teamGame = context.schedule.gameOf(game.team, game.season, game.week);
      if (!teamGame) return;
      const features = playerFeatures({
        position,
        season: game.season,
        week: game.week,
        games,
        before: index,
        teamGame,
        opponentDefense: context.defense.allowed({
          defense: teamGame.opponent,
          position,
          season: game.season,
          week: game.week,
        }),
        teamUsage: context.teamUsage,
      });
      examples.push({
        playerId,
        position,
        season: game.season,
        week: game.week,
        key: game.key,
        features,
        points: game.points,
      });
    });
  }
  return examples.sort((a, b) => a.key - b.key || a.playerId.localeCompare(b.playerId));
}
