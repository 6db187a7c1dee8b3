import stringWidth from 'string-width';

/** A column of a table: its header and which side its cells keep to. */
export interface Column {
  header: string;
  align?: 'left' | 'right';
}

/** How a cell stands out on a terminal; plain text ignores it. */
export type Tone = 'strong' | 'muted' | 'good' | 'warn' | 'bad';

/** One cell: its text and, on a terminal, its tone. */
export interface Cell {
  text: string;
  tone?: Tone | undefined;
}

/** A table as the screens and the plain text both draw it. */
export interface TableModel {
  columns: readonly Column[];
  rows: readonly (readonly Cell[])[];
}

/**
 * The width of each column: its widest cell or header, in terminal columns (`string-width`, as Ink
 * measures: a CJK character or an emoji takes two, a combining accent none). Given several tables
 * of the same columns (a lineup and its bench), the widest of all, so that they line up.
 */
export function columnWidths(table: TableModel, ...others: readonly TableModel[]): number[] {
  const rows = [table, ...others].flatMap((each) => each.rows);
  return table.columns.map((column, index) =>
    Math.max(stringWidth(column.header), ...rows.map((row) => stringWidth(row[index]?.text ?? ''))),
  );
}

/** `text` padded with spaces to `width` terminal columns on the side away from `align`. */
export function pad(text: string, width: number, align: Column['align'] = 'left'): string {
  const spaces = ' '.repeat(Math.max(0, width - stringWidth(text)));
  return align === 'right' ? spaces + text : text + spaces;
}

/** The gap between columns. */
export const GAP = '  ';

/**
 * A table as plain text for pipes and files: a header line, then one line per row, columns aligned
 * and two spaces apart (`widths`, to line several tables up), no trailing spaces, each line ending
 * in a newline.
 */
export function textTable(table: TableModel, widths: readonly number[] = columnWidths(table)): string {
  const line = (cells: readonly string[]) =>
    `${cells
      .map((text, index) => pad(text, widths[index] ?? 0, table.columns[index]?.align))
      .join(GAP)
      .trimEnd()}\n`;
  return (
    line(table.columns.map((column) => column.header)) +
    table.rows.map((row) => line(row.map((cell) => cell.text))).join('')
  );
}
