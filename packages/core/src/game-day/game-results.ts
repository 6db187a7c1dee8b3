import type { ActualTotal, BandVerdict, GameState } from '../contract/game-day.js';
import type { LockGame } from '../lineup/kickoff-locks.js';

/** A game of a week as the scores read it: the locks' game with its score (`null` until final). */
export interface ScoredGame extends LockGame {
  homeScore: number | null;
  awayScore: number | null;
}

/** Points summed without float noise: to hundredths, as `fantasyPoints` answers them. */
export function sumPoints(values: readonly number[]): number {
  const hundredths = values.reduce((sum, value) => sum + Math.round(value * 100), 0);
  return hundredths / 100;
}

/**
 * The band verdict of an actual score against its projections: `below` the floor (conservative),
 * `above` the ceiling (aggressive), `within` from floor to ceiling, both included; `null` when a
 * bound is not known.
 * @example bandVerdict(21.5, { conservative: 12, aggressive: 21.5 }) // 'within'
 */
export function bandVerdict(
  actual: number,
  band: { conservative: number | null; aggressive: number | null },
): BandVerdict | null {
  const { conservative: floor, aggressive: ceiling } = band;
  if (floor === null || ceiling === null) return null;
  if (actual < floor) return 'below';
  if (actual > ceiling) return 'above';
  return 'within';
}

/** The game an NFL team plays in a week (its earliest if it had two), or `undefined`. */
export function gameOfTeam<G extends LockGame>(teamName: string, games: readonly G[]): G | undefined {
  let found: G | undefined;
  for (const game of games) {
    if (game.homeTeam !== teamName && game.awayTeam !== teamName) continue;
    if (!found || Date.parse(game.kickoff) < Date.parse(found.kickoff)) found = game;
  }
  return found;
}

/**
 * Where a player's game of a week stands at `now` (the contract's `GameState`): `not-started`
 * before its kickoff; then `final` once the game has a score, else `in-progress` (kicked off, no
 * score yet: the scores come with the next data sync). Without a game: `bye` when the week is his
 * team's bye (`bye`, from the week's predictions), else `unknown` (the schedule does not say).
 */
export function gameState(game: ScoredGame | undefined, now: Date, { bye }: { bye: boolean }): GameState {
  if (!game) return bye ? 'bye' : 'unknown';
  if (Date.parse(game.kickoff) > now.getTime()) return 'not-started';
  return game.homeScore !== null && game.awayScore !== null ? 'final' : 'in-progress';
}

/** A starter as the actual total reads him: his game's state, his actual points, and whether he is ruled out. */
export interface StarterResult {
  state: GameState;
  /** His actual points (`null` until final). */
  actual: number | null;
  /** Ruled out for the week (Out, IR …): counts 0. */
  out: boolean;
}

/** Whether a starter's points for the week are settled: final, bye, no game known, or out once his game kicked off. */
function settled({ state, out }: StarterResult): boolean {
  return state === 'final' || state === 'bye' || state === 'unknown' || (out && state === 'in-progress');
}

/** The points a starter counts for in the actual total: his final points, 0 when out, on a bye or without a game. */
export function countedActual({ state, actual, out }: StarterResult): number {
  return state === 'final' && !out ? (actual ?? 0) : 0;
}

/**
 * A lineup's actual total (the contract's `ActualTotal`): the starters' points that are in (final
 * games summed; bye, OUT and no-game starters 0), how many of the `starters` are settled (`final`),
 * `complete` once all are, and the band verdict of the total against the lineup's projected
 * conservative and aggressive totals once complete.
 * @example
 * actualTotal([{ state: 'final', actual: 21.4, out: false }, { state: 'bye', actual: 0, out: false }],
 *   { conservative: 15, aggressive: 30 }); // { points: 21.4, final: 2, starters: 2, complete: true, band: 'within' }
 */
export function actualTotal(
  starters: readonly StarterResult[],
  projected: { conservative: number; aggressive: number },
): ActualTotal {
  const points = sumPoints(starters.map(countedActual));
  const final = starters.filter(settled).length;
  const complete = final === starters.length;
  return {
    points,
    final,
    starters: starters.length,
    complete,
    band: complete ? bandVerdict(points, projected) : null,
  };
}
