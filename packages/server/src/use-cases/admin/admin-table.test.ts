import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageOf, sortedPageOf, sortTable, timeKey } from './admin-table.js';

describe('pageOf', () => {
  const rows = Array.from({ length: 25 }, (_, i) => i + 1);

  it('cuts page X of Y; the last page holds what is left', () => {
    expect(pageOf(rows, { page: 1, limit: 10 })).toEqual({
      rows: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      total: 25,
      pagination: { current_page: 1, total_pages: 3 },
    });
    expect(pageOf(rows, { page: 3, limit: 10 }).rows).toEqual([21, 22, 23, 24, 25]);
  });

  it('answers no rows past the last page, and page 1 of 1 for no rows', () => {
    expect(pageOf(rows, { page: 4, limit: 10 })).toEqual({
      rows: [],
      total: 25,
      pagination: { current_page: 4, total_pages: 3 },
    });
    expect(pageOf([], { page: 1, limit: 50 })).toEqual({
      rows: [],
      total: 0,
      pagination: { current_page: 1, total_pages: 1 },
    });
  });
});

describe('sortTable', () => {
  const row = (name: string, id: string, value: number | string | null) => ({ name, id, value });
  const identity = (r: { name: string; id: string }) => ({ name: r.name, id: r.id });

  it('sorts numbers as numbers and text in English order, missing values last either way', () => {
    const rows = [row('b', '2', 10), row('a', '1', null), row('c', '3', 9), row('d', '4', 100)];
    sortTable(rows, { valueIn: (r) => r.value, order: 'asc', identity });
    expect(rows.map((r) => r.id)).toEqual(['3', '2', '4', '1']);
    sortTable(rows, { valueIn: (r) => r.value, order: 'desc', identity });
    expect(rows.map((r) => r.id)).toEqual(['4', '2', '3', '1']);
    const text = [row('x', '1', 'beta'), row('y', '2', 'Alpha'), row('z', '3', 'alpha')];
    sortTable(text, { valueIn: (r) => r.value, order: 'asc', identity });
    expect(text.map((r) => r.value)).toEqual(['alpha', 'Alpha', 'beta']);
  });

  it('breaks ties by name then id, ascending whatever the order', () => {
    const rows = [row('b', '2', 1), row('a', '9', 1), row('a', '3', 1), row('c', '1', 2)];
    sortTable(rows, { valueIn: (r) => r.value, order: 'desc', identity });
    expect(rows.map((r) => r.id)).toEqual(['1', '3', '9', '2']);
  });

  it('reads each row’s value once', () => {
    let reads = 0;
    const rows = Array.from({ length: 100 }, (_, i) => row(`n${i}`, `${i}`, (i * 37) % 100));
    sortTable(rows, {
      valueIn: (r) => {
        reads += 1;
        return r.value;
      },
      order: 'asc',
      identity,
    });
    expect(reads).toBe(100);
  });
});

describe('sortedPageOf', () => {
  interface Row {
    id: string;
    name: string;
    value: string | number | null;
  }
  const row = fc.record({
    name: fc.constantFrom('Allen', 'allen', 'Bo', 'a.b', 'a_b', 'a1', 'a@', 'Zed', ''),
    value: fc.oneof(
      fc.constant(null),
      fc.integer({ min: -3, max: 3 }),
      fc.constantFrom('b', 'B', 'a-b', 'ab'),
    ),
  });

  it('answers what sortTable then pageOf answer: ties and nulls across page boundaries included', () => {
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 120 }),
        fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 12 }),
        (drawn, order, page, limit) => {
          const rows: Row[] = drawn.map((r, index) => ({ ...r, id: `id-${(index * 7919) % 1000}` }));
          const tableOrder = {
            valueIn: (r: Row) => r.value,
            order,
            identity: (r: Row) => ({ name: r.name, id: r.id }),
          };
          const sorted = [...rows];
          sortTable(sorted, tableOrder);
          expect(sortedPageOf(rows, tableOrder, { page, limit })).toEqual(pageOf(sorted, { page, limit }));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('timeKey', () => {
  it('orders ISO times as their parsed times do, ties included', () => {
    const time = fc.oneof(
      fc
        .date({ min: new Date(-6e13), max: new Date(2.5e14), noInvalidDate: true })
        .map((d) => d.toISOString()),
      fc.constantFrom('2025-09-01T10:00:00.000Z', '2025-02-29T10:00:00.000Z', '2025-09-01T10:00:00Z'),
    );
    fc.assert(
      fc.property(
        fc.array(fc.record({ at: time, name: fc.constantFrom('a', 'B', 'c') }), { maxLength: 40 }),
        (drawn) => {
          const rows = drawn.map((row, index) => ({ ...row, id: String(index).padStart(3, '0') }));
          const identity = (row: (typeof rows)[number]) => ({ name: row.name, id: row.id });
          const byKey = [...rows];
          sortTable(byKey, { valueIn: timeKey(rows, (row) => row.at), order: 'desc', identity });
          const parsed = [...rows];
          sortTable(parsed, { valueIn: (row) => Date.parse(row.at), order: 'desc', identity });
          expect(byKey).toEqual(parsed);
        },
      ),
      { numRuns: 500 },
    );
  });
});
