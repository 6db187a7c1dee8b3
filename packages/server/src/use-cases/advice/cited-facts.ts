import { NUMBER_TOLERANCE, nameWords, numbersIn } from '@lineup-lab/core';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a fact is the player's own: "<slot or Bench> <name> (<team> <position>)…". */
const isFactOf = (fact: string, name: string) => new RegExp(`^\\S+ ${escapeRegExp(name)} \\(`).test(fact);

/**
 * The facts an answer rests on, of those it was given: the fewest that hold every player it names
 * (his own fact; named by a word of the name past the first: "Chase", "St. Brown") and every
 * number it states (0 aside, which many facts hold), taking first the fact that holds the most
 * not yet held, the earlier on a tie (the totals and the players come before the better options).
 * In the facts' order.
 * @example
 * citedFacts({ answer: 'Start Chase over Hill: 19.8 against 15.1.', facts, playerNames }) // [Hill's fact, Chase's fact]
 */
export function citedFacts(input: {
  answer: string;
  facts: readonly string[];
  playerNames: readonly string[];
}): string[] {
  const said = new Set(nameWords(input.answer));
  const named = input.playerNames.filter((name) =>
    nameWords(name)
      .slice(1)
      .some((word) => said.has(word)),
  );
  const stated = [...new Set(numbersIn(input.answer).filter((n) => n !== 0))];
  const holds = input.facts.map((fact) => {
    const numbers = numbersIn(fact);
    return new Set([
      ...named.filter((name) => isFactOf(fact, name)),
      ...stated.filter((s) => numbers.some((n) => Math.abs(n - s) <= NUMBER_TOLERANCE)),
    ]);
  });
  const held = new Set<string | number>();
  const chosen = new Set<number>();
  for (;;) {
    const gains = holds.map((set) => [...set].filter((element) => !held.has(element)).length);
    const most = Math.max(0, ...gains);
    if (most === 0) break;
    const best = gains.indexOf(most);
    chosen.add(best);
    for (const element of holds[best] ?? []) held.add(element);
  }
  return input.facts.filter((_, i) => chosen.has(i));
}
