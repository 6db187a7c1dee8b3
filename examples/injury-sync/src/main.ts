/**
 * Applies an injury report CSV as the administrator, row by row, and reports each row.
 *
 *   LINEUP_TOKEN=… node dist/main.js injuries.csv
 *
 * The file has a header row naming its columns: `player_id` and `status`, and optionally
 * `body_part`, `practice` and `description`. Each row replaces that player's injury report
 * (`client.admin.updateInjury`); an empty status marks the player active again. A bad row is
 * reported and the others are still applied.
 * Exits 0 when every row was applied, 1 when a row or the run failed, 2 on bad usage.
 */
import { realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import {
  AuthenticationError,
  createClient,
  type FetchFunction,
  LineupLabError,
  PermissionError,
  type RouteOutput,
  type TokenProvider,
  ValidationError,
} from '@lineup-lab/sdk';
import { parse } from 'csv-parse/sync';

/** The columns of the file, by the name each is read from (compared without case, spaces, `_` or `-`). */
const COLUMNS = {
  playerid: 'playerId',
  status: 'status',
  bodypart: 'bodyPart',
  practice: 'practice',
  description: 'description',
} as const;
type Column = (typeof COLUMNS)[keyof typeof COLUMNS];

/** One row of the file: its line number and its cells (trimmed; an absent column is empty). */
export interface InjuryRow {
  line: number;
  cells: Record<Column, string>;
}

/** The file is not one this program can read (a missing or unknown column, not CSV at all). */
export class CsvError extends Error {
  override readonly name = 'CsvError';
}

/** Reads the CSV text (csv-parse): a header row, then one row per player; blank lines are ignored. */
export function readInjuryCsv(text: string): InjuryRow[] {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, { bom: true, trim: true, skip_empty_lines: true, info: true }) as unknown as Array<{
      record: string[];
      info: { lines: number };
    }>;
  } catch (error) {
    throw new CsvError(`not a CSV file: ${error instanceof Error ? error.message : String(error)}`);
  }
  const [header, ...rows] = records;
  if (!header) throw new CsvError('the file is empty (it needs a header row)');
  const columns = header.record.map((name) => {
    const column = COLUMNS[name.toLowerCase().replace(/[\s_-]+/g, '') as keyof typeof COLUMNS];
    if (!column) {
      throw new CsvError(
        `unknown column '${name}' (the columns are player_id, status, body_part, practice, description)`,
      );
    }
    return column;
  });
  if (!columns.includes('playerId') || !columns.includes('status')) {
    throw new CsvError('the header must name a player_id and a status column');
  }
  return rows.map(({ record, info }) => {
    const cells: Record<Column, string> = {
      playerId: '',
      status: '',
      bodyPart: '',
      practice: '',
      description: '',
    };
    columns.forEach((column, index) => {
      cells[column] = record[index] ?? '';
    });
    return { line: info.lines, cells };
  });
}

type AdminPlayer = RouteOutput<'updateInjury'>['player'];

/** What happened to one row: applied (with the player's report as it now stands) or rejected, and why. */
export type RowResult = { line: number; playerId: string } & (
  | { status: 'applied'; player: AdminPlayer }
  | { status: 'rejected'; reason: string }
);

export interface InjurySyncOptions {
  baseUrl: string;
  /** The administrator's access token. */
  getToken: TokenProvider;
  /** The CSV text. */
  csv: string;
  /** Called with each row's result as soon as it is known (to print progress). */
  onResult?: (result: RowResult) => void;
  fetch?: FetchFunction;
}

/**
 * Applies every row of the CSV, in order, and answers a result per row. A row the SDK or the server
 * refuses (an unknown status, an unknown player) is rejected on its own; a refused token, a caller
 * who is not the administrator, a network failure or a server error ends the run (no row could pass).
 * @example
 * const results = await run({ baseUrl, getToken: () => token, csv: 'player_id,status\np-allen,Out\n' });
 */
export async function run(options: InjurySyncOptions): Promise<RowResult[]> {
  const rows = readInjuryCsv(options.csv);
  const client = createClient({
    baseUrl: options.baseUrl,
    getToken: options.getToken,
    ...(options.fetch && { fetch: options.fetch }),
  });
  const results: RowResult[] = [];
  const report = (result: RowResult) => {
    results.push(result);
    options.onResult?.(result);
  };
  for (const { line, cells } of rows) {
    const { playerId } = cells;
    if (playerId === '') {
      report({ line, playerId, status: 'rejected', reason: 'no player_id' });
      continue;
    }
    try {
      const { player } = await client.admin.updateInjury(playerId, {
        status: cells.status,
        bodyPart: cells.bodyPart,
        practice: cells.practice,
        description: cells.description,
      });
      report({ line, playerId, status: 'applied', player });
    } catch (error) {
      if (!(error instanceof LineupLabError)) throw error;
      // The SDK refused the row before sending (status undefined), or the server refused it (4xx).
      const rowError = error instanceof ValidationError || (error.status !== undefined && error.status < 500);
      if (!rowError || error instanceof AuthenticationError || error instanceof PermissionError) throw error;
      report({ line, playerId, status: 'rejected', reason: error.message });
    }
  }
  return results;
}

/** A result as one line of the report. */
export function formatResult(result: RowResult): string {
  if (result.status === 'rejected')
    return `line ${result.line} ${result.playerId || '(no id)'}: rejected, ${result.reason}`;
  const { name, injury } = result.player;
  const details = [injury.bodyPart, injury.practice, injury.description].filter((part) => part !== null);
  const report = injury.status === null ? 'Active' : injury.status;
  return `line ${result.line} ${result.playerId}: applied, ${name} is ${report}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
}

const USAGE = 'usage: injury-sync <file.csv>   (LINEUP_TOKEN: the administrator access token)';

/** The program: reads its arguments and environment, runs, prints; answers the exit code. */
export async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const [file, ...extra] = argv;
  if (file === undefined || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const token = env.LINEUP_TOKEN;
  if (!token) {
    console.error(`Set LINEUP_TOKEN to the administrator's access token.\n${USAGE}`);
    return 2;
  }
  const baseUrl = env.LINEUP_SERVER || 'http://localhost:5005';
  let csv: string;
  try {
    csv = await readFile(file, 'utf8');
  } catch (error) {
    console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  try {
    const results = await run({
      baseUrl,
      getToken: () => token,
      csv,
      onResult: (result) => console.log(formatResult(result)),
    });
    const applied = results.filter((result) => result.status === 'applied').length;
    console.log(`${applied} applied, ${results.length - applied} rejected`);
    return applied === results.length ? 0 : 1;
  } catch (error) {
    if (error instanceof CsvError) console.error(`${file}: ${error.message}`);
    else if (error instanceof LineupLabError) {
      const status = error.status === undefined ? '' : ` (HTTP ${error.status})`;
      console.error(`${baseUrl}: ${error.message}${status}; the rows after it were not applied.`);
    } else throw error;
    return 1;
  }
}

// Run as a program (`node dist/main.js`), not when a test imports `run`.
const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(realpathSync(entry)).href) {
  process.exitCode = await main(process.argv.slice(2), process.env);
}
