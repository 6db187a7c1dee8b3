import { ADMIN_LISTS, type AdminUser, type AdminUserSort, type AdminUsersQuery } from '@lineup-lab/core';
import { useMemo } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { SearchField, SelectField, sizeOptions, When } from './AdminTable.js';
import { type DateOptions, exemptAction, formatDay, tierText, userName, userStatus } from './admin-view.js';
import type { AdminColumns } from './DataTable.js';
import { PagedResults } from './PagedResults.js';
import { useAdminUsers } from './queries.js';
import { filterBy, sortBy } from './table-query.js';
import { useSearch } from './use-search.js';
import { type PendingAction, useUserActions } from './use-user-actions.js';

const PAGE_SIZES = sizeOptions(ADMIN_LISTS.pageSizes);

/**
 * The Users tab (spec §2): every user, searched, sorted and paged by the server; role badge, admin
 * level, lineups total and active, plan, created date and status (locked rows highlighted). Per
 * row, Grant or Revoke exempt and, for a locked account, Unlock, each confirmed first.
 */
export function UsersTab({
  query,
  onQuery,
  dates,
}: {
  query: AdminUsersQuery;
  onQuery: (query: AdminUsersQuery) => void;
  dates?: DateOptions;
}) {
  const users = useAdminUsers(query);
  const [text, setText] = useSearch(query.search, (search) => onQuery(filterBy(query, { search })));
  const actions = useUserActions();
  const { ask } = actions;
  const columns = useMemo(() => userColumns({ dates, onAction: ask }), [dates, ask]);

  return (
    <div className="admin-tab">
      <div className="admin-filters">
        <SearchField label="Search users" value={text} onChange={setText} placeholder="Email or id" />
        <SelectField
          label="Per page"
          value={query.limit}
          options={PAGE_SIZES}
          onChange={(limit) => onQuery(filterBy(query, { limit }))}
        />
      </div>
      {actions.actionError && (
        <div role="alert" className="notice notice-error">
          {actions.actionError}
        </div>
      )}
      <PagedResults
        result={users}
        rowsOf={(answer) => answer.users}
        query={query}
        onQuery={onQuery}
        label="Users"
        messageKey="users"
        loading="Loading users…"
        empty="No users match."
        columns={columns}
        rowId={(user) => user.id}
        rowClass={(user) => (userStatus(user).locked ? 'row-locked' : undefined)}
        sorting={{ state: query, onSort: (column: AdminUserSort) => onQuery(sortBy(query, column)) }}
      />
      {actions.pending && (
        <UserActionDialog
          action={actions.pending}
          busy={actions.busy}
          onConfirm={actions.confirm}
          onCancel={actions.cancel}
        />
      )}
    </div>
  );
}

/** The users' columns; email, role, lineups, created date and status sort on the server. */
function userColumns({
  dates,
  onAction,
}: {
  dates: DateOptions | undefined;
  onAction: (action: PendingAction) => void;
}): AdminColumns<AdminUser> {
  const sortable = (id: AdminUserSort) => ({ id, enableSorting: true });
  return [
    {
      ...sortable('email'),
      header: 'Email or ID',
      meta: { rowHeader: true },
      cell: ({ row }) => userName(row.original),
    },
    {
      ...sortable('role'),
      header: 'Role',
      cell: ({ row: { original: user } }) => (
        <span className={`badge badge-role-${user.role}`}>{user.role}</span>
      ),
    },
    {
      id: 'adminLevel',
      header: 'Admin level',
      meta: { numeric: true },
      cell: ({ row }) => row.original.adminLevel,
    },
    {
      ...sortable('totalLineups'),
      header: 'Lineups (active)',
      meta: { numeric: true },
      cell: ({ row: { original: user } }) => `${user.totalLineups} (${user.activeLineups} active)`,
    },
    { id: 'plan', header: 'Plan', cell: ({ row }) => tierText(row.original) },
    {
      ...sortable('createdAt'),
      header: 'Created',
      cell: ({ row: { original: user } }) => (
        <When iso={user.createdAt} text={formatDay(user.createdAt, dates)} />
      ),
    },
    {
      ...sortable('status'),
      header: 'Status',
      cell: ({ row }) => {
        const status = userStatus(row.original);
        return <span className={status.locked ? 'status-locked' : undefined}>{status.text}</span>;
      },
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => <UserActions user={row.original} onAction={onAction} />,
    },
  ];
}

/** A row's buttons: Grant or Revoke exempt and, for a locked account, Unlock. */
function UserActions({ user, onAction }: { user: AdminUser; onAction: (action: PendingAction) => void }) {
  const exempt = exemptAction(user);
  return (
    <div className="row-actions">
      <button
        type="button"
        className="button button-small"
        disabled={exempt.disabledReason !== null}
        title={exempt.disabledReason ?? undefined}
        aria-label={`${exempt.label} for ${userName(user)}`}
        onClick={() => onAction({ kind: 'exempt', user, exempt: exempt.exempt })}
      >
        {exempt.label}
      </button>
      {user.accountLocked && (
        <button
          type="button"
          className="button button-small"
          aria-label={`Unlock ${userName(user)}`}
          onClick={() => onAction({ kind: 'unlock', user })}
        >
          Unlock
        </button>
      )}
    </div>
  );
}
/** The confirmation of a row's action. */
function UserActionDialog({
  action,
  busy,
  onConfirm,
  onCancel,
}: {
  action: PendingAction;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const who = userName(action.user);
  const text =
    action.kind === 'unlock'
      ? {
          title: 'Unlock account?',
          message: `Clear the sign-in lock and the failed attempts of ${who}, so they can sign in again.`,
          confirm: 'Unlock',
        }
      : action.exempt
        ? {
            title: 'Grant exempt access?',
            message: `${who} gets unlimited teams and leagues, scenarios and the AI advisor without a paid plan.`,
            confirm: 'Grant exempt',
          }
        : {
            title: 'Revoke exempt access?',
            message: `${who} goes back to the plan they pay for (Pro while a subscription runs, else Free).`,
            confirm: 'Revoke exempt',
          };
  return (
    <ConfirmDialog
      title={text.title}
      message={text.message}
      confirmLabel={busy ? 'Saving...' : text.confirm}
      danger={action.kind === 'exempt' && !action.exempt}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
