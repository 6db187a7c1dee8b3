// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seasonWeeks } from '../../test-support/fixtures.js';
import { PACIFIC } from './test-fixtures.js';
import { WeekSelector } from './WeekSelector.js';

afterEach(cleanup);

/** Intl separates a date range with thin spaces; compare the words. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

function renderSelector(week = 3, onChange = vi.fn()) {
  render(
    <WeekSelector
      weeks={seasonWeeks([17, 18])}
      week={week}
      caption="2025 season · current week: 3"
      onChange={onChange}
      timeDisplay={PACIFIC}
    />,
  );
  return screen.getByLabelText<HTMLSelectElement>('Week');
}

describe('WeekSelector', () => {
  it('offers every week of the season with its dates, marking the weeks without projections', () => {
    const select = renderSelector();
    const options = [...select.options];
    expect(options.map((o) => Number(o.value))).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(plain(options[0]?.textContent ?? null)).toBe('Week 1 · Sep 4 – 8');
    expect(plain(options[14]?.textContent ?? null)).toBe('Week 15 · Dec 11 – 15');
    expect(plain(options[16]?.textContent ?? null)).toBe('Week 17 · Dec 25 – 29 — no projections yet');
    expect(options.filter((o) => o.textContent?.endsWith('no projections yet'))).toHaveLength(2);
  });

  it('shows the chosen week, described by the season caption', () => {
    const select = renderSelector(15);
    expect(select.value).toBe('15');
    expect(select.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '2025 season · current week: 3',
    );
  });

  it('passes the week chosen on, as a number', async () => {
    const onChange = vi.fn();
    const select = renderSelector(3, onChange);
    await userEvent.setup().selectOptions(select, '12');
    expect(onChange).toHaveBeenCalledWith(12);
  });
});
