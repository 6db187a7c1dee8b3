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
    expect(text).toContain('"when":{"$date":"1970-01-01T00:00:00Z"}');
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

  it('reads the lines backups written before bson held (every Date as an ISO $date, with milliseconds)', () => {
    const line =
      '{"_id":"a","at":{"$date":"1970-01-01T00:00:00.000Z"},"old":{"$date":"1960-01-01T00:00:00.000Z"},' +
      '"list":[{"when":{"$date":"2026-09-20T12:34:56.789Z"}}],"s":"2026-09-20T12:00:00.000Z"}';
    expect(fromExtendedJson(line)).toEqual({
      _id: 'a',
      at: new Date(0),
      old: new Date('1960-01-01T00:00:00.000Z'),
      list: [{ when: new Date('2026-09-20T12:34:56.789Z') }],
      s: '2026-09-20T12:00:00.000Z',
    });
  });

  it('writes a Date before 1970 in the $numberLong form and reads it back', () => {
    const document = { _id: 'c', born: new Date('1960-01-01T00:00:00.000Z') };
    const text = toExtendedJson(document);
    expect(text).toBe('{"_id":"c","born":{"$date":{"$numberLong":"-315619200000"}}}');
    expect(fromExtendedJson(text)).toEqual(document);
  });

  it('keeps $-named fields that are no Extended JSON type as plain fields', () => {
    expect(fromExtendedJson('{"x":{"$foo":1}}')).toEqual({ x: { $foo: 1 } });
  });

  it('refuses text that is not JSON, and a malformed type wrapper', () => {
    expect(() => fromExtendedJson('{"_id":')).toThrow(SyntaxError);
    expect(() => fromExtendedJson('{"x":{"$oid":"abc"}}')).toThrow(/24 character hex string/);
  });
});
