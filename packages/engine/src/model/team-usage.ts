import type { PlayerGame, PlayerHistory } from './player-history.js';

/** A player's share (0–1) of his team's targets, carries and passing yards in one game. */
export interface UsageShare {
  targets: number;
  carries: number;
  passingYards: number;
}

/** Each team-week's usage totals, so a player's game can be read as a share of his team's. */
export interface TeamUsageTable {
  /** The player's shares in `game` (all 0 when the team is unknown or had none of a kind). */
  shareOf(game: PlayerGame): UsageShare;
}

const teamWeek = (team: string, key: number) => `${team}:${key}`;

/**
 * Sums every team-week's targets, carries and passing yards over the players in the history. A
 * share reads only the totals of the game's own week, so it is known once that game is played.
 * @example
 * buildTeamUsage(history).shareOf(game).passingYards; // 1 for the only passer of his team that week
 */
export function buildTeamUsage(history: PlayerHistory): TeamUsageTable {
  const totals = new Map<string, UsageShare>();
  for (const games of history.games.values()) {
    for (const game of games) {
      if (!game.team || !game.active) continue;
      const key = teamWeek(game.team, game.key);
      const total = totals.get(key) ?? { targets: 0, carries: 0, passingYards: 0 };
      total.targets += game.targets;
      total.carries += game.carries;
      total.passingYards += Math.max(0, game.passingYards);
      totals.set(key, total);
    }
  }
  const ratio = (part: number, whole: number) => (whole > 0 ? Math.max(0, part) / whole : 0);
  return {
    shareOf(game) {
      const total = game.team ? totals.get(teamWeek(game.team, game.key)) : undefined;
      if (!total) return { targets: 0, carries: 0, passingYards: 0 };
      return {
        targets: ratio(game.targets, total.targets),
        carries: ratio(game.carries, total.carries),
        passingYards: ratio(game.passingYards, total.passingYards),
      };
    },
  };
}
