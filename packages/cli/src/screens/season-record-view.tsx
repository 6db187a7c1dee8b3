import { formatPoints, type ScoringFormat, type SeasonRecordResponse } from '@lineup-lab/core';
import { Box, Text } from 'ink';
import { Table } from '../render/Table.js';
import { type TableModel, textTable } from '../render/text-table.js';
import { BAND_TEXT } from './team-week-view.js';

/** A scoring format as people write it. */
const FORMAT_TEXT: Readonly<Record<ScoringFormat, string>> = {
  standard: 'Standard',
  'half-ppr': 'Half-PPR',
  ppr: 'PPR',
  custom: 'Custom',
};

/** The weeks played: the projected band and median, the actual points and verdict, the hindsight optimum. */
function recordTable(record: SeasonRecordResponse): TableModel {
  return {
    columns: [
      { header: 'Week', align: 'right' },
      { header: 'Floor', align: 'right' },
      { header: 'Projected', align: 'right' },
      { header: 'Ceiling', align: 'right' },
      { header: 'Actual', align: 'right' },
      { header: 'Band' },
      { header: 'Optimal', align: 'right' },
      { header: 'Left on the bench', align: 'right' },
    ],
    rows: record.weeks.map((week) => [
      { text: String(week.week), tone: 'strong' },
      { text: formatPoints(week.projected.conservative), tone: 'muted' },
      { text: formatPoints(week.projected.median) },
      { text: formatPoints(week.projected.aggressive), tone: 'muted' },
      { text: formatPoints(week.actual), tone: 'strong' },
      {
        text: BAND_TEXT[week.band],
        tone: week.band === 'below' ? 'bad' : week.band === 'above' ? 'good' : undefined,
      },
      { text: formatPoints(week.optimal) },
      { text: formatPoints(week.benchLeft) },
    ]),
  };
}

function headline(record: SeasonRecordResponse): string {
  const season = record.season === null ? '' : ` in ${record.season}`;
  return `${record.teamName} — How did we do${season} (${FORMAT_TEXT[record.format]})`;
}

/** The summary line: the words the web's "How did we do" section uses. */
function summaryLine({ summary }: SeasonRecordResponse): string {
  return [
    `Weeks played: ${summary.weeksPlayed}`,
    `Actual: ${formatPoints(summary.actual)}`,
    `Projected: ${formatPoints(summary.projected)}`,
    `Within band: ${summary.withinBand} of ${summary.weeksPlayed}`,
    `Left on the bench: ${formatPoints(summary.benchLeft)}`,
  ].join('  ·  ');
}

const NOTHING_YET = 'No week is over with every game final and a known lineup yet.';

/** `lineup record` as plain text. */
export function recordText(record: SeasonRecordResponse): string {
  const body = record.weeks.length > 0 ? textTable(recordTable(record)) : `${NOTHING_YET}\n`;
  return `${headline(record)}\n\n${body}\n${summaryLine(record)}\n`;
}

/** `lineup record` on a terminal. */
export function RecordScreen({ record }: { record: SeasonRecordResponse }) {
  return (
    <Box flexDirection="column">
      <Text bold color="cyan">
        {headline(record)}
      </Text>
      <Box marginTop={1}>
        {record.weeks.length > 0 ? (
          <Table table={recordTable(record)} />
        ) : (
          <Text dimColor>{NOTHING_YET}</Text>
        )}
      </Box>
      <Box marginTop={1}>
        <Text bold>{summaryLine(record)}</Text>
      </Box>
    </Box>
  );
}
