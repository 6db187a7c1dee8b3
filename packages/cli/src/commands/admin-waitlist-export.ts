import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { CliError } from '../cli-error.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { jsonDocument } from '../render/output.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';

interface ExportOptions extends ServerOptions {
  output?: string;
}

/** `lineup admin waitlist export -o FILE --json`: where the CSV went and how long it is. */
interface WaitlistExportSaved {
  file: string;
  bytes: number;
}

/**
 * `lineup admin waitlist export [-o FILE]`: the server's waitlist CSV (`client.waitlist.exportCsv()`),
 * exactly as sent, to stdout or to FILE (written whole, UTF-8, as the server encoded it). `--json`
 * prints the SDK's result (the CSV text as a JSON string), or `{ file, bytes }` with `-o`.
 */
export function adminWaitlistExportCommand(waitlist: Command, io: CliIo): void {
  withServerOptions(
    waitlist
      .command('export')
      .description("the waitlist as the server's CSV, to stdout or a file")
      .option('-o, --output <file>', 'write the CSV to this file instead of stdout'),
    'print the CSV as a JSON string (with -o: { file, bytes })',
  ).action(async (options: ExportOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const csv = await onServer(server, () => client.waitlist.exportCsv());
    const file = options.output;
    if (file === undefined) {
      io.stdout(options.json ? jsonDocument(csv) : csv);
      return;
    }
    const bytes = Buffer.from(csv, 'utf8');
    try {
      await writeFile(file, bytes);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new CliError(`Cannot write ${file}: ${reason}`, { cause: error });
    }
    const saved: WaitlistExportSaved = { file, bytes: bytes.length };
    io.stdout(
      options.json ? jsonDocument(saved) : `Saved the waitlist to ${file} (${bytes.length} bytes).\n`,
    );
  });
}
