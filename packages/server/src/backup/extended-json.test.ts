import { describe, expect, it } from 'vitest';
import { fromExtendedJson, toExtendedJson } from './extended-json.js';

describe('toExtendedJson / fromExtendedJson', () => {
  it('writes Dates as {"$date": ISO} at any depth and reads them back as Dates', () => {
    const document = {
      _id: 'a',
      at: new Date('2026-09-20T12:34:56.789Z'),
      history: [{ when: new Date(0), note: 'x' }],
      nested: { deep: { at: new Date('1999-12-31T23:59:59.000Z') } },
    };
    const text = toExtendedJson(document);
    expect(text).toContain('"at":{"$date":"2026-09-20T12:34:56.789Z"}');
    expect(text).toContain('"when":{"$date":"1970-01-01T00:00:00.000Z"}');
    const back = fromExtendedJson(text) as typeof document;
    expect(back).toEqual(document);
    expect(back.at).toBeInstanceOf(Date);
    expect(back.history[0]?.when).toBeInstanceOf(Date);
  });

  it('keeps JSON values as they are (strings that look like dates stay strings)', () => {
    const document = {
      _id: 'b',
      createdAt: '2026-09-20T12:00:00.000Z',
      n: 1.5,
      ok: false,
      none: null,
      list: [1, 'x'],
    };
    expect(fromExtendedJson(toExtendedJson(document))).toEqual(document);
  });

  it('reads an object with $date and other fields, or a bad date, as a plain object', () => {
    expect(fromExtendedJson('{"x":{"$date":"2026-01-01T00:00:00Z","y":1}}')).toEqual({
      x: { $date: '2026-01-01T00:00:00Z', y: 1 },
    });
    expect(fromExtendedJson('{"x":{"$date":"not a date"}}')).toEqual({ x: { $date: 'not a date' } });
  });

  it('refuses text that is not JSON', () => {
    expect(() => fromExtendedJson('{"_id":')).toThrow(SyntaxError);
  });
});
