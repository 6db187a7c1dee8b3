import { CsvError, parse } from 'csv-parse/browser/esm/sync';

/**
 * The CSV reader behind every NFL data parser. Reading is csv-parse's (RFC 4180: comma separated,
 * fields optionally in double quotes, `""` inside quotes is a quote, quoted fields may hold commas and
 * line breaks, CRLF, LF or CR rows), through its browser build, so the engine stays free of Node.
 *
 * `readCsv` is what the importers use: a bad row (a field count that differs from the header, text
 * after a closing quote, an unclosed quote) becomes a rejection with its line number, and reading goes
 * on. `parseCsv` is the strict form for tests: it throws on the first bad row.
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

const UNCLOSED_QUOTE = 'the file ends inside a quoted field (a quote is never closed)';
const TEXT_AFTER_QUOTE = 'text after a closing quote';

/** Any mix of CRLF, LF and lone CR ends a row (csv-parse would otherwise keep to the first it meets). */
const ROW_ENDS = ['\r\n', '\n', '\r'];

/**
 * csv-parse read leniently, so that one bad row never stops the file: field counts are checked here
 * against the header; a quote inside an unquoted field is text (`5'11"`); a closing quote followed
 * by more text leaves that field as its raw text (found by `textAfterClosingQuote`); an unclosed
 * quote at the end is skipped and reported through `on_skip`.
 */
const LENIENT = {
  record_delimiter: ROW_ENDS,
  relax_quotes: true,
  relax_column_count: true,
  skip_records_with_error: true,
} as const;

const QUOTE = 34;
const BYTE_ORDER_MARK = 0xfeff;

/**
 * WHATWG's TextEncoder, global in Node and in browsers (ES2023's lib, the engine's, does not declare
 * it). csv-parse's browser build reads a string through a JavaScript `Buffer`: handing it UTF-8 bytes
 * made here halves the time it takes on the real files.
 */
const { TextEncoder: Utf8Encoder } = globalThis as unknown as {
  TextEncoder: new () => { encode(text: string): Uint8Array };
};
const utf8 = new Utf8Encoder();

/** The line breaks inside a row's fields (only quoted fields hold any), so rows know their lines. */
function lineBreaksIn(fields: readonly string[]): number {
  let breaks = 0;
  for (const field of fields) {
    if (field.includes('\n') || field.includes('\r')) breaks += field.split(/\r\n|\r|\n/).length - 1;
  }
  return breaks;
}

/** Where each line of `text` starts (index 0 is line 1). */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (const match of text.matchAll(/\r\n|\r|\n/g)) starts.push(match.index + match[0].length);
  return starts;
}

/**
 * Whether a row read leniently had text after a closing quote. csv-parse then keeps the field's raw
 * text, which starts with a quote; so does a quoted field that starts with an escaped quote
 * (`"""…"`). Only rows with such a field are read again, strictly, from their own lines, which
 * tells the two apart. (A row that also has a quote inside an unquoted field before it stays as read.)
 */
function textAfterClosingQuote(fields: readonly string[], rowText: () => string): boolean {
  if (!fields.some((field) => field.charCodeAt(0) === QUOTE)) return false;
  try {
    parse(rowText(), { record_delimiter: ROW_ENDS, relax_column_count: true });
    return false;
  } catch (error) {
    return error instanceof CsvError && error.code === 'CSV_INVALID_CLOSING_QUOTE';
  }
}

/**
 * Reads a CSV text leniently: rows keyed by the header row's names, each with the line it starts on.
 * Blank lines are skipped; a bad row is rejected with its line and reading goes on.
 * @example
 * const { records, rejected } = readCsv('a,b\n1,2\n1,2,3\n');
 * records[0]; // { line: 2, cells: { a: '1', b: '2' } }
 * rejected[0]; // { line: 3, reason: 'has 3 fields, the header has 2' }
 */
export function readCsv(file: string): CsvReadResult {
  const text = file.charCodeAt(0) === BYTE_ORDER_MARK ? file.slice(1) : file; // a byte-order mark is not data
  let unclosed = false;
  const rows = parse(utf8.encode(text), {
    ...LENIENT,
    on_skip: () => {
      unclosed = true;
      return undefined;
    },
  });
  let starts: number[] | undefined;
  const linesOf = (first: number, count: number) => {
    starts ??= lineStarts(text);
    return text.slice(starts[first - 1], starts[first - 1 + count]);
  };

  let header: string[] | undefined;
  const records: CsvRecord[] = [];
  const rejected: CsvReadResult['rejected'] = [];
  let line = 1;
  for (const fields of rows) {
    const start = line;
    const lines = 1 + lineBreaksIn(fields);
    line += lines;
    if (fields.length === 1 && fields[0] === '') continue; // a blank line
    const badQuote = textAfterClosingQuote(fields, () => linesOf(start, lines));
    if (header === undefined) {
      header = fields;
      if (badQuote) rejected.push({ line: start, reason: `header: ${TEXT_AFTER_QUOTE}` });
    } else if (badQuote) {
      rejected.push({ line: start, reason: TEXT_AFTER_QUOTE });
    } else if (fields.length !== header.length) {
      rejected.push({ line: start, reason: `has ${fields.length} fields, the header has ${header.length}` });
    } else {
      const cells: Record<string, string> = {};
      header.forEach((name, column) => {
        cells[name] = fields[column] ?? '';
      });
      records.push({ line: start, cells });
    }
  }
  // csv-parse skips the unclosed row, which runs to the end: it starts where the last row read ended.
  if (unclosed) rejected.push({ line, reason: header ? UNCLOSED_QUOTE : `header: ${UNCLOSED_QUOTE}` });
  return { header: header ?? [], records, rejected };
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
