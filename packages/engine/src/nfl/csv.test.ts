import { describe, expect, it } from 'vitest';
import { parseCsv, splitCsv } from './csv.js';

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

  it('refuses text that ends inside quotes, or text after a closing quote', () => {
    expect(() => splitCsv('a\n"open')).toThrow('ends inside a quoted field');
    expect(() => splitCsv('a\n"b"c,d')).toThrow('CSV row 2 has text after a closing quote');
  });
});

describe('parseCsv', () => {
  it('keys each row by the header', () => {
    expect(parseCsv('name,pts\n"Hill, T",44.5\n')).toEqual([{ name: 'Hill, T', pts: '44.5' }]);
  });

  it('refuses a row whose field count differs from the header', () => {
    expect(() => parseCsv('a,b\n1,2,3\n')).toThrow('CSV row 2 has 3 fields, the header has 2');
  });
});
