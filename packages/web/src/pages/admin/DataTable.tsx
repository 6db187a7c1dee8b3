import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Header,
  type RowData,
  useReactTable,
} from '@tanstack/react-table';
import { TableFrame } from './AdminTable.js';
import { ariaSort, type SortState } from './table-query.js';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Right-aligned (numbers): the header and the cells. */
    numeric?: boolean;
    /** The cell names its row: a `<th scope="row">` (the first column). */
    rowHeader?: boolean;
    /** The cells' class, when not just 'numeric'. */
    cellClass?: string;
  }
}

/**
 * An admin table's columns: each column's header, cell and alignment defined once. A column the
 * server can sort by has `enableSorting: true` and, as its id, the server's sort key.
 */
export type AdminColumns<R> = ColumnDef<R, unknown>[];

/** How a server-sorted table is sorted, and what a header click asks for. */
export interface ServerSorting<S extends string> {
  state: SortState<S>;
  onSort: (column: S) => void;
}

/**
 * An admin table in its scrolling frame, rendered from its column definitions by TanStack Table in
 * manual mode: the rows are the page the server answered, already sorted and paged; the table only
 * lays them out. Sortable headers are buttons with `aria-sort`; a page without rows shows `empty`
 * across every column.
 */
export function DataTable<R, S extends string = never>({
  label,
  columns,
  rows,
  rowId,
  empty,
  sorting,
  rowClass,
}: {
  /** The scrolling region's name ('Users'). */
  label: string;
  columns: AdminColumns<R>;
  rows: readonly R[];
  rowId: (row: R) => string;
  empty: string;
  sorting?: ServerSorting<S>;
  rowClass?: (row: R) => string | undefined;
}) {
  const table = useReactTable<R>({
    data: rows as R[],
    columns,
    getRowId: (row) => rowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    defaultColumn: { enableSorting: false },
    state: {
      sorting: sorting ? [{ id: sorting.state.sort, desc: sorting.state.order === 'desc' }] : [],
    },
  });
  const width = table.getVisibleLeafColumns().length;
  return (
    <TableFrame label={label}>
      <table className="admin-table">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell
                  key={header.id}
                  header={header}
                  onSort={sorting && (() => sorting.onSort(header.column.id as S))}
                />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={width} className="muted">
                {empty}
              </td>
            </tr>
          )}
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={rowClass?.(row.original)}>
              {row.getVisibleCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                return meta?.rowHeader ? (
                  <th key={cell.id} scope="row" className="cell-name">
                    {content}
                  </th>
                ) : (
                  <td key={cell.id} className={meta?.cellClass ?? (meta?.numeric ? 'numeric' : undefined)}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** A column header; for a column the server sorts by, a button with `aria-sort` on the header. */
function HeaderCell<R>({ header, onSort }: { header: Header<R, unknown>; onSort: (() => void) | undefined }) {
  const { column } = header;
  const className = column.columnDef.meta?.numeric ? 'numeric' : undefined;
  const label = flexRender(column.columnDef.header, header.getContext());
  if (!onSort || column.columnDef.enableSorting !== true) {
    return (
      <th scope="col" className={className}>
        {label}
      </th>
    );
  }
  const sorted = ariaSort(column.getIsSorted());
  return (
    <th scope="col" aria-sort={sorted} className={className}>
      <button type="button" className="sort-button" onClick={onSort}>
        {label}
        <span aria-hidden="true" className={sorted === 'none' ? 'sort-arrow muted' : 'sort-arrow'}>
          {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
