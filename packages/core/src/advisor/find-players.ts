import type { WeekPlayer } from '../contract/team-week.js';
import { nameOf, type WeekEntry } from './week-roster.js';

/** Anything a question may name: a player of the team's week, or of the catalogue. */
type Named = { readonly week: WeekPlayer };

/**
 * Words of a name or question, compared without case, accents, apostrophes, periods or hyphens
 * ("Ja'Marr" is "jamarr", "A.J." is "aj", "Amon-Ra St. Brown" is "amonra st brown"), and without a
 * possessive "'s" ("Chase's" is "chase").
 * @example nameWords("Is Ja'Marr Chase's ceiling worth it?") // ['is', 'jamarr', 'chase', 'ceiling', 'worth', 'it']
 */
export function nameWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’](s)\b/g, '')
    .replace(/['’.-]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Name words that are not names on their own: suffixes and a defence's "D/ST". */
const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v', 'd', 'st', 'dst', 'defense', 'defence']);
/** Common words of questions that are also first or last names; never matched alone. */
const COMMON = new Set([
  'will',
  'mark',
  'start',
  'sit',
  'play',
  'bench',
  'flex',
  'who',
  'king',
  'best',
  'love',
]);

/** The ways a question may name a player, each with its weight (longer and fuller is surer). */
function aliasesOf(entry: Named): Array<{ words: string[]; weight: number }> {
  const full = nameWords(nameOf(entry));
  let core = [...full];
  while (core.length > 1 && SUFFIXES.has(core[core.length - 1] as string)) core = core.slice(0, -1);
  const aliases = [{ words: full, weight: full.length + 0.5 }];
  if (core.length !== full.length) aliases.push({ words: core, weight: core.length + 0.4 });
  if (core.length >= 2) {
    aliases.push({ words: core.slice(1), weight: core.length - 1 }); // "St. Brown", "Chase"
    aliases.push({ words: core.slice(-1), weight: 1 });
    aliases.push({ words: core.slice(0, 1), weight: 0.9 }); // "Lamar", "Bijan"
  }
  return aliases.filter(
    ({ words }) => words.length > 1 || ((words[0]?.length ?? 0) >= 3 && !COMMON.has(words[0] as string)),
  );
}

/** The players a question names, in the order it names them, and the words it left ambiguous. */
export interface MentionedPlayers<E extends Named = WeekEntry> {
  readonly players: readonly E[];
  /** Words that name more than one of the team's players equally well (e.g. "Brown", "Justin"). */
  readonly ambiguous: readonly string[];
}

interface Mention<E> {
  entry: E;
  start: number;
  end: number;
  weight: number;
}

/**
 * The team's players a question names, tolerant of case and partial names: the full name, the
 * surname ("St. Brown"), the last name or the first name alone. Longer matches win ("A.J. Brown"
 * over "Brown"); a word that names two players equally well names neither and is reported as
 * ambiguous.
 * @example findMentionedPlayers('start chase or hill?', entries).players.map(nameOf) // ["Ja'Marr Chase", 'Tyreek Hill']
 */
export function findMentionedPlayers<E extends Named>(
  question: string,
  entries: readonly E[],
): MentionedPlayers<E> {
  const words = nameWords(question);
  const mentions: Mention<E>[] = [];
  for (const entry of entries) {
    for (const alias of aliasesOf(entry)) {
      for (let start = 0; start + alias.words.length <= words.length; start++) {
        if (alias.words.every((word, i) => words[start + i] === word)) {
          mentions.push({ entry, start, end: start + alias.words.length, weight: alias.weight });
        }
      }
    }
  }
  mentions.sort((a, b) => b.weight - a.weight || a.start - b.start);
  const taken: Mention<E>[] = [];
  const ambiguous: string[] = [];
  const overlaps = (m: Mention<E>) => taken.some((t) => m.start < t.end && t.start < m.end);
  const named = (entry: E) => taken.some((t) => t.weight >= 0 && t.entry === entry);
  for (const mention of mentions) {
    if (overlaps(mention)) continue;
    // Players this span names equally well; one already named elsewhere is not meant again.
    const candidates = mentions
      .filter((m) => m.start === mention.start && m.end === mention.end && m.weight === mention.weight)
      .map((m) => m.entry)
      .filter((entry, i, all) => all.indexOf(entry) === i && !named(entry));
    if (candidates.length === 1) taken.push({ ...mention, entry: candidates[0] as E });
    else if (candidates.length > 1) {
      ambiguous.push(words.slice(mention.start, mention.end).join(' '));
      taken.push({ ...mention, weight: -1 });
    }
  }
  const players = taken
    .filter((m) => m.weight >= 0)
    .sort((a, b) => a.start - b.start)
    .map((m) => m.entry);
  return { players, ambiguous: [...new Set(ambiguous)] };
}
