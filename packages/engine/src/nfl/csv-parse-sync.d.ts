/**
 * The part of csv-parse's browser build (`csv-parse/browser/esm/sync`) the engine uses. The package's
 * own declarations start with `/// <reference types="node" />`, which would quietly bring Node's
 * globals into the engine's typecheck; tsconfig.json maps the module here instead.
 */

/** The reading options `csv.ts` sets (csv-parse's names). */
export interface Options {
  record_delimiter?: string | string[];
  relax_quotes?: boolean;
  relax_column_count?: boolean;
  skip_records_with_error?: boolean;
  on_skip?: (error: CsvError | undefined, raw: string | undefined) => undefined;
}

/** Reads the whole text (a string, or its UTF-8 bytes): each row as its fields. */
export declare function parse(input: string | Uint8Array, options?: Options): string[][];

/** What csv-parse throws; `code` says why (`CSV_INVALID_CLOSING_QUOTE`, `CSV_QUOTE_NOT_CLOSED` …). */
export declare class CsvError extends Error {
  readonly code: string;
}
