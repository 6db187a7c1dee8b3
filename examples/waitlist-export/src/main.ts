/**
 * Saves the waitlist as CSV, as the administrator, to a file.
 *
 *   LINEUP_TOKEN=… node dist/main.js [-o FILE]
 *
 * The file is the server's CSV byte for byte (`client.waitlist.exportCsv()`), named as the admin
 * dashboard's download (`waitlist-emails-YYYY-MM-DD.csv`) unless `-o` says otherwise. It is written
 * to a temporary file first and renamed, so a failed export never leaves half a file.
 * Exits 0 when saved, 1 when refused or unreachable, 2 on bad usage.
 */
import { realpathSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createClient, type FetchFunction, LineupLabError, type TokenProvider } from '@lineup-lab/sdk';

export interface WaitlistExportOptions {
  baseUrl: string;
  /** The administrator's access token. */
  getToken: TokenProvider;
  /** Where to save it; default `waitlist-emails-YYYY-MM-DD.csv` (today, UTC) in the working directory. */
  file?: string;
  fetch?: FetchFunction;
}

export interface WaitlistExportResult {
  file: string;
  bytes: number;
  /** The number of sign-ups in the file (its lines after the header). */
  signUps: number;
}

/** The file name the admin dashboard downloads the export as, for a date. */
export function defaultFileName(date: Date): string {
  return `waitlist-emails-${date.toISOString().slice(0, 10)}.csv`;
}

/**
 * Fetches the waitlist CSV and saves it.
 * @example
 * const { file, signUps } = await run({ baseUrl: 'http://localhost:5005', getToken: () => token });
 */
export async function run(options: WaitlistExportOptions): Promise<WaitlistExportResult> {
  const client = createClient({
    baseUrl: options.baseUrl,
    getToken: options.getToken,
    ...(options.fetch && { fetch: options.fetch }),
  });
  const csv = await client.waitlist.exportCsv();
  const file = options.file ?? defaultFileName(new Date());
  const partial = `${file}.${process.pid}.partial`;
  try {
    await writeFile(partial, csv);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const lines = csv.split(/\r?\n/).filter((line) => line !== '');
  return { file, bytes: Buffer.byteLength(csv), signUps: Math.max(lines.length - 1, 0) };
}

const USAGE = 'usage: waitlist-export [-o FILE]   (LINEUP_TOKEN: the administrator access token)';

/** The program: reads its arguments and environment, runs, prints; answers the exit code. */
export async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  let file: string | undefined;
  try {
    ({ output: file } = parseArgs({
      args: argv,
      options: { output: { type: 'string', short: 'o' } },
    }).values);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const token = env.LINEUP_TOKEN;
  if (!token) {
    console.error(`Set LINEUP_TOKEN to the administrator's access token.\n${USAGE}`);
    return 2;
  }
  const baseUrl = env.LINEUP_SERVER || 'http://localhost:5005';
  try {
    const result = await run({ baseUrl, getToken: () => token, ...(file && { file }) });
    console.log(`Saved ${result.signUps} sign-ups (${result.bytes} bytes) to ${result.file}`);
    return 0;
  } catch (error) {
    if (error instanceof LineupLabError) {
      const status = error.status === undefined ? '' : ` (HTTP ${error.status})`;
      console.error(`${baseUrl}: ${error.message}${status}`);
    } else {
      console.error(error instanceof Error ? error.message : String(error));
    }
    return 1;
  }
}

// Run as a program (`node dist/main.js`), not when a test imports `run`.
const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(realpathSync(entry)).href) {
  process.exitCode = await main(process.argv.slice(2), process.env);
}
