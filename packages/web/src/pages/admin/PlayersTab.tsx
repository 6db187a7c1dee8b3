import {
  ADMIN_PLAYERS,
  ADMIN_POSITION_FILTERS,
  type AdminPlayer,
  type AdminPlayerSort,
  type AdminPlayersQuery,
} from '@lineup-lab/core';
import { useMemo, useState } from 'react';
import { SearchField, SelectField, sizeOptions, TabError } from './AdminTable.js';
import { adminErrorMessage, injuryText, mlDataLabel, pointsText } from './admin-view.js';
import { type AdminColumns, DataTable } from './DataTable.js';
import { InjuryEditModal } from './InjuryEditModal.js';
import { useAdminPlayers } from './queries.js';
import { nextSort } from './table-query.js';
import { useSearch } from './use-search.js';

const POSITIONS = ADMIN_POSITION_FILTERS.map((position) => ({
  value: position,
  label: position === 'ALL' ? 'All positions' : position,
}));
const LIMITS = sizeOptions(ADMIN_PLAYERS.pageSizes);

/** The pencil of a row: opens the injury edit modal. */
function EditInjuryButton({ player, onEdit }: { player: AdminPlayer; onEdit: () => void }) {
  return (
    <button
      type="button"
      className="button button-small icon-button"
      aria-label={`Edit injury for ${player.name}`}
      title="Edit injury"
      onClick={onEdit}
    >
      <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24">
        <path
          fill="currentColor"
          d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25Zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83Z"
        />
      </svg>
    </button>
  );
}

/** The players' columns; all but ML data, injury and the pencil sort on the server. */
function playerColumns(onEdit: (player: AdminPlayer) => void): AdminColumns<AdminPlayer> {
  const sortable = (id: AdminPlayerSort) => ({ id, enableSorting: true });
  const points = (id: AdminPlayerSort, header: string, value: (player: AdminPlayer) => number | null) => ({
    ...sortable(id),
    header,
    meta: { numeric: true },
    cell: ({ row }: { row: { original: AdminPlayer } }) => pointsText(value(row.original)),
  });
  return [
    { ...sortable('name'), header: 'Name', meta: { rowHeader: true }, cell: ({ row }) => row.original.name },
    { ...sortable('position'), header: 'Pos', cell: ({ row }) => row.original.position },
    { ...sortable('team'), header: 'Team', cell: ({ row }) => row.original.team },
    points('ml_conservative', 'Conservative', (player) => player.seasonProjections.conservative),
    points('ml_normal', 'Normal', (player) => player.seasonProjections.normal),
    points('ml_aggressive', 'Aggressive', (player) => player.seasonProjections.aggressive),
    points('points', 'Base points', (player) => player.points),
    {
      id: 'mlData',
      header: 'ML data',
      cell: ({ row: { original: player } }) => (
        <span className={player.hasMLData ? 'badge badge-active' : 'badge badge-free'}>
          {mlDataLabel(player.hasMLData)}
        </span>
      ),
    },
    {
      id: 'injury',
      header: 'Injury',
      cell: ({ row: { original: player } }) => (
        <span
          className={player.injury.status ? 'badge badge-injury' : undefined}
          title={[player.injury.bodyPart, player.injury.description].filter(Boolean).join(' — ') || undefined}
        >
          {injuryText(player.injury)}
        </span>
      ),
    },
    {
      id: 'edit',
      header: () => <span className="visually-hidden">Edit</span>,
      cell: ({ row }) => <EditInjuryButton player={row.original} onEdit={() => onEdit(row.original)} />,
    },
  ];
}

/**
 * The Players tab (spec §2): position, text search and how many (20, 50, 100 or all); name,
 * position, team, the three season projections, base points, ML or Fallback, the injury status or
 * Healthy, and a pencil per row for the injury edit modal. Sorted by the server (default the normal
 * projection, descending); a header click sorts by that column.
 */
export function PlayersTab({
  query,
  onQuery,
}: {
  query: AdminPlayersQuery;
  onQuery: (query: AdminPlayersQuery) => void;
}) {
  const players = useAdminPlayers(query);
  const [text, setText] = useSearch(query.search, (search) => onQuery({ ...query, search }));
  const [editing, setEditing] = useState<AdminPlayer | null>(null);
  const columns = useMemo(() => playerColumns(setEditing), []);
  const data = players.data;

  return (
    <div className="admin-tab">
      <div className="admin-filters">
        <SelectField
          label="Position"
          value={query.position}
          options={POSITIONS}
          onChange={(position) => onQuery({ ...query, position })}
        />
        <SearchField label="Search players" value={text} onChange={setText} placeholder="Player name" />
        <SelectField
          label="Show"
          value={query.limit}
          options={LIMITS}
          onChange={(limit) => onQuery({ ...query, limit })}
        />
      </div>
      {players.isError && (
        <TabError
          message={adminErrorMessage(players.error, 'players')}
          onRetry={() => void players.refetch()}
          retrying={players.isFetching}
        />
      )}
      {players.isPending && <p role="status">Loading players…</p>}
      {data && (
        <>
          <p className="muted admin-rows" role="status">
            Showing {data.players.length.toLocaleString('en-US')} of {data.total.toLocaleString('en-US')}{' '}
            players
            {players.isPlaceholderData && ' · Loading…'}
          </p>
          <DataTable
            label="Players"
            columns={columns}
            rows={data.players}
            rowId={(player) => player.id}
            empty="No players match."
            sorting={{
              state: query,
              onSort: (column: AdminPlayerSort) => onQuery({ ...query, ...nextSort(query, column) }),
            }}
          />
        </>
      )}
      {editing && <InjuryEditModal player={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
