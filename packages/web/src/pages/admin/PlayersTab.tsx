import {
  ADMIN_PLAYERS,
  ADMIN_POSITION_FILTERS,
  type AdminPlayer,
  type AdminPlayerSort,
  type AdminPlayersQuery,
} from '@lineup-lab/core';
import { useState } from 'react';
import { SearchField, SelectField, SortableHeader, sizeOptions, TabError, TableFrame } from './AdminTable.js';
import { adminErrorMessage, injuryText, mlDataLabel, pointsText } from './admin-view.js';
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
  const header = {
    state: query,
    onSort: (column: AdminPlayerSort) => onQuery({ ...query, ...nextSort(query, column) }),
  };
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
          <TableFrame label="Players">
            <table className="admin-table">
              <thead>
                <tr>
                  <SortableHeader column="name" label="Name" {...header} />
                  <SortableHeader column="position" label="Pos" {...header} />
                  <SortableHeader column="team" label="Team" {...header} />
                  <SortableHeader column="ml_conservative" label="Conservative" numeric {...header} />
                  <SortableHeader column="ml_normal" label="Normal" numeric {...header} />
                  <SortableHeader column="ml_aggressive" label="Aggressive" numeric {...header} />
                  <SortableHeader column="points" label="Base points" numeric {...header} />
                  <th scope="col">ML data</th>
                  <th scope="col">Injury</th>
                  <th scope="col">
                    <span className="visually-hidden">Edit</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.players.length === 0 && (
                  <tr>
                    <td colSpan={10} className="muted">
                      No players match.
                    </td>
                  </tr>
                )}
                {data.players.map((player) => (
                  <tr key={player.id}>
                    <th scope="row" className="cell-name">
                      {player.name}
                    </th>
                    <td>{player.position}</td>
                    <td>{player.team}</td>
                    <td className="numeric">{pointsText(player.seasonProjections.conservative)}</td>
                    <td className="numeric">{pointsText(player.seasonProjections.normal)}</td>
                    <td className="numeric">{pointsText(player.seasonProjections.aggressive)}</td>
                    <td className="numeric">{pointsText(player.points)}</td>
                    <td>
                      <span className={player.hasMLData ? 'badge badge-active' : 'badge badge-free'}>
                        {mlDataLabel(player.hasMLData)}
                      </span>
                    </td>
                    <td>
                      <span
                        className={player.injury.status ? 'badge badge-injury' : undefined}
                        title={
                          [player.injury.bodyPart, player.injury.description].filter(Boolean).join(' — ') ||
                          undefined
                        }
                      >
                        {injuryText(player.injury)}
                      </span>
                    </td>
                    <td>
                      <EditInjuryButton player={player} onEdit={() => setEditing(player)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        </>
      )}
      {editing && <InjuryEditModal player={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
