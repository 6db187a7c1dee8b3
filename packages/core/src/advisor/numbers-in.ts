/**
 * A number as advice states it: digits with an optional decimal part, standing alone (not part of
 * a word such as RB1 or 49ers).
 */
const NUMBER = /(?<![\p{L}\p{N}.])\d+(?:\.\d+)?(?![\p{L}\p{N}])/gu;

/**
 * The numbers a text states, in order: what a grounded answer's numbers are checked against.
 * Digits inside words (RB1, 49ers, D/ST) are not numbers; a sign is not kept.
 * @example numbersIn('Start Chase at WR1: median 19.8 against 15.1 (+4.7).') // [19.8, 15.1, 4.7]
 */
export function numbersIn(text: string): number[] {
  return [...text.matchAll(NUMBER)].map((match) => Number(match[0]));
}

/** How far a stated number may be from a fact's (the facts show one decimal). */
export const NUMBER_TOLERANCE = 0.05 + 1e-9;

/**
 * The numbers of `text` that none of `allowed` accounts for (each within one-decimal rounding).
 * @example numbersNotIn('median 19.8 against 15', [19.8, 15.0]) // []
 */
export function numbersNotIn(text: string, allowed: readonly number[]): number[] {
  return numbersIn(text).filter((n) => !allowed.some((a) => Math.abs(a - n) <= NUMBER_TOLERANCE));
}
