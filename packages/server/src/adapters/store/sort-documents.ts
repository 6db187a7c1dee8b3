import { compareValues, entriesOf, type PlainObject, splitPath, valuesAtPath } from './document-values.js';

/** Below every value: where MongoDB sorts an empty array. */
const EMPTY_ARRAY = Symbol('empty array');

interface SortKey {
  path: string;
  direction: 1 | -1;
}

/**
 * Sorts documents as MongoDB does for `sort: { field: 1 | -1, … }`: by each key in turn, values
 * ordered by type then value (missing equals null), an array field by its smallest element
 * ascending and its largest descending (an empty array first). Ties keep the given order.
 */
export function sortDocuments<D extends PlainObject>(documents: readonly D[], sort: object): D[] {
  const keys = sortKeys(sort);
  const rows = documents.map((document) => ({
    document,
    values: keys.map((key) => sortValue(document, key)),
  }));
  rows.sort((a, b) => {
    for (const [index, key] of keys.entries()) {
      const order = compareSortValues(a.values[index], b.values[index]);
      if (order !== 0) return order * key.direction;
    }
    return 0;
  });
  return rows.map((row) => row.document);
}

function sortKeys(sort: object): SortKey[] {
  return entriesOf(sort).map(([path, direction]) => {
    if (direction !== 1 && direction !== -1) throw new Error(`Sort direction for ${path} must be 1 or -1`);
    splitPath(path);
    return { path, direction };
  });
}

function sortValue(document: PlainObject, { path, direction }: SortKey): unknown {
  const values: unknown[] = [];
  for (const value of valuesAtPath(document, path)) {
    if (!Array.isArray(value)) values.push(value);
    else if (value.length === 0) values.push(EMPTY_ARRAY);
    else values.push(...value);
  }
  let chosen: unknown = values[0];
  for (const value of values.slice(1)) {
    if (compareSortValues(value, chosen) * direction < 0) chosen = value;
  }
  return chosen;
}

function compareSortValues(a: unknown, b: unknown): number {
  if (a === EMPTY_ARRAY || b === EMPTY_ARRAY) return a === b ? 0 : a === EMPTY_ARRAY ? -1 : 1;
  return compareValues(a, b);
}
