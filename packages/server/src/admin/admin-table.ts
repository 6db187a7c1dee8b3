/** The catalogue's positions an admin position filter takes in (kickers are K or PK). */
export const POSITIONS_OF = {
  QB: ['QB'],
  RB: ['RB'],
  WR: ['WR'],
  TE: ['TE'],
  K: ['K', 'PK'],
  'D/ST': ['D/ST'],
} as const;

/**
 * Sorts an admin table's rows in place by `valueIn` in `order`: numbers as numbers, text in English
 * order, rows without the value (`null`) last either way; ties by name, then id.
 */
export function sortTable<T>(
  rows: T[],
  valueIn: (row: T) => string | number | null,
  order: 'asc' | 'desc',
  identity: (row: T) => { name: string; id: string },
): void {
  const direction = order === 'asc' ? 1 : -1;
  rows.sort((a, b) => {
    const x = valueIn(a);
    const y = valueIn(b);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      const compared =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en');
      if (compared !== 0) return compared * direction;
    }
    const first = identity(a);
    const second = identity(b);
    return (
      first.name.localeCompare(second.name, 'en') ||
      (first.id < second.id ? -1 : first.id > second.id ? 1 : 0)
    );
  });
}
