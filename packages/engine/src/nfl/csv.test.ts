import { describe, expect, it } from 'vitest';
import { parseCsv, readCsv } from './csv.js';

describe('readCsv: fields', () => {
  const rows = (text: string) => readCsv(text).records.map((record) => record.cells);

  it('reads plain fields and keeps empty ones', () => {
    expect(rows('a,b,,d\n1,,3,\n')).toEqual([{ a: '1', b: '', '': '3', d: '' }]);
  });

  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    expect(rows('id,url\n1,"https://x/f_auto,q_auto/y"\n2,"say ""hi""\nthere"\n')).toEqual([
      { id: '1', url: 'https://x/f_auto,q_auto/y' },
      { id: '2', url: 'say "hi"\nthere' },
    ]);
  });

  it('accepts CRLF rows and a last row without a line break', () => {
    expect(rows('a,b\r\n1,2')).toEqual([{ a: '1', b: '2' }]);
  });

  it('keeps a quote inside an unquoted field, and a trailing empty field', () => {
    expect(readCsv('5\'11",x,')).toEqual({ header: ['5\'11"', 'x', ''], records: [], rejected: [] });
    expect(rows('height,team,note\n5\'11",x,\n')).toEqual([{ height: '5\'11"', team: 'x', note: '' }]);
  });

  it('keeps a quoted field that starts with a doubled quote (not text after a closing quote)', () => {
    expect(readCsv('a,b\n"""hi"" there",2\n')).toEqual({
      header: ['a', 'b'],
      records: [{ line: 2, cells: { a: '"hi" there', b: '2' } }],
      rejected: [],
    });
  });

  it('rejects text that ends inside quotes, or text after a closing quote, naming the line', () => {
    expect(readCsv('a\n"open').rejected).toEqual([
      { line: 2, reason: 'the file ends inside a quoted field (a quote is never closed)' },
    ]);
    expect(readCsv('a,b\n"b"c,d').rejected).toEqual([{ line: 2, reason: 'text after a closing quote' }]);
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

  it('rejects a row of several lines with text after its closing quote at its first line', () => {
    const { records, rejected } = readCsv('a,b\n1,"x\ny"z\n2,3\n');
    expect(rejected).toEqual([{ line: 2, reason: 'text after a closing quote' }]);
    expect(records).toEqual([{ line: 4, cells: { a: '2', b: '3' } }]);
  });

  it('counts lone CR row ends, and blank lines before an unclosed quote', () => {
    expect(readCsv('a\r1\r2').records.map((record) => record.line)).toEqual([2, 3]);
    expect(readCsv('a,b\n1,2\n\n\n3,"open\nmore').rejected).toEqual([
      { line: 5, reason: 'the file ends inside a quoted field (a quote is never closed)' },
    ]);
  });

  it('says when the header itself is bad', () => {
    expect(readCsv('"a"x,b\n1,2\n').rejected).toEqual([
      { line: 1, reason: 'header: text after a closing quote' },
    ]);
    expect(readCsv('a,"b\n1,2\n')).toEqual({
      header: [],
      records: [],
      rejected: [
        { line: 1, reason: 'header: the file ends inside a quoted field (a quote is never closed)' },
      ],
    });
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
