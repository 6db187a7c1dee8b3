/**
 * A whole file that is not in the format it was given as (its header lacks the format's columns).
 * Unlike a bad row, which is rejected and reported, this stops the import: nothing is stored.
 */
export class NflFormatError extends Error {
  override readonly name = 'NflFormatError';
}

/** Throws `NflFormatError` unless the header has every column of the format. */
export function requireColumns(header: readonly string[], columns: readonly string[], format: string): void {
  const missing = columns.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw new NflFormatError(`This is not a ${format} file: the header lacks ${missing.join(', ')}`);
  }
}
