import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { playerCatalogue } from '../admin/find-player.js';
import { readInjuryCsv } from '../admin/injury-csv.js';
import { applyImport, type ImportRowReport, importReport, planImport } from '../admin/injury-import.js';
import { signedInClient } from '../auth/signed-in-client.js';
import { CliError } from '../cli-error.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { liveScreen } from '../render/live-screen.js';
import { present } from '../render/output.js';
import { ImportProgress, ImportScreen, importText } from '../screens/admin-injury-view.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';

interface ImportOptions extends ServerOptions {
  dryRun?: boolean;
}

async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliError(`Cannot read ${file}: ${reason}`, { cause: error });
  }
}

/**
 * `lineup admin injuries import FILE.csv [--dry-run]`: applies the administrator's injury CSV row by
 * row (see `readInjuryCsv` and `planImport` for the rules) and reports each row: applied, unchanged
 * or rejected with the reason. A rejected row never stops the others; the exit code is 1 when any
 * row was rejected. `--dry-run` sends nothing. On a terminal the rows being sent show as a progress
 * bar, then the report.
 */
export function adminInjuriesImportCommand(injuries: Command, io: CliIo): void {
  withServerOptions(
    injuries
      .command('import')
      .description('apply an injury CSV, row by row, and report each row')
      .argument('<file>', 'the CSV: player_id or name (+ team), status, body_part, practice, description')
      .option('--dry-run', 'check every row against the server, apply nothing'),
    'print the report { file, dryRun, rows, summary } as JSON',
  ).action(async (file: string, options: ImportOptions) => {
    const rows = readInjuryCsv(await readText(file), file);
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const catalogue = await onServer(server, () => playerCatalogue(client));
    const planned: ImportRowReport[] = planImport(rows, catalogue);
    const dryRun = Boolean(options.dryRun);
    const terminal = io.terminal;
    const toApply = planned.filter((row) => row.outcome === 'applied').length;
    if (!dryRun && terminal?.stdout && !options.json && toApply > 0) {
      const screen = liveScreen(
        { ...terminal, stdout: terminal.stdout },
        <ImportProgress done={0} total={toApply} />,
      );
      try {
        await onServer(server, () =>
          applyImport(client, planned, (done, total) =>
            screen.update(<ImportProgress done={done} total={total} />),
          ),
        );
      } finally {
        await screen.finish(<ImportScreen report={importReport(file, dryRun, planned)} />);
      }
    } else {
      if (!dryRun) await onServer(server, () => applyImport(client, planned));
      const report = importReport(file, dryRun, planned);
      present(io, options, {
        result: report,
        text: importText,
        screen: (result) => <ImportScreen report={result} />,
      });
    }
    const { rejected, total } = importReport(file, dryRun, planned).summary;
    if (rejected > 0) {
      throw new CliError(`${rejected} of ${total} ${total === 1 ? 'row was' : 'rows were'} rejected.`);
    }
  });
}
