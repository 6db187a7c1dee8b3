import type { AdminUserSort, AdminUsersQuery, AdminUsersResponse } from '@lineup-lab/core';
import type { AccountDirectory, SignInState } from '../../ports/account-directory.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { UserRecord } from '../../records/user-record.js';
import type { ServiceContext } from '../service-context.js';
import { stampedCache } from '../stamped-cache.js';
import { containsText, pageOf, sortedPageOf, sortTable, type TableOrder, timeKey } from './admin-table.js';
import { ADMIN_ROW_FIELDS, adminUserRow, lineupCountsByOwner } from './admin-user-row.js';

/** Above any number of failed attempts: a locked account sorts past every unlocked one. */
const LOCKED = 2 ** 40;

/** The few fields of every user the list reads to search and sort (and the page's users a few more). */
type ListedUser = Pick<UserRecord, '_id' | 'email' | 'role' | 'createdAt'>;

/**
 * The matching users' ids in table order, by sort, order and search (every sort but `status`, which
 * reads sign-in states that change with the clock and outside the store), under the change stamps
 * of `users` (and `teams` for `totalLineups`). At most 8 listings of one id per matching user each:
 * about 8 × 10,000 references (under 1 MB) at 10,000 users.
 */
const LISTINGS = stampedCache<readonly string[]>({ entries: 8 });

/**
 * Every collection `listAdminUsers` reads (its answers are kept by them: `edge/http/kept-answers.ts`),
 * the embedded provider's sign-in throttles included (an outside provider's accounts are not read).
 */
export const ADMIN_USERS_READS = [COLLECTIONS.users, COLLECTIONS.teams, COLLECTIONS.signInThrottles] as const;

/**
 * `GET /api/admin/users` (admin): the users matching `search` (a case-insensitive substring of the
 * email or the id, as text; '' keeps everyone), sorted by `sort` in `order` and cut to page `page`
 * of `limit` rows; `total` is how many match. Sorts: `email` (the email, or the id without one, in
 * English order), `role`, `totalLineups`, `createdAt` (the default, newest first descending) and
 * `status` (descending: locked accounts first, then by failed attempts; ascending the reverse);
 * ties by email (or id), then id. Each row as `adminUserRow` makes it.
 *
 * The matching users in table order are kept (`LISTINGS`) while `users` (and for `totalLineups`,
 * `teams`) do not change: a request then only slices its page. To build that listing every user is
 * read for the few fields searching and sorting need (a projection); sorting by `totalLineups`
 * reads every team's owner. Sorting by `status` is not kept: it reads every matching user's sign-in
 * state on each request and picks the page without sorting them all (`sortedPageOf`). Only the
 * page's users (the fields their rows show), their teams' lineups (on the owner index) and their
 * sign-in states are read. With an
 * outside issuer (`accounts` not available)
 * every row says so (`signInState: 'not-available'`) and `status` sorts by email and id alone.
 */
export async function listAdminUsers(
  ctx: ServiceContext & { accounts: AccountDirectory },
  query: AdminUsersQuery,
): Promise<AdminUsersResponse> {
  const users = COLLECTIONS.users.of(ctx.store);
  const teams = COLLECTIONS.teams.of(ctx.store);
  const { accounts } = ctx;
  const now = ctx.clock.now();
  const search = query.search.toLowerCase();
  const sorted = { sort: query.sort, order: query.order, search, accounts, now };
  const page =
    query.sort === 'status'
      ? idsOf(sortedPageOf(...(await matchingUsers(ctx, sorted)), query))
      : pageOf(
          await LISTINGS.read(
            ctx.store,
            {
              key: `${query.sort} ${query.order} ${search}`,
              collections:
                query.sort === 'totalLineups' ? [COLLECTIONS.users, COLLECTIONS.teams] : [COLLECTIONS.users],
            },
            async () => {
              const [matching, order] = await matchingUsers(ctx, sorted);
              sortTable(matching, order);
              return matching.map((user) => user._id);
            },
          ),
          query,
        );
  const ids = page.rows;
  const [records, owned] = await Promise.all([
    ids.length === 0 ? [] : users.find({ _id: { $in: ids } }, { projection: ADMIN_ROW_FIELDS }),
    ids.length === 0 ? [] : teams.find({ ownerId: { $in: ids } }, { projection: { ownerId: 1, lineups: 1 } }),
  ]);
  const byId = new Map(records.map((user) => [user._id, user]));
  const states = await signInStatesOf(accounts, records, now);
  const counts = lineupCountsByOwner(owned);
  const rows = ids.flatMap((id) => {
    const user = byId.get(id);
    if (user === undefined) return []; // deleted between the two reads
    const signIn =
      states === null ? 'not-available' : user.email === null ? undefined : states.get(user.email);
    return [adminUserRow(user, counts.get(user._id), signIn)];
  });
  return { users: rows, total: page.total, pagination: page.pagination };
}

/** A page of listed users as a page of their ids. */
function idsOf<P extends { rows: readonly ListedUser[] }>(page: P): Omit<P, 'rows'> & { rows: string[] } {
  return { ...page, rows: page.rows.map((user) => user._id) };
}

/**
 * The users matching `search` (a projection of every user, filtered), and the table order of `sort`
 * in `order` over them.
 */
async function matchingUsers(
  ctx: ServiceContext & { accounts: AccountDirectory },
  {
    sort,
    order,
    search,
    accounts,
    now,
  }: {
    sort: AdminUserSort;
    order: 'asc' | 'desc';
    search: string;
    accounts: AccountDirectory;
    now: Date;
  },
): Promise<[ListedUser[], TableOrder<ListedUser>]> {
  const listed = await COLLECTIONS.users
    .of(ctx.store)
    .find({}, { projection: { email: 1, role: 1, createdAt: 1 } });
  const matching =
    search === ''
      ? listed
      : listed.filter(
          (user) =>
            containsText(user._id, search) || (user.email !== null && containsText(user.email, search)),
        );
  const teams = COLLECTIONS.teams.of(ctx.store);
  const valueIn = await sortValueOf(sort, matching, { teams, accounts, now });
  return [matching, { valueIn, order, identity: (user) => ({ name: user.email ?? user._id, id: user._id }) }];
}

/** The sort's value of a listed user; `totalLineups` and `status` read what they need first. */
async function sortValueOf(
  sort: AdminUserSort,
  listed: readonly ListedUser[],
  {
    teams,
    accounts,
    now,
  }: {
    teams: ReturnType<typeof COLLECTIONS.teams.of>;
    accounts: AccountDirectory;
    now: Date;
  },
): Promise<(user: ListedUser) => string | number> {
  switch (sort) {
    case 'email':
      return (user) => user.email ?? user._id;
    case 'role':
      return (user) => user.role;
    case 'createdAt':
      return timeKey(listed, (user) => user.createdAt);
    case 'totalLineups': {
      const owners = await teams.find({}, { projection: { ownerId: 1 } });
      const totals = new Map<string, number>();
      for (const { ownerId } of owners) totals.set(ownerId, (totals.get(ownerId) ?? 0) + 1);
      return (user) => totals.get(user._id) ?? 0;
    }
    case 'status': {
      const states = await signInStatesOf(accounts, listed, now);
      return (user) => {
        const state = user.email === null ? undefined : states?.get(user.email);
        if (state === undefined) return 0;
        return (state.locked ? LOCKED : 0) + state.failedAttempts;
      };
    }
  }
}

/** The sign-in states of these users' addresses; `null` when the identity provider does not share them. */
async function signInStatesOf(
  accounts: AccountDirectory,
  users: readonly Pick<UserRecord, 'email'>[],
  now: Date,
): Promise<Map<string, SignInState> | null> {
  if (!accounts.available) return null;
  const emails = users.flatMap((user) => (user.email === null ? [] : [user.email]));
  return emails.length === 0 ? new Map() : accounts.signInStates(emails, now);
}
