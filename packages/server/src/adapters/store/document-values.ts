/**
 * The values a stored document may hold, and the MongoDB rules for copying, comparing and reaching
 * them by dotted path. The embedded store uses these so that it behaves like MongoDB.
 */

/** A document or sub-document: an object whose prototype is `Object.prototype` (or null). */
export type PlainObject = Record<string, unknown>;

/** True for `{ … }` objects (not arrays, Dates, RegExps or class instances). */
export function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The own enumerable entries of an object, typed `unknown` (never `any`). */
export function entriesOf(value: object): [string, unknown][] {
  return Object.entries(value);
}

/** A field of an object, own properties only (so `constructor` or `__proto__` never reach the prototype). */
export function getOwn(object: PlainObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/**
 * Copies a value for storage or for a caller, the way the MongoDB driver (with `ignoreUndefined`)
 * serialises it: object fields holding `undefined` are dropped, `undefined` in an array becomes
 * `null`, Dates are copied. Anything that would not survive the embedded store's JSON lines is
 * refused with a `TypeError` naming the field: functions, symbols, bigints, RegExps, class instances,
 * non-finite numbers, and `__proto__` as a field name.
 */
export function copyValue(value: unknown, path = '(document)'): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`${path}: ${value} cannot be stored`);
    return value;
  }
  if (value instanceof Date) return new Date(value.getTime());
  if (Array.isArray(value)) {
    return Array.from(value, (item: unknown, index) =>
      item === undefined ? null : copyValue(item, `${path}.${index}`),
    );
  }
  if (isPlainObject(value)) {
    const copy: PlainObject = {};
    for (const [key, field] of entriesOf(value)) {
      if (key === '__proto__') throw new TypeError(`${path}: "__proto__" cannot be a field name`);
      if (field !== undefined) copy[key] = copyValue(field, `${path}.${key}`);
    }
    return copy;
  }
  throw new TypeError(`${path}: a ${describeType(value)} cannot be stored`);
}

/**
 * A copy of a value read from the cache. It was checked by `copyValue` when it was stored (plain
 * objects, arrays, Dates and primitives only), so this copies without checking and without building
 * paths: reads are the hot path.
 */
export function cloneStored(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cloneStored);
  if (value instanceof Date) return new Date(value.getTime());
  const copy: PlainObject = {};
  for (const key in value) copy[key] = cloneStored((value as PlainObject)[key]);
  return copy;
}

/** `copyValue` for a whole document. */
export function copyDocument(document: PlainObject): PlainObject {
  const copy = copyValue(document);
  if (!isPlainObject(copy)) throw new TypeError('A document must be a plain object');
  return copy;
}

function describeType(value: unknown): string {
  if (value instanceof RegExp) return 'RegExp';
  if (typeof value === 'object' && value !== null) return value.constructor?.name ?? 'object';
  return typeof value;
}

/**
 * MongoDB's order of types: null and missing first, then numbers, strings, objects, arrays,
 * booleans, dates (then anything else).
 */
function typeRank(value: unknown): number {
  if (value === undefined || value === null) return 1;
  if (typeof value === 'number') return 2;
  if (typeof value === 'string') return 3;
  if (isPlainObject(value)) return 4;
  if (Array.isArray(value)) return 5;
  if (typeof value === 'boolean') return 8;
  if (value instanceof Date) return 9;
  if (value instanceof RegExp) return 11;
  return 12;
}

/** True when two values fall in the same MongoDB type bracket (so `$gt` and friends compare them). */
export function sameTypeBracket(a: unknown, b: unknown): boolean {
  return typeRank(a) === typeRank(b);
}

/**
 * Compares two values as MongoDB does: by type bracket first, then by value. Strings compare by
 * code point (as MongoDB's binary comparison of UTF-8 does), objects field by field in order,
 * arrays element by element. `null` and a missing value (`undefined`) are equal.
 */
export function compareValues(a: unknown, b: unknown): number {
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return rankA < rankB ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return sign(a - b);
  if (typeof a === 'string' && typeof b === 'string') return compareStrings(a, b);
  if (typeof a === 'boolean' && typeof b === 'boolean') return sign(Number(a) - Number(b));
  if (a instanceof Date && b instanceof Date) return sign(a.getTime() - b.getTime());
  if (Array.isArray(a) && Array.isArray(b)) return compareSequences(a, b, compareValues);
  if (isPlainObject(a) && isPlainObject(b))
    return compareSequences(entriesOf(a), entriesOf(b), compareEntries);
  if (a instanceof RegExp && b instanceof RegExp) return compareStrings(String(a), String(b));
  return 0;
}

/** MongoDB equality: same type bracket and same value (objects: same fields in the same order). */
export function valuesEqual(a: unknown, b: unknown): boolean {
  return compareValues(a, b) === 0;
}

function sign(difference: number): number {
  if (difference < 0) return -1;
  return difference > 0 ? 1 : 0;
}

function compareEntries(a: [string, unknown], b: [string, unknown]): number {
  const byType = sign(typeRank(a[1]) - typeRank(b[1]));
  if (byType !== 0) return byType;
  const byName = compareStrings(a[0], b[0]);
  return byName !== 0 ? byName : compareValues(a[1], b[1]);
}

function compareSequences<E>(a: readonly E[], b: readonly E[], compare: (x: E, y: E) => number): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const result = compare(a[index] as E, b[index] as E);
    if (result !== 0) return result;
  }
  return sign(a.length - b.length);
}

/**
 * Code-point order from UTF-16 code units: surrogates (U+D800–DFFF) move above U+E000–FFFF, which
 * is where the characters they encode (≥ U+10000) belong.
 */
function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const x = a.charCodeAt(index);
    const y = b.charCodeAt(index);
    if (x !== y) return codePointRank(x) < codePointRank(y) ? -1 : 1;
  }
  return a.length < b.length ? -1 : 1;
}

function codePointRank(codeUnit: number): number {
  if (codeUnit >= 0xd800 && codeUnit <= 0xdfff) return codeUnit + 0x2000;
  if (codeUnit >= 0xe000) return codeUnit - 0x800;
  return codeUnit;
}

/** Paths already split: the same few field paths are matched on every query. */
const splitPaths = new Map<string, readonly string[]>();
const MAX_REMEMBERED_PATHS = 10_000;

/** Splits a dotted path, refusing empty parts, `$` parts and `__proto__`. The parts are shared: read only. */
export function splitPath(path: string): readonly string[] {
  const known = splitPaths.get(path);
  if (known) return known;
  const parts = path.split('.');
  for (const part of parts) {
    if (part === '' || part.startsWith('$') || part === '__proto__') {
      throw new TypeError(`Invalid field path "${path}"`);
    }
  }
  if (splitPaths.size < MAX_REMEMBERED_PATHS) splitPaths.set(path, parts);
  return parts;
}

const ARRAY_INDEX = /^(0|[1-9]\d*)$/;

/** True for a path part that indexes an array (`0`, `12`). */
export function isArrayIndex(part: string): boolean {
  return ARRAY_INDEX.test(part);
}

/**
 * The values a dotted path reaches in a document, as MongoDB's query engine sees them: arrays of
 * sub-documents are traversed, a numeric part also indexes an array. `undefined` in the result
 * stands for "missing here". Arrays at the end of the path are returned whole (the caller decides
 * whether to look inside them).
 */
export function valuesAtPath(document: unknown, path: string): unknown[] {
  const found: unknown[] = [];
  collectAtPath(document, splitPath(path), 0, found);
  return found;
}

// Four positional parameters: a hot recursive helper (every filter, sort and index key of the
// embedded store reads paths through it), kept free of an options object allocated per step.
function collectAtPath(value: unknown, parts: readonly string[], index: number, found: unknown[]): void {
  const part = parts[index];
  if (part === undefined) {
    found.push(value);
    return;
  }
  if (Array.isArray(value)) {
    const before = found.length;
    if (isArrayIndex(part) && Number(part) < value.length) {
      collectAtPath(value[Number(part)], parts, index + 1, found);
    }
    for (const item of value) {
      if (isPlainObject(item)) collectAtPath(item, parts, index, found);
    }
    if (found.length === before) found.push(undefined);
    return;
  }
  if (isPlainObject(value)) {
    collectAtPath(getOwn(value, part), parts, index + 1, found);
    return;
  }
  found.push(undefined);
}
