import type { ZodError } from 'zod';

/** A source row that cannot be stored; the message says why. Parsers turn it into a rejection. */
export class RowRejection extends Error {
  override readonly name = 'RowRejection';
}

/** A CSV row's cells by column name. */
export type Cells = Readonly<Record<string, string>>;

/** The cell of a column the format requires; a missing column is a rejection. */
export function cell(cells: Cells, column: string): string {
  const value = cells[column];
  if (value === undefined) throw new RowRejection(`the column ${column} is missing`);
  return value.trim();
}

/** A numeric cell: empty (or absent, when `optional`) means 0; anything not a finite number is a rejection. */
export function numberCell(cells: Cells, column: string, options: { optional?: boolean } = {}): number {
  if (options.optional === true && cells[column] === undefined) return 0;
  const text = cell(cells, column);
  if (text === '') return 0;
  const value = Number(text);
  if (!Number.isFinite(value)) throw new RowRejection(`${column} is not a number: ${JSON.stringify(text)}`);
  return value;
}

/** A numeric cell that may be empty: `null` when empty. */
export function nullableNumberCell(cells: Cells, column: string): number | null {
  const text = cell(cells, column);
  return text === '' ? null : numberCell(cells, column);
}

/** The inclusive bounds of a whole-number cell. */
interface IntRange {
  min: number;
  max: number;
}
/** Seasons any source may name. */
export const SEASON_RANGE: IntRange = { min: 1990, max: 2100 };
/** Weeks of a season, playoffs included. */
export const WEEK_RANGE: IntRange = { min: 1, max: 22 };

/** A whole-number cell within a range (a season, a week); empty or out of range is a rejection. */
export function intCell(cells: Cells, column: string, { min, max }: IntRange): number {
  const text = cell(cells, column);
  const value = Number(text);
  if (text === '' || !Number.isInteger(value) || value < min || value > max) {
    throw new RowRejection(`${column} must be a whole number from ${min} to ${max}: ${JSON.stringify(text)}`);
  }
  return value;
}

/** A cell that must not be empty. */
export function requiredCell(cells: Cells, column: string): string {
  const text = cell(cells, column);
  if (text === '') throw new RowRejection(`${column} is empty`);
  return text;
}

/** A schema failure as one line: `path: message; …`. */
export function describeIssues(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** The reason a row was refused, from whatever it threw; anything but a rejection is a bug and rethrown. */
export function rejectionReason(error: unknown): string {
  if (error instanceof RowRejection) return error.message;
  throw error;
}
