/**
 * A small, careful CSV reader (RFC 4180: comma separated, fields optionally in double quotes, `""` inside
 * quotes is a quote, quoted fields may hold commas and line breaks, CRLF or LF rows). Pure: it reads a
 * string, so it runs in the browser as well as in Node.
 *
 * `readCsv` is what the importers use: a bad row (a field count that differs from the header, text
 * after a closing quote, an unclosed quote) becomes a rejection with its line number, and reading goes
 * on with the next line. `parseCsv` is the strict form for tests: it throws on the first bad row.
 */

/** One data row of a CSV file, keyed by the header's names, with the line it starts on. */
export interface CsvRecord {
  /** The 1-based line of the file the row starts on (the header is line 1). */
  line: number;
  cells: Record<string, string>;
}

/** A CSV file read leniently: its header, its good rows and its bad rows with why. */
export interface CsvReadResult {
  header: string[];
  records: CsvRecord[];
  /** Rows that could not be read; `line` is where each starts. */
  rejected: Array<{ line: number; reason: string }>;
}

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

/** A raw row of fields, the line it starts on, and what was wrong with it, if anything. */
interface RawRow {
  line: number;
  fields: string[];
  error?: string;
}

/** The index just past the line break that ends the line holding `from` (or the end of the text). */
function endOfLine(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === LF) return i + 1;
    if (code === CR) return text.charCodeAt(i + 1) === LF ? i + 2 : i + 1;
    i += 1;
  }
  return i;
}

/** Counts the line breaks (CRLF, LF or lone CR) in `text` between `from` and `to`. */
function lineBreaks(text: string, from: number, to: number): number {
  let breaks = 0;
  for (let i = from; i < to; i += 1) {
    const code = text.charCodeAt(i);
    if (code === LF) breaks += 1;
    else if (code === CR && text.charCodeAt(i + 1) !== LF) breaks += 1;
  }
  return breaks;
}

/**
 * Every row of the text as raw fields with its starting line. A row with text after a closing quote
 * is cut at the end of its line and carries an error; an unclosed quote takes the rest of the text.
 */
function rawRows(text: string): RawRow[] {
  const rows: RawRow[] = [];
  const end = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; // a UTF-8 byte-order mark is not data
  let line = 1;
  let row: RawRow = { line, fields: [] };
  const finish = (next: number) => {
    line += lineBreaks(text, i, next);
    rows.push(row);
    i = next;
    row = { line, fields: [] };
  };
  while (i < end) {
    if (text.charCodeAt(i) === QUOTE) {
      let value = '';
      let from = i + 1;
      let closed = -1;
      for (;;) {
        const close = text.indexOf('"', from);
        if (close === -1) break;
        value += text.slice(from, close);
        if (text.charCodeAt(close + 1) === QUOTE) {
          value += '"';
          from = close + 2;
        } else {
          closed = close;
          break;
        }
      }
      if (closed === -1) {
        row.error = 'the file ends inside a quoted field (a quote is never closed)';
        row.fields.push(value + text.slice(from));
        finish(end);
        break;
      }
      line += lineBreaks(text, i, closed + 1);
      i = closed + 1;
      row.fields.push(value);
    } else {
      let stop = i;
      while (stop < end) {
        const code = text.charCodeAt(stop);
        if (code === COMMA || code === LF || code === CR) break;
        stop += 1;
      }
      row.fields.push(text.slice(i, stop));
      i = stop;
    }
    const code = text.charCodeAt(i);
    if (code === COMMA) {
      i += 1;
      if (i === end) row.fields.push('');
    } else if (i < end && code !== LF && code !== CR) {
      row.error = 'text after a closing quote';
      finish(endOfLine(text, i));
    } else {
      finish(i < end ? endOfLine(text, i) : end);
    }
  }
  if (row.fields.length > 0) rows.push(row);
  return rows;
}

/**
 * Reads a CSV text leniently: rows keyed by the header row's names, each with the line it starts on.
 * Blank lines are skipped; a bad row is rejected with its line and reading goes on.
 * @example
 * const { records, rejected } = readCsv('a,b\n1,2\n1,2,3\n');
 * records[0]; // { line: 2, cells: { a: '1', b: '2' } }
 * rejected[0]; // { line: 3, reason: 'has 3 fields, the header has 2' }
 */
export function readCsv(text: string): CsvReadResult {
  const [headerRow, ...rows] = rawRows(text);
  if (!headerRow) return { header: [], records: [], rejected: [] };
  const header = headerRow.fields;
  const records: CsvRecord[] = [];
  const rejected: CsvReadResult['rejected'] = [];
  if (headerRow.error) rejected.push({ line: headerRow.line, reason: `header: ${headerRow.error}` });
  for (const row of rows) {
    if (row.error) {
      rejected.push({ line: row.line, reason: row.error });
      continue;
    }
    if (row.fields.length === 1 && row.fields[0] === '') continue; // a blank line
    if (row.fields.length !== header.length) {
      rejected.push({
        line: row.line,
        reason: `has ${row.fields.length} fields, the header has ${header.length}`,
      });
      continue;
    }
    const cells: Record<string, string> = {};
    header.forEach((name, column) => {
      cells[name] = row.fields[column] ?? '';
    });
    records.push({ line: row.line, cells });
  }
  return { header, records, rejected };
}

/**
 * The rows of a CSV text, each keyed by the header row's names; strict (for tests and trusted files):
 * throws on the first bad row, naming its line. A trailing line break is ignored.
 */
export function parseCsv(text: string): Record<string, string>[] {
  const { records, rejected } = readCsv(text);
  const [first] = rejected;
  if (first) throw new Error(`CSV line ${first.line} ${first.reason}`);
  return records.map((record) => record.cells);
}

/** The CSV text split into rows of fields, quotes removed; throws on a malformed row, naming its line. */
export function splitCsv(text: string): string[][] {
  return rawRows(text).map((row) => {
    if (row.error) throw new Error(`CSV line ${row.line}: ${row.error}`);
    return row.fields;
  });
}
