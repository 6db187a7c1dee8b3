// @vitest-environment jsdom
import { PROJECTION_RECALC_DEBOUNCE_MS } from '@lineup-lab/core';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useDebouncedValue', () => {
  it('answers the first value at once and a change only after 500 ms of quiet', () => {
    const { result, rerender } = renderHook(
      ({ week }) => useDebouncedValue(week, PROJECTION_RECALC_DEBOUNCE_MS),
      {
        initialProps: { week: 5 },
      },
    );
    expect(result.current).toBe(5);
    rerender({ week: 3 });
    act(() => vi.advanceTimersByTime(PROJECTION_RECALC_DEBOUNCE_MS - 1));
    expect(result.current).toBe(5);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(3);
  });

  it('restarts the wait on every change, so a burst of changes recalculates once, with the last', () => {
    const seen: number[] = [];
    const { rerender } = renderHook(
      ({ week }) => {
        const value = useDebouncedValue(week, PROJECTION_RECALC_DEBOUNCE_MS);
        if (seen.at(-1) !== value) seen.push(value);
        return value;
      },
      { initialProps: { week: 5 } },
    );
    for (const week of [4, 3, 2]) {
      rerender({ week });
      act(() => vi.advanceTimersByTime(300));
    }
    act(() => vi.advanceTimersByTime(PROJECTION_RECALC_DEBOUNCE_MS));
    expect(seen).toEqual([5, 2]);
  });
});
