import type { Pagination } from '@lineup-lab/core';

/** The catalogue's positions an admin position filter takes in (kickers are K or PK). */
export const POSITIONS_OF = {
  QB: ['QB'],
  RB: ['RB'],
  WR: ['WR'],
  TE: ['TE'],
  K: ['K', 'PK'],
  'D/ST': ['D/ST'],
} as const;

/** How an admin table orders its rows: by a value in an order, ties by name, then id. */
export interface TableOrder<T> {
  valueIn: (row: T) => string | number | null;
  order: 'asc' | 'desc';
  identity: (row: T) => { name: string; id: string };
}

interface KeyedRow<T> {
  row: T;
  value: string | number | null;
  name: string;
  id: string;
}

/** Each row with its value and identity, read once: a key that does work (a date parsed) costs n, not n log n. */
function keyedRows<T>(rows: readonly T[], { valueIn, identity }: TableOrder<T>): KeyedRow<T>[] {
  return rows.map((row) => ({ row, value: valueIn(row), ...identity(row) }));
}

/** The table order over keyed rows: a total order, since ids differ. */
function compareKeyed(order: 'asc' | 'desc'): (a: KeyedRow<unknown>, b: KeyedRow<unknown>) => number {
  const direction = order === 'asc' ? 1 : -1;
  return (a, b) => {
    const x = a.value;
    const y = b.value;
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      const compared =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en');
      if (compared !== 0) return compared * direction;
    }
    // `localeCompare` rather than an `Intl.Collator`: V8's fast path for one-byte strings makes it
    // about 6 times faster on 10,000 emails (measured here: 6 ms against 37 ms).
    return a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  };
}

/**
 * Sorts an admin table's rows in place by `valueIn` in `order`: numbers as numbers, text in English
 * order, rows without the value (`null`) last either way; ties by name, then id.
 */
export function sortTable<T>(rows: T[], tableOrder: TableOrder<T>): void {
  const keyed = keyedRows(rows, tableOrder);
  keyed.sort(compareKeyed(tableOrder.order));
  for (const [index, { row }] of keyed.entries()) rows[index] = row;
}

/**
 * The page `query.page` of `limit` rows of a table in the order `sortTable` gives, with the number
 * of rows and the page X of Y: what `sortTable` then `pageOf` answer, without sorting every row.
 * An early page keeps the rows up to its end in a bounded heap (about n comparisons); a later one
 * partitions the rows around the page (quickselect, about 2n to 3n comparisons); then only the
 * page's rows are sorted. A page of 50 among 10,000 rows costs about n comparisons, not n log n.
 */
export function sortedPageOf<T>(
  rows: readonly T[],
  tableOrder: TableOrder<T>,
  query: { page: number; limit: number },
): { rows: T[]; total: number; pagination: Pagination } {
  const total = rows.length;
  const start = (query.page - 1) * query.limit;
  const end = Math.min(start + query.limit, total);
  const answer = (page: KeyedRow<T>[]) => ({
    rows: page.map(({ row }) => row),
    total,
    pagination: paginationOf(total, query),
  });
  if (start >= end) return answer([]);
  const keyed = keyedRows(rows, tableOrder);
  const compare = compareKeyed(tableOrder.order);
  if (end * 8 <= total) return answer(smallest(keyed, end, compare).slice(start));
  selectNth(keyed, { k: start, left: 0, right: total - 1 }, compare);
  if (end - 1 > start) selectNth(keyed, { k: end - 1, left: start + 1, right: total - 1 }, compare);
  return answer(keyed.slice(start, end).sort(compare));
}

/** The `count` smallest of `items` in `compare`'s order, sorted: a bounded max-heap over one pass. */
function smallest<K>(items: readonly K[], count: number, compare: (a: K, b: K) => number): K[] {
  const heap: K[] = [];
  const at = (index: number) => heap[index] as K;
  const siftDown = (from: number) => {
    let index = from;
    for (;;) {
      const left = 2 * index + 1;
      const right = left + 1;
      let largest = index;
      if (left < heap.length && compare(at(left), at(largest)) > 0) largest = left;
      if (right < heap.length && compare(at(right), at(largest)) > 0) largest = right;
      if (largest === index) return;
      const held = at(index);
      heap[index] = at(largest);
      heap[largest] = held;
      index = largest;
    }
  };
  for (const item of items) {
    if (heap.length < count) {
      heap.push(item);
      let index = heap.length - 1;
      while (index > 0) {
        const parent = (index - 1) >> 1;
        if (compare(at(index), at(parent)) <= 0) break;
        const held = at(index);
        heap[index] = at(parent);
        heap[parent] = held;
        index = parent;
      }
    } else if (compare(item, at(0)) < 0) {
      heap[0] = item;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}

/** An ISO time as `toISOString` writes it, with a day a month always has (Date.parse answers a time). */
const ISO_TIME = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|1\d|2[0-8])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;

/**
 * The sort key of an admin table's date column (`Date.parse` of each row's ISO time), as cheap as
 * it can be: when every time is written as `toISOString` writes it (what the server stores), the
 * text itself, which orders (and ties) exactly as the times do, without parsing 10,000 dates
 * (`Date.parse` is about 0.2 µs a date); else the parsed time.
 */
export function timeKey<T>(rows: readonly T[], timeOf: (row: T) => string): (row: T) => string | number {
  return rows.every((row) => ISO_TIME.test(timeOf(row))) ? timeOf : (row) => Date.parse(timeOf(row));
}

/**
 * Puts the `k`-th of `items[left..right]` (in `compare`'s order, a total order) at `k`, the smaller
 * ones before it and the larger after (Hoare's quickselect, median-of-three pivot).
 */
function selectNth<K>(
  items: K[],
  { k, left, right }: { k: number; left: number; right: number },
  compare: (a: K, b: K) => number,
): void {
  const at = (index: number) => items[index] as K;
  const swap = (i: number, j: number) => {
    const held = at(i);
    items[i] = at(j);
    items[j] = held;
  };
  let low = left;
  let high = right;
  while (high > low) {
    const mid = (low + high) >>> 1;
    if (compare(at(mid), at(low)) < 0) swap(mid, low);
    if (compare(at(high), at(low)) < 0) swap(high, low);
    if (compare(at(high), at(mid)) < 0) swap(high, mid);
    const pivot = at(mid);
    let i = low;
    let j = high;
    while (i <= j) {
      while (compare(at(i), pivot) < 0) i += 1;
      while (compare(at(j), pivot) > 0) j -= 1;
      if (i <= j) {
        swap(i, j);
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else return;
  }
}

/** Where a page of `limit` rows stands among `total`: the page asked for, of at least 1. */
export function paginationOf(total: number, query: { page: number; limit: number }): Pagination {
  return { current_page: query.page, total_pages: Math.max(1, Math.ceil(total / query.limit)) };
}

/**
 * The page `query.page` of `limit` rows (none past the last page), with the number of rows and
 * the page X of Y: the obvious rule that `sortedPageOf` is property-tested equal to (over rows
 * sorted by `sortTable`).
 */
export function pageOf<T>(
  rows: readonly T[],
  query: { page: number; limit: number },
): { rows: T[]; total: number; pagination: Pagination } {
  const start = (query.page - 1) * query.limit;
  return {
    rows: rows.slice(start, start + query.limit),
    total: rows.length,
    pagination: paginationOf(rows.length, query),
  };
}

/** Whether `text` holds `search` (already lower-cased), ignoring case. */
export const containsText = (text: string, search: string) => text.toLowerCase().includes(search);
