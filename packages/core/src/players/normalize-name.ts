/** Generational suffixes dropped when names are compared. */
const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v']);

/**
 * A player's name reduced for joins across sources: lower case, accents removed, punctuation
 * (periods, apostrophes, hyphens) dropped, and a trailing generational suffix (Jr, Sr, II, III, IV, V)
 * removed, with single spaces between words.
 * @example
 * normalizeName("D'Andre Swift"); // 'dandre swift'
 * normalizeName('Odell Beckham Jr.'); // 'odell beckham'
 * normalizeName('A.J. Brown'); // 'aj brown'
 */
export function normalizeName(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  while (words.length > 1 && SUFFIXES.has(words[words.length - 1] ?? '')) words.pop();
  return words.join(' ');
}
