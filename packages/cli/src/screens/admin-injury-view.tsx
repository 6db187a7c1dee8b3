import type { InjuryReport, InjuryUpdateResponse } from '@lineup-lab/core';
import { Box, Text } from 'ink';
import type { ImportRowReport, InjuryImportReport } from '../admin/injury-import.js';
import { Spinner } from '../render/Spinner.js';
import { Table } from '../render/Table.js';
import { type TableModel, type Tone, textTable } from '../render/text-table.js';

/** A report in a few words: `Out, knee, DNP, "Sprain"`, or `Active` when it has no status. */
function injurySummary(report: InjuryReport): string {
  return [
    report.status ?? 'Active',
    report.bodyPart,
    report.practice && `practice ${report.practice}`,
    report.description && `"${report.description}"`,
  ]
    .filter((part): part is string => Boolean(part))
    .join(', ');
}

/** `lineup admin injuries set` as plain text. */
export function injurySetText({ player }: InjuryUpdateResponse): string {
  return `${player.name} (${player.position}, ${player.team}, id ${player.id}): ${injurySummary(player.injury)}\n`;
}

const OUTCOME_TONE: Record<ImportRowReport['outcome'], Tone> = {
  applied: 'good',
  unchanged: 'muted',
  rejected: 'bad',
};

function playerCell(row: ImportRowReport): string {
  if (row.player) return `${row.player.name} (${row.player.position}, ${row.player.team})`;
  const { id, name, team } = row.given;
  if (id) return `id ${id}`;
  return [name, team && `(${team})`].filter(Boolean).join(' ') || '(none)';
}

/** The import's rows as a table: line, player, outcome, and the report or the reason. */
function importTable(report: InjuryImportReport): TableModel {
  const applied = report.dryRun ? 'would apply' : 'applied';
  return {
    columns: [
      { header: 'Line', align: 'right' },
      { header: 'Player' },
      { header: 'Outcome' },
      { header: 'Detail' },
    ],
    rows: report.rows.map((row) => [
      { text: String(row.line) },
      { text: playerCell(row) },
      { text: row.outcome === 'applied' ? applied : row.outcome, tone: OUTCOME_TONE[row.outcome] },
      { text: row.reason ?? (row.injury ? injurySummary(row.injury) : '') },
    ]),
  };
}

/** The counts line: `2 applied, 1 unchanged, 3 rejected (6 rows).` */
function importSummary(report: InjuryImportReport): string {
  const { total, applied, unchanged, rejected } = report.summary;
  const rows = `${total} ${total === 1 ? 'row' : 'rows'}`;
  const verb = report.dryRun ? 'to apply' : 'applied';
  return `${applied} ${verb}, ${unchanged} unchanged, ${rejected} rejected (${rows}).`;
}

const DRY_RUN = 'Dry run: nothing was sent.';

/** `lineup admin injuries import` as plain text. */
export function importText(report: InjuryImportReport): string {
  const head = report.dryRun ? `${DRY_RUN}\n` : '';
  const table = report.rows.length > 0 ? textTable(importTable(report)) : '';
  return `${head}${table}${importSummary(report)}\n`;
}

/** `lineup admin injuries import` on a terminal, once done. */
export function ImportScreen({ report }: { report: InjuryImportReport }) {
  return (
    <Box flexDirection="column">
      {report.dryRun && <Text color="yellow">{DRY_RUN}</Text>}
      {report.rows.length > 0 && <Table table={importTable(report)} />}
      <Text bold>{importSummary(report)}</Text>
    </Box>
  );
}

const BAR_WIDTH = 30;

/** The import while it sends rows: a spinner, a bar and `done/total`. */
export function ImportProgress({ done, total }: { done: number; total: number }) {
  const filled = total === 0 ? BAR_WIDTH : Math.round((done / total) * BAR_WIDTH);
  return (
    <Box>
      <Spinner label="Applying injuries " />
      <Text color="green">{'█'.repeat(filled)}</Text>
      <Text dimColor>{'░'.repeat(BAR_WIDTH - filled)}</Text>
      <Text>{` ${done}/${total}`}</Text>
    </Box>
  );
}
