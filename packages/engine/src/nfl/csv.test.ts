import { describe, expect, it } from 'vitest';
import { parseCsv, readCsv, splitCsv } from './csv.js';

describe('splitCsv', () => {
  it('splits plain fields and keeps empty ones', () => {
    expect(splitCsv('a,b,,d\n1,,3,\n')).toEqual([
      ['a', 'b', '', 'd'],
      ['1', '', '3', ''],
    ]);
  });

  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    expect(splitCsv('id,url\n1,"https://x/f_auto,q_auto/y"\n2,"say ""hi""\nthere"\n')).toEqual([
      ['id', 'url'],
      ['1', 'https://x/f_auto,q_auto/y'],
      ['2', 'say "hi"\nthere'],
    ]);
  });

  it('accepts CRLF rows and a last row without a line break', () => {
    expect(splitCsv('a,b\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps a quote inside an unquoted field, and a trailing empty field', () => {
    expect(splitCsv('5\'11",x,')).toEqual([['5\'11"', 'x', '']]);
  });

  it('refuses text that ends inside quotes, or text after a closing quote, naming the line', () => {
    expect(() => splitCsv('a\n"open')).toThrow('CSV line 2: the file ends inside a quoted field');
    expect(() => splitCsv('a\n"b"c,d')).toThrow('CSV line 2: text after a closing quote');
  });
});

describe('readCsv', () => {
  it('keys rows by the header and gives the line each starts on, counting breaks inside quotes', () => {
    const { header, records, rejected } = readCsv('a,b\n1,"x\ny"\n\n2,z\r\n3,w');
    expect(header).toEqual(['a', 'b']);
    expect(records).toEqual([
      { line: 2, cells: { a: '1', b: 'x\ny' } },
      { line: 5, cells: { a: '2', b: 'z' } },
      { line: 6, cells: { a: '3', b: 'w' } },
    ]);
    expect(rejected).toEqual([]);
  });

  it('rejects a bad row with its line and goes on with the next', () => {
    const { records, rejected } = readCsv('a,b\n1,2,3\n"4"x,5\n6,7\n8\n');
    expect(records.map((record) => record.cells)).toEqual([{ a: '6', b: '7' }]);
    expect(rejected).toEqual([
      { line: 2, reason: 'has 3 fields, the header has 2' },
      { line: 3, reason: 'text after a closing quote' },
      { line: 5, reason: 'has 1 fields, the header has 2' },
    ]);
  });

  it('rejects an unclosed quote at the end without losing the rows before it', () => {
    const { records, rejected } = readCsv('a,b\n1,2\n3,"open\nmore\n');
    expect(records).toHaveLength(1);
    expect(rejected).toEqual([
      { line: 3, reason: 'the file ends inside a quoted field (a quote is never closed)' },
    ]);
  });

  it('ignores a byte-order mark and reads an empty text as nothing', () => {
    expect(readCsv('\uFEFFa\n1\n').records).toEqual([{ line: 2, cells: { a: '1' } }]);
    expect(readCsv('')).toEqual({ header: [], records: [], rejected: [] });
  });
});

describe('parseCsv', () => {
  it('keys each row by the header', () => {
    expect(parseCsv('name,pts\n"Hill, T",44.5\n')).toEqual([{ name: 'Hill, T', pts: '44.5' }]);
  });

  it('refuses a row whose field count differs from the header, naming its line', () => {
    expect(() => parseCsv('a,b\n1,2,3\n')).toThrow('CSV line 2 has 3 fields, the header has 2');
  });
});
