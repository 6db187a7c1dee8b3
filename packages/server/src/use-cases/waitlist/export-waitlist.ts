import { WAITLIST_CSV_COLUMNS } from '@lineup-lab/core';
import { stringify } from 'csv-stringify/sync';
import type { ServiceContext } from '../service-context.js';
import { waitlistEntries } from './list-waitlist.js';

/** What a spreadsheet may read as the start of a formula (OWASP "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as written to the CSV: text starting with `=`, `+`, `-`, `@`, a tab or a carriage return
 * gets a single quote in front, so that a spreadsheet opening the file shows it as text instead of
 * running it as a formula (OWASP's advice). Other text is unchanged.
 * @example neutralizeCell('=HYPERLINK("http://x")') // `'=HYPERLINK("http://x")`
 */
function neutralizeCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * `GET /api/waitlist/export` (admin): the waitlist as CSV (`csv-stringify`), the header row
 * `email,signupDate,source` and one row per sign-up, newest first; every cell neutralised against
 * formula injection (`neutralizeCell`), quoted where CSV needs it (commas, quotes, line breaks).
 */
export async function exportWaitlist(ctx: ServiceContext): Promise<string> {
  const entries = await waitlistEntries(ctx);
  return stringify(
    entries.map((entry) => WAITLIST_CSV_COLUMNS.map((column) => neutralizeCell(entry[column]))),
    { header: true, columns: [...WAITLIST_CSV_COLUMNS] },
  );
}
