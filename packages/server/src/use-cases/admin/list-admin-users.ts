import type { AdminUserSort, AdminUsersQuery, AdminUsersResponse } from '@lineup-lab/core';
import type { AccountDirectory, SignInState } from '../../ports/account-directory.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { UserRecord } from '../../records/user-record.js';
import type { ServiceContext } from '../service-context.js';
import { containsText, sortedPageOf, timeKey } from './admin-table.js';
import { adminUserRow, lineupCountsByOwner } from './admin-user-row.js';

/** Above any number of failed attempts: a locked account sorts past every unlocked one. */
const LOCKED = 2 ** 40;

/** The few fields of every user the list reads to search and sort; the page's users are read whole. */
type ListedUser = Pick<UserRecord, '_id' | 'email' | 'role' | 'createdAt'>;

/**
 * `GET /api/admin/users` (admin): the users matching `search` (a case-insensitive substring of the
 * email or the id, as text; '' keeps everyone), sorted by `sort` in `order` and cut to page `page`
 * of `limit` rows; `total` is how many match. Sorts: `email` (the email, or the id without one, in
 * English order), `role`, `totalLineups`, `createdAt` (the default, newest first descending) and
 * `status` (descending: locked accounts first, then by failed attempts; ascending the reverse);
 * ties by email (or id), then id. Each row as `adminUserRow` makes it.
 *
 * Every user is read for the few fields searching and sorting need (a projection), the page picked
 * without sorting them all (`sortedPageOf`); only the page's users, their teams (on the owner index)
 * and their sign-in states are read whole. Sorting by `totalLineups` reads every team's owner, by
 * `status` every matching user's sign-in state. With an outside issuer (`accounts` not available)
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
  const listed = await users.find({}, { projection: { email: 1, role: 1, createdAt: 1 } });
  const search = query.search.toLowerCase();
  const matching =
    search === ''
      ? listed
      : listed.filter(
          (user) =>
            containsText(user._id, search) || (user.email !== null && containsText(user.email, search)),
        );
  const valueIn = await sortValueOf(query.sort, matching, { teams, accounts, now });
  const page = sortedPageOf(
    matching,
    { valueIn, order: query.order, identity: (user) => ({ name: user.email ?? user._id, id: user._id }) },
    query,
  );
  const ids = page.rows.map((user) => user._id);
  const [records, owned, states] = await Promise.all([
    ids.length === 0 ? [] : users.find({ _id: { $in: ids } }),
    ids.length === 0 ? [] : teams.find({ ownerId: { $in: ids } }),
    signInStatesOf(accounts, page.rows, now),
  ]);
  const byId = new Map(records.map((user) => [user._id, user]));
  const counts = lineupCountsByOwner(owned);
  const rows = page.rows.flatMap((listedUser) => {
    const user = byId.get(listedUser._id);
    if (user === undefined) return []; // deleted between the two reads
    const signIn =
      states === null ? 'not-available' : user.email === null ? undefined : states.get(user.email);
    return [adminUserRow(user, counts.get(user._id), signIn)];
  });
  return { users: rows, total: page.total, pagination: page.pagination };
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
