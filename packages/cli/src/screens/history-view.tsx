import {
  formatPoints,
  type GameTimeOptions,
  type ProjectionMode,
  TEAM_CHANGE_LABELS,
  type TeamHistoryResponse,
} from '@lineup-lab/core';
import { Box, Text } from 'ink';
import { Table } from '../render/Table.js';
import { type TableModel, textTable } from '../render/text-table.js';
import { changedAt } from './teams-view.js';

/**
 * A team's versions, newest first: the version (the current one marked), when it was made in the
 * viewer's time zone, by which action, what changed in short, and its starters' points in the
 * listed week (in `mode`).
 */
function historyTable(history: TeamHistoryResponse, mode: ProjectionMode, time: GameTimeOptions): TableModel {
  return {
    columns: [
      { header: 'Version', align: 'right' },
      { header: 'When' },
      { header: 'Action' },
      { header: 'What changed' },
      { header: `Week ${history.week}`, align: 'right' },
    ],
    rows: history.versions.map((version) => [
      { text: version.current ? `${version.version} (current)` : String(version.version), tone: 'strong' },
      { text: changedAt(version.madeAt, time), tone: 'muted' },
      { text: version.action === null ? '—' : TEAM_CHANGE_LABELS[version.action] },
      { text: version.changes ?? '—' },
      { text: formatPoints(version.weekTotals[mode]) },
    ]),
  };
}

function headline(history: TeamHistoryResponse, teamName: string, mode: ProjectionMode): string {
  return `${teamName} — versions of the last 30 days, points in week ${history.week} (${mode})`;
}

function restoreHint(teamName: string): string {
  return `Restore one with \`lineup restore "${teamName}" VERSION\`.`;
}

/** What `lineup history` shows: the versions, of which team, in which mode, times in which zone. */
interface HistoryView {
  history: TeamHistoryResponse;
  teamName: string;
  mode: ProjectionMode;
  time: GameTimeOptions;
}

/** `lineup history` as plain text. */
export function historyText({ history, teamName, mode, time }: HistoryView): string {
  const hint = history.versions.length > 1 ? `\n${restoreHint(teamName)}\n` : '';
  return `${headline(history, teamName, mode)}\n\n${textTable(historyTable(history, mode, time))}${hint}`;
}

/** `lineup history` on a terminal. */
export function HistoryScreen({ history, teamName, mode, time }: HistoryView) {
  return (
    <Box flexDirection="column">
      <Text bold color="cyan">
        {headline(history, teamName, mode)}
      </Text>
      <Box marginTop={1}>
        <Table table={historyTable(history, mode, time)} />
      </Box>
      {history.versions.length > 1 && <Text dimColor>{restoreHint(teamName)}</Text>}
    </Box>
  );
}
