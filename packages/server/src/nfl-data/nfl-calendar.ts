import type { Game } from '@lineup-lab/engine';

/** How long after kickoff a game counts as finished when the schedule has no score yet. */
const GAME_LENGTH_MS = 4 * 60 * 60_000;

/**
 * The NFL season a moment belongs to: a season starts in September and ends in February, so January
 * and February belong to the season of the year before.
 * @example nflSeasonAt(new Date('2027-01-10')) // 2026
 */
export function nflSeasonAt(now: Date): number {
  return now.getUTCMonth() < 2 ? now.getUTCFullYear() - 1 : now.getUTCFullYear();
}

/**
 * The regular-season week users plan for at `now`: the first week of `season` with a game not yet
 * finished (no score and not four hours past kickoff). Before the season: week 1; after the regular
 * season: its last week. `undefined` when the schedule has no regular-season game of that season.
 */
export function currentWeek(games: readonly Game[], season: number, now: Date): number | undefined {
  const regular = games.filter((game) => game.season === season && game.gameType === 'REG');
  if (regular.length === 0) return undefined;
  const open = regular.filter(
    (game) => game.homeScore === null && Date.parse(game.kickoff) + GAME_LENGTH_MS > now.getTime(),
  );
  const weeks = (open.length > 0 ? open : regular).map((game) => game.week);
  return open.length > 0 ? Math.min(...weeks) : Math.max(...weeks);
}
