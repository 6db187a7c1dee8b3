import type { NflPlayer } from './entities.js';

/**
 * The players a weekly file names, each as it reads in the latest week it appears in (a player who
 * changed teams keeps the newer team), in the order first seen.
 */
export class LatestPlayers {
  readonly #players = new Map<string, { player: NflPlayer; at: number }>();

  /** Notes `player` as the file reads it in `week` of `season`. */
  see(player: NflPlayer, season: number, week: number): void {
    const at = season * 100 + week;
    const known = this.#players.get(player._id);
    if (!known || known.at <= at) this.#players.set(player._id, { player, at });
  }

  list(): NflPlayer[] {
    return [...this.#players.values()].map(({ player }) => player);
  }
}
