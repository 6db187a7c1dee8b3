import {
  type ImportPreview,
  type ImportResponse,
  type Player,
  SCORING_FORMAT_LABELS,
  type UnmatchedPlayer,
} from '@lineup-lab/core';
import { Box, Text } from 'ink';
import { Table } from '../render/Table.js';
import { type TableModel, textTable } from '../render/text-table.js';
import { HOST_LABELS } from './import-labels.js';

/** `lineup import … --team ID --json`: the preview, and the import's answer once imported. */
export interface ImportOutcome {
  preview: ImportPreview;
  imported: ImportResponse | null;
}

/** The preview's title: 'Sunday Funday PPR (Sleeper, 2025) — Pat’s Pickers, PPR Pat's team'. */
function previewTitle({ league, roster }: ImportPreview): string {
  const team = roster.teamName ?? `Team ${roster.rosterId}`;
  const owner = roster.ownerName ? `, ${roster.ownerName}'s team` : '';
  return `${league.name} (${HOST_LABELS[league.provider]}, ${league.season}) — ${team}${owner}`;
}

function playerCells(player: Player | null) {
  if (!player) return [{ text: '(empty)', tone: 'muted' as const }, { text: '' }, { text: '' }];
  return [
    { text: player.playerName, tone: 'strong' as const },
    { text: player.position },
    { text: player.teamName },
  ];
}

/** The team it would make: each starting slot with its player and the league's slot, then the bench. */
function rosterTable(preview: ImportPreview): TableModel {
  return {
    columns: [
      { header: 'Slot' },
      { header: 'Player' },
      { header: 'Pos' },
      { header: 'NFL' },
      { header: 'League slot' },
    ],
    rows: [
      ...preview.slots.map((slot) => [
        { text: slot.slot },
        ...playerCells(slot.player),
        { text: slot.from ?? '', tone: 'muted' as const },
      ]),
      ...preview.bench.map((player) => [
        { text: 'BN', tone: 'muted' as const },
        ...playerCells(player),
        { text: '' },
      ]),
    ],
  };
}

/** The league's players not matched to the catalogue, with why. */
export function unmatchedTable(unmatched: readonly UnmatchedPlayer[]): TableModel {
  return {
    columns: [{ header: 'Player' }, { header: 'Pos' }, { header: 'NFL' }, { header: 'Why' }],
    rows: unmatched.map((player) => [
      { text: player.name ?? `(id ${player.hostPlayerId})` },
      { text: player.position ?? '' },
      { text: player.team ?? '' },
      { text: player.message, tone: 'muted' },
    ]),
  };
}

/** The heading over the unmatched players. */
export function unmatchedHeading(count: number): string {
  return `Not matched (${count}), left off the team:`;
}

/** The lines above the table: the team's name and the league's scoring with what of it does not apply. */
function headerLines(preview: ImportPreview): string[] {
  return [
    `Team name: ${preview.teamName}`,
    `Scoring: ${SCORING_FORMAT_LABELS[preview.scoring.format]}`,
    ...bulletLines(preview.scoring.notes),
  ];
}

/** Each note as a bullet line. */
export function bulletLines(notes: readonly string[]): string[] {
  return notes.map((note) => `  - ${note}`);
}

/** What importing the roster would make, as plain text. */
export function previewText(preview: ImportPreview): string {
  const parts = [
    `${previewTitle(preview)}\n`,
    `${headerLines(preview).join('\n')}\n\n`,
    textTable(rosterTable(preview)),
  ];
  if (preview.unmatched.length > 0) {
    parts.push(
      `\n${unmatchedHeading(preview.unmatched.length)}\n`,
      textTable(unmatchedTable(preview.unmatched)),
    );
  }
  if (preview.notes.length > 0) parts.push(`\nNotes:\n${bulletLines(preview.notes).join('\n')}\n`);
  return parts.join('');
}

/** What importing the roster would make, on a terminal. */
export function ImportPreviewScreen({ preview }: { preview: ImportPreview }) {
  return (
    <Box flexDirection="column">
      <Text bold color="cyan">
        {previewTitle(preview)}
      </Text>
      {headerLines(preview).map((line, index) => (
        <Text key={index}>{line}</Text>
      ))}
      <Box marginTop={1}>
        <Table table={rosterTable(preview)} />
      </Box>
      {preview.unmatched.length > 0 && (
        <Box marginTop={1} flexDirection="column">
          <Text color="yellow">{unmatchedHeading(preview.unmatched.length)}</Text>
          <Table table={unmatchedTable(preview.unmatched)} />
        </Box>
      )}
      {preview.notes.length > 0 && (
        <Box marginTop={1} flexDirection="column">
          <Text bold>Notes:</Text>
          {bulletLines(preview.notes).map((line, index) => (
            <Text key={index}>{line}</Text>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The one line saying what the import made, and what to run next. */
export function importedText({ league, team }: ImportResponse): string {
  return (
    `Imported '${team.teamName}' from ${league.name} (${HOST_LABELS[league.provider]}). ` +
    `Show it with \`lineup show "${team.teamName}"\`; refresh it with \`lineup leagues sync ${league.id}\`.\n`
  );
}
