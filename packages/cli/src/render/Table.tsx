import { Box, Text } from 'ink';
import { type Cell, columnWidths, GAP, pad, type TableModel, type Tone } from './text-table.js';

/** Ink's colours for the tones of a cell. */
const TONE_STYLE: Record<Tone, { color?: string; bold?: boolean; dimColor?: boolean }> = {
  strong: { bold: true },
  muted: { dimColor: true },
  good: { color: 'green' },
  warn: { color: 'yellow' },
  bad: { color: 'red' },
};

function CellText({
  cell,
  width,
  align,
}: {
  cell: Cell;
  width: number;
  align: 'left' | 'right' | undefined;
}) {
  return <Text {...(cell.tone && TONE_STYLE[cell.tone])}>{pad(cell.text, width, align)}</Text>;
}

/**
 * A table on a terminal: the plain text's layout (`widths`, to line several tables up), with a bold
 * underlined header and coloured cells; rows wider than the terminal are cut at its edge.
 */
export function Table({
  table,
  widths = columnWidths(table),
}: {
  table: TableModel;
  widths?: readonly number[];
}) {
  return (
    <Box flexDirection="column">
      <Text bold underline wrap="truncate-end">
        {table.columns.map((column, index) => pad(column.header, widths[index] ?? 0, column.align)).join(GAP)}
      </Text>
      {table.rows.map((row, rowIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a table's rows are positional
        <Text key={rowIndex} wrap="truncate-end">
          {row.map((cell, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are positional
            <Text key={index}>
              {index > 0 && GAP}
              <CellText cell={cell} width={widths[index] ?? 0} align={table.columns[index]?.align} />
            </Text>
          ))}
        </Text>
      ))}
    </Box>
  );
}
