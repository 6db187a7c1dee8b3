import { type AdminPlayer, type InjuryReport, validateInjuryForm } from '@lineup-lab/core';
import { type LineupLabClient, LineupLabError, ValidationError } from '@lineup-lab/sdk';
import type { PlayerIndex, PlayerReference } from './find-player.js';
import type { InjuryCsvRow } from './injury-csv.js';

/** What became of a row: sent to the server, already so, or refused (with the reason). */
type ImportOutcome = 'applied' | 'unchanged' | 'rejected';

/**
 * One row of `lineup admin injuries import`'s report (`--json` prints them in file order):
 * - `line`: the row's line in the file (its last line, for a cell spanning several);
 * - `given`: how the row named the player; `player`: whom it named (`null` when nobody, or several);
 * - `injury`: the report the row asks for, cleaned as the server reads it (`null` when refused
 *   before that); `previous`: the player's report before the import (`null` when no player);
 * - `reason`: why the row was rejected (`null` otherwise).
 * With `--dry-run`, `applied` means "would be applied": nothing is sent.
 */
export interface ImportRowReport {
  line: number;
  given: PlayerReference;
  player: Pick<AdminPlayer, 'id' | 'name' | 'position' | 'team'> | null;
  outcome: ImportOutcome;
  reason: string | null;
  injury: InjuryReport | null;
  previous: InjuryReport | null;
}

/** `lineup admin injuries import --json`: the file, whether it was a dry run, each row, the counts. */
export interface InjuryImportReport {
  file: string;
  dryRun: boolean;
  rows: ImportRowReport[];
  summary: { total: number; applied: number; unchanged: number; rejected: number };
}

function sameReport(a: InjuryReport, b: InjuryReport): boolean {
  return (
    a.status === b.status &&
    a.bodyPart === b.bodyPart &&
    a.description === b.description &&
    a.practice === b.practice
  );
}

/**
 * Decides each row before anything is sent, in file order:
 * 1. the player (id, or name and team) must name exactly one player of the catalogue;
 * 2. a player named on an earlier row makes this row a duplicate: the first row naming a player is
 *    the one that counts (even when it was itself rejected), every later one is rejected;
 * 3. the status, practice and texts must pass the contract's injury form (the server's messages);
 * 4. a report equal to the player's current one is `unchanged`; any other is to be applied.
 */
export function planImport(rows: readonly InjuryCsvRow[], players: PlayerIndex): ImportRowReport[] {
  const firstLine = new Map<string, number>();
  return rows.map((row) => {
    const base = { line: row.line, given: row.player };
    const rejected = (reason: string, extra: Partial<ImportRowReport> = {}): ImportRowReport => ({
      ...base,
      player: null,
      outcome: 'rejected',
      reason,
      injury: null,
      previous: null,
      ...extra,
    });
    if (!row.player.id && !row.player.name) return rejected('No player id or name');
    const match = players.find(row.player);
    if (!match.ok) return rejected(match.reason);
    const { id, name, position, team, injury: previous } = match.player;
    const player = { id, name, position, team };
    const earlier = firstLine.get(id);
    if (earlier !== undefined) {
      return rejected(`Duplicate: ${name} is already on line ${earlier}`, { player, previous });
    }
    firstLine.set(id, row.line);
    const checked = validateInjuryForm({
      status: row.status,
      bodyPart: row.bodyPart,
      description: row.description,
      practice: row.practice,
    });
    if (!checked.ok) return rejected(checked.message, { player, previous });
    return {
      ...base,
      player,
      outcome: sameReport(checked.value, previous) ? 'unchanged' : 'applied',
      reason: null,
      injury: checked.value,
      previous,
    };
  });
}

/** The HTTP statuses that refuse one row (a bad body, a player gone meanwhile) and not the whole import. */
const ROW_REFUSALS = new Set([400, 404, 409, 422]);

function refusesRow(error: unknown): error is LineupLabError {
  if (error instanceof ValidationError && error.status === undefined) return true; // the SDK's own check
  return error instanceof LineupLabError && error.status !== undefined && ROW_REFUSALS.has(error.status);
}

/**
 * Sends the rows to apply, one at a time, in file order (`client.admin.updateInjury`), calling
 * `progress` after each. A row the server refuses (400, 404, 409, 422) becomes `rejected` with the
 * server's message and the next row goes on; any other failure (the sign-in, a 403, the network)
 * stops the import and is thrown.
 */
export async function applyImport(
  client: LineupLabClient,
  rows: ImportRowReport[],
  progress: (done: number, total: number) => void = () => {},
): Promise<void> {
  const pending = rows.filter((row) => row.outcome === 'applied');
  let done = 0;
  for (const row of pending) {
    if (row.player && row.injury) {
      try {
        await client.admin.updateInjury(row.player.id, row.injury);
      } catch (error) {
        if (!refusesRow(error)) throw error;
        row.outcome = 'rejected';
        row.reason = error.message;
      }
    }
    done += 1;
    progress(done, pending.length);
  }
}

/** The report of `rows`, with the counts of each outcome. */
export function importReport(file: string, dryRun: boolean, rows: ImportRowReport[]): InjuryImportReport {
  const count = (outcome: ImportOutcome) => rows.filter((row) => row.outcome === outcome).length;
  return {
    file,
    dryRun,
    rows,
    summary: {
      total: rows.length,
      applied: count('applied'),
      unchanged: count('unchanged'),
      rejected: count('rejected'),
    },
  };
}
