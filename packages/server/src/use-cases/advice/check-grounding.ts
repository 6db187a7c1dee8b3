import { nameWords, numbersIn, numbersNotIn } from '@lineup-lab/core';

/**
 * Capitalised words of an answer that are not names: the advice's own words, positions and slots,
 * designations, days, and NFL cities and nicknames. Compared in lower case.
 */
const NOT_NAMES = new Set(
  [
    // Sentence words an answer starts with or capitalises
    "a an the i i’m i'm im you your you're he his him she her they their it its this that these those if when while with without",
    'at in on of for from to by and or but nor so yet both either neither as also however overall still then than',
    'yes no not note given consider based keep start starting sit sitting bench benching move put play playing go use pick choose',
    'stick lean trust roll fade swap rather instead over against versus vs vs. verdict advice answer recommendation bottom line',
    'is are was be should would could can will may might must do does did has have had',
    'my our we us me what who which why how where there here each every all any some none one',
    // Football words
    'median floor ceiling projection projections projected points point total totals lineup optimal optimize optimise optimizer',
    'week weeks bye byes game games matchup kickoff underdog favourite favorite lead upside safe risk injury injured injuries',
    'out ir pup nfi suspended questionable doubtful active healthy flex qb rb wr te k d/st dst defense defence kicker quarterback',
    'running back backs receiver receivers wide tight end ends starter starters nfl fantasy analyst lineup lab sunday monday thursday',
    'saturday friday tuesday wednesday night football',
    // NFL cities and nicknames
    'arizona cardinals atlanta falcons baltimore ravens buffalo bills carolina panthers chicago bears cincinnati bengals',
    'cleveland browns dallas cowboys denver broncos detroit lions green bay packers houston texans indianapolis colts',
    'jacksonville jaguars kansas city chiefs las vegas raiders los angeles chargers rams miami dolphins minnesota vikings',
    'new england patriots orleans saints york giants jets philadelphia eagles pittsburgh steelers san francisco 49ers niners',
    'seattle seahawks tampa buccaneers bucs tennessee titans washington commanders',
  ]
    .join(' ')
    .split(/\s+/),
);

/** A word of the answer, where it stands, and whether a sentence starts with it. */
interface Word {
  text: string;
  sentenceStart: boolean;
  /** Only spaces separate it from the word before (so the two may be one name). */
  joined: boolean;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’./-]*/gu;
const isAbbreviation = (token: string) => /^(?:\p{L}\.){2,}$/u.test(token) || /^\p{L}{1,2}\.$/u.test(token);

/** The answer's words, each with whether it starts a sentence and whether it follows the word before. */
function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  let last = 0;
  let sentenceStart = true;
  for (const match of text.matchAll(WORD)) {
    const raw = match[0];
    const between = text.slice(last, match.index);
    if (/[.!?:\n•]|(^|\s)[-*]\s/.test(between)) sentenceStart = true;
    const ends = raw.endsWith('.') && !isAbbreviation(raw);
    words.push({
      text: ends ? raw.replace(/\.+$/, '') : raw,
      sentenceStart,
      joined: words.length > 0 && /^[ \t]+$/.test(between),
    });
    sentenceStart = ends;
    last = (match.index ?? 0) + raw.length;
  }
  return words;
}

/** A word that may be (part of) a name: capitalised, not an all-caps code (NYJ, WR1), not a common word. */
function mayBeName(word: Word): boolean {
  if (!/^[\p{Lu}\p{N}]/u.test(word.text) || !/\p{L}/u.test(word.text)) return false;
  if (/^[\p{Lu}\p{N}/]{1,4}$/u.test(word.text)) return false;
  return !NOT_NAMES.has(word.text.toLowerCase());
}

/**
 * The names an answer may be giving: runs of capitalised words (a run is broken by punctuation or
 * a common word), as written. A single unknown word that starts a sentence is left out: a sentence
 * starts with a capital whatever the word.
 * @example nameCandidates('Start Zachary Phantom over Breece Hall at RB2.') // ['Zachary Phantom', 'Breece Hall']
 */
export function nameCandidates(text: string): string[] {
  const candidates: string[] = [];
  let run: Word[] = [];
  const flush = () => {
    const only = run[0];
    if (run.length > 1 || (only && !only.sentenceStart)) candidates.push(run.map((w) => w.text).join(' '));
    run = [];
  };
  for (const word of wordsOf(text)) {
    if (!mayBeName(word)) {
      flush();
      continue;
    }
    if (!word.joined) flush();
    run.push(word);
  }
  flush();
  return candidates;
}

/** Whether `words` stand, in order and next to each other, in the name `name`. */
export function isPartOfName(words: readonly string[], name: readonly string[]): boolean {
  if (words.length === 0 || words.length > name.length) return false;
  for (let start = 0; start + words.length <= name.length; start++) {
    if (words.every((word, i) => name[start + i] === word)) return true;
  }
  return false;
}

/** What a check of an answer found: the names and numbers the facts do not account for. */
export interface Grounding {
  grounded: boolean;
  unknownNames: string[];
  unknownNumbers: number[];
}

/**
 * Checks a chat model's answer against what it was given: every number it states must be one of
 * the facts' numbers (within one-decimal rounding, core's `numbersNotIn`), and every name it gives
 * must be (part of) a name it knows (the team's players, the team's own name), words standing
 * together in a fact (a body part, "Optimal lineup"), or a player of the catalogue (`inCatalogue`,
 * asked only about names found nowhere else).
 */
export async function checkGrounding(input: {
  answer: string;
  facts: readonly string[];
  knownNames: readonly string[];
  inCatalogue: (name: string) => Promise<boolean>;
}): Promise<Grounding> {
  const unknownNumbers = numbersNotIn(input.answer, input.facts.flatMap(numbersIn));
  const known = [...input.knownNames, ...input.facts].map(nameWords);
  const unknownNames: string[] = [];
  for (const candidate of new Set(nameCandidates(input.answer))) {
    const words = nameWords(candidate);
    if (known.some((name) => isPartOfName(words, name))) continue;
    if (!(await input.inCatalogue(candidate))) unknownNames.push(candidate);
  }
  return { grounded: unknownNames.length === 0 && unknownNumbers.length === 0, unknownNames, unknownNumbers };
}
