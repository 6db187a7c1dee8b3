/**
 * A small, careful CSV reader for the real-data tests (RFC 4180: comma separated, fields optionally in double
 * quotes, `""` inside quotes is a quote, quoted fields may hold commas and line breaks, CRLF or LF rows).
 * Test support only: it is not exported from the package.
 */

/** The rows of a CSV text, each keyed by the header row's names. A trailing line break is ignored. */
export function parseCsv(text: string): Record<string, string>[] {
  const [header, ...rows] = splitCsv(text);
  if (!header) return [];
  return rows.map((cells, index) => {
    if (cells.length !== header.length) {
      throw new Error(`CSV row ${index + 2} has ${cells.length} fields, the header has ${header.length}`);
    }
    const record: Record<string, string> = {};
    header.forEach((name, column) => {
      record[name] = cells[column] ?? '';
    });
    return record;
  });
}

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

/** The CSV text split into rows of fields, quotes removed. Fields are sliced, not built char by char. */
export function splitCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const end = text.length;
  while (i < end) {
    let field: string;
    if (text.charCodeAt(i) === QUOTE) {
      // Quoted: up to the closing quote, "" standing for one quote.
      let value = '';
      let from = i + 1;
      for (;;) {
        const close = text.indexOf('"', from);
        if (close === -1) throw new Error('CSV text ends inside a quoted field');
        value += text.slice(from, close);
        if (text.charCodeAt(close + 1) === QUOTE) {
          value += '"';
          from = close + 2;
        } else {
          i = close + 1;
          break;
        }
      }
      field = value;
    } else {
      let stop = i;
      while (stop < end) {
        const code = text.charCodeAt(stop);
        if (code === COMMA || code === LF || code === CR) break;
        stop += 1;
      }
      field = text.slice(i, stop);
      i = stop;
    }
    row.push(field);
    const code = text.charCodeAt(i);
    if (code === COMMA) {
      i += 1;
      if (i === end) row.push('');
    } else {
      if (i < end && code !== LF && code !== CR) {
        throw new Error(`CSV row ${rows.length + 1} has text after a closing quote`);
      }
      // End of row (or of text): CRLF, LF or CR.
      rows.push(row);
      row = [];
      i += code === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
    }
  }
  if (row.length > 0) rows.push(row);
  return rows;
}
