import { ADMIN_LISTS, type AdminUser, type AdminUserSort, type AdminUsersQuery } from '@lineup-lab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/client.js';
import { queryKeys } from '../../api/query-keys.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { SearchField, SelectField, SortableHeader, sizeOptions, When } from './AdminTable.js';
import {
  adminErrorMessage,
  type DateOptions,
  exemptAction,
  formatDay,
  tierText,
  userName,
  userStatus,
} from './admin-view.js';
import { PagedResults } from './PagedResults.js';
import { useAdminUsers } from './queries.js';
import { filterBy, sortBy } from './table-query.js';
import { useSearch } from './use-search.js';

/** What a user row asks the administrator to confirm. */
type PendingAction =
  | { kind: 'exempt'; user: AdminUser; exempt: boolean }
  | { kind: 'unlock'; user: AdminUser };

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
  const queryClient = useQueryClient();
  const users = useAdminUsers(query);
  const [text, setText] = useSearch(query.search, (search) => onQuery(filterBy(query, { search })));
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.stats }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.audit.all }),
    ]);
  const change = useMutation({
    mutationFn: async (action: PendingAction): Promise<void> => {
      if (action.kind === 'exempt') await api.admin.setExempt(action.user.id, { exempt: action.exempt });
      else await api.admin.unlockAccount(action.user.id);
    },
    onSuccess: () => void reload(),
    onError: (error, action) =>
      setActionError(adminErrorMessage(error, action.kind === 'exempt' ? 'exempt' : 'unlock')),
    onSettled: () => setPending(null),
  });

  const sort = (column: AdminUserSort) => onQuery(sortBy(query, column));
  const header = { state: query, onSort: sort };

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
      {actionError && (
        <div role="alert" className="notice notice-error">
          {actionError}
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
        columns={8}
        head={
          <>
            <SortableHeader column="email" label="Email or ID" {...header} />
            <SortableHeader column="role" label="Role" {...header} />
            <th scope="col" className="numeric">
              Admin level
            </th>
            <SortableHeader column="totalLineups" label="Lineups (active)" numeric {...header} />
            <th scope="col">Plan</th>
            <SortableHeader column="createdAt" label="Created" {...header} />
            <SortableHeader column="status" label="Status" {...header} />
            <th scope="col">Actions</th>
          </>
        }
        row={(user) => {
          const status = userStatus(user);
          const exempt = exemptAction(user);
          return (
            <tr key={user.id} className={status.locked ? 'row-locked' : undefined}>
              <th scope="row" className="cell-name">
                {userName(user)}
              </th>
              <td>
                <span className={`badge badge-role-${user.role}`}>{user.role}</span>
              </td>
              <td className="numeric">{user.adminLevel}</td>
              <td className="numeric">
                {user.totalLineups} ({user.activeLineups} active)
              </td>
              <td>{tierText(user)}</td>
              <td>
                <When iso={user.createdAt} text={formatDay(user.createdAt, dates)} />
              </td>
              <td>
                <span className={status.locked ? 'status-locked' : undefined}>{status.text}</span>
              </td>
              <td>
                <div className="row-actions">
                  <button
                    type="button"
                    className="button button-small"
                    disabled={exempt.disabledReason !== null}
                    title={exempt.disabledReason ?? undefined}
                    aria-label={`${exempt.label} for ${userName(user)}`}
                    onClick={() => {
                      setActionError(null);
                      setPending({ kind: 'exempt', user, exempt: exempt.exempt });
                    }}
                  >
                    {exempt.label}
                  </button>
                  {user.accountLocked && (
                    <button
                      type="button"
                      className="button button-small"
                      aria-label={`Unlock ${userName(user)}`}
                      onClick={() => {
                        setActionError(null);
                        setPending({ kind: 'unlock', user });
                      }}
                    >
                      Unlock
                    </button>
                  )}
                </div>
              </td>
            </tr>
          );
        }}
      />
      {pending && (
        <UserActionDialog
          action={pending}
          busy={change.isPending}
          onConfirm={() => change.mutate(pending)}
          onCancel={() => !change.isPending && setPending(null)}
        />
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
