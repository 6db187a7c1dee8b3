import { describe, expect, it } from 'vitest';
import { ariaSort, filterBy, goToPage, nextSort, pageLabel, rowsLabel, sortBy } from './table-query.js';
import type { WeeklyFilters } from './weekly-filters.js';

const weekly: WeeklyFilters = {
  week: 3,
  position: 'ALL',
  archetype: 'ALL',
  limit: 50,
  page: 4,
  sort: 'aggressive',
  order: 'desc',
};

describe('nextSort (spec §2: a click sorts descending, then ascending)', () => {
  it('sorts a new column descending first', () => {
    expect(nextSort({ sort: 'aggressive', order: 'desc' }, 'player_name')).toEqual({
      sort: 'player_name',
      order: 'desc',
    });
    expect(nextSort({ sort: 'aggressive', order: 'asc' }, 'median')).toEqual({
      sort: 'median',
      order: 'desc',
    });
  });

  it('toggles the sorted column descending → ascending → descending', () => {
    const first = nextSort({ sort: 'median', order: 'desc' }, 'median');
    expect(first).toEqual({ sort: 'median', order: 'asc' });
    expect(nextSort(first, 'median')).toEqual({ sort: 'median', order: 'desc' });
  });
});

describe('sortBy, filterBy, goToPage', () => {
  it('a sort goes back to page 1 and keeps the filters', () => {
    expect(sortBy(weekly, 'confidence')).toEqual({ ...weekly, sort: 'confidence', order: 'desc', page: 1 });
    expect(sortBy(weekly, 'aggressive')).toEqual({ ...weekly, order: 'asc', page: 1 });
  });

  it('any filter change goes back to page 1 (spec §4 "Weekly filter changes reset the page to 1")', () => {
    expect(filterBy(weekly, { position: 'QB' })).toEqual({ ...weekly, position: 'QB', page: 1 });
    expect(filterBy(weekly, { week: 7 })).toEqual({ ...weekly, week: 7, page: 1 });
    expect(filterBy(weekly, { limit: 10 })).toEqual({ ...weekly, limit: 10, page: 1 });
    expect(filterBy({ search: 'a', page: 3 }, { search: 'ab' })).toEqual({ search: 'ab', page: 1 });
  });

  it('keeps a page within 1 and the last page', () => {
    expect(goToPage(weekly, 5, 7).page).toBe(5);
    expect(goToPage(weekly, 0, 7).page).toBe(1);
    expect(goToPage(weekly, 9, 7).page).toBe(7);
    expect(goToPage(weekly, 2, 0).page).toBe(1);
    expect(goToPage(weekly, 2.7, 7).page).toBe(2);
  });
});

describe('labels', () => {
  it("answers a header's aria-sort", () => {
    expect(ariaSort('desc')).toBe('descending');
    expect(ariaSort('asc')).toBe('ascending');
    expect(ariaSort(false)).toBe('none');
  });

  it("reads 'Page X of Y' and which rows a page holds", () => {
    expect(pageLabel({ current_page: 2, total_pages: 7 })).toBe('Page 2 of 7');
    expect(rowsLabel({ page: 1, limit: 50, shown: 50, total: 312 })).toBe('Showing 1–50 of 312');
    expect(rowsLabel({ page: 7, limit: 50, shown: 12, total: 312 })).toBe('Showing 301–312 of 312');
    expect(rowsLabel({ page: 1, limit: 20, shown: 20, total: 10_000 })).toBe('Showing 1–20 of 10,000');
    expect(rowsLabel({ page: 1, limit: 50, shown: 0, total: 0 })).toBe('Showing 0 of 0');
  });
});
