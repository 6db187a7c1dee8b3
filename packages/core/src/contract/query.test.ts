import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryNumber, ZWeekQuery } from './query.js';

const WEEK = 'Week must be a whole number from 1 to 18';

describe('query numbers', () => {
  it('coerces query text to numbers and passes numbers through', () => {
    expect(ZWeekQuery.parse('7')).toBe(7);
    expect(ZWeekQuery.parse(' 7 ')).toBe(7);
    expect(ZWeekQuery.parse(7)).toBe(7);
  });

  it('checks the range and whole numbers with one message', () => {
    for (const input of ['0', '19', '2.5', 'abc', '-1']) {
      expect(ZWeekQuery.safeParse(input).error?.issues[0]?.message, String(input)).toBe(WEEK);
    }
    expect(ZWeekQuery.parse('1')).toBe(1);
    expect(ZWeekQuery.parse('18')).toBe(18);
  });

  it('reads an empty value as absent, so the default applies rather than 0', () => {
    const limit = queryNumber('bad', z.number().int().min(0).default(20));
    expect(limit.parse('')).toBe(20);
    expect(limit.parse(undefined)).toBe(20);
    expect(limit.parse('0')).toBe(0);
    expect(ZWeekQuery.parse('')).toBeUndefined();
    expect(ZWeekQuery.parse(undefined)).toBeUndefined();
  });

  it('refuses repeated parameters (arrays)', () => {
    expect(ZWeekQuery.safeParse(['1', '2']).error?.issues[0]?.message).toBe(WEEK);
  });
});
