import type {
  AdminStatsResponse,
  AdminUser,
  AdminUsersResponse,
  GameTimeOptions,
  MlStatusResponse,
  SetExemptResponse,
} from '@lineup-lab/core';
import { Box, Text } from 'ink';
import { Table } from '../render/Table.js';
import { type Cell, type TableModel, textTable } from '../render/text-table.js';
import { changedAt } from './teams-view.js';

/** The users of a page as a table: email (or id), role, tier, teams, created, sign-in lock. */
function usersTable(result: AdminUsersResponse, time: GameTimeOptions): TableModel {
  return {
    columns: [
      { header: 'Email' },
      { header: 'Role' },
      { header: 'Tier' },
      { header: 'Teams', align: 'right' },
      { header: 'Created' },
      { header: 'Sign-in' },
    ],
    rows: result.users.map((user) => [
      { text: user.email ?? user.id, tone: 'strong' },
      { text: user.role },
      { text: user.exemptReason ? `${user.tier} (${user.exemptReason})` : user.tier },
      { text: `${user.activeLineups}/${user.totalLineups}` },
      { text: changedAt(user.createdAt, time), tone: 'muted' },
      signInCell(user),
    ]),
  };
}

/**
 * A user's sign-in column: `locked (5 failed)`, `2 failed` or `ok`; `not available` when the identity
 * provider keeps sign-in state the server cannot read (an outside issuer: its lock and count say
 * nothing), as the web's Users tab says "Not available".
 */
function signInCell(user: AdminUser): Cell {
  if (user.signInState === 'not-available') return { text: 'not available', tone: 'muted' };
  if (user.accountLocked) return { text: `locked (${user.loginAttempts} failed)`, tone: 'bad' };
  return { text: user.loginAttempts > 0 ? `${user.loginAttempts} failed` : 'ok' };
}

/** `Page 1 of 2, 53 users match.` */
function usersFooter(result: AdminUsersResponse): string {
  const { current_page, total_pages } = result.pagination;
  return `Page ${current_page} of ${total_pages}, ${result.total} ${result.total === 1 ? 'user matches' : 'users match'}.`;
}

/** `lineup admin users` as plain text. */
export function usersText(result: AdminUsersResponse, time: GameTimeOptions): string {
  const table = result.users.length > 0 ? textTable(usersTable(result, time)) : '';
  return `${table}${usersFooter(result)}\n`;
}

/** `lineup admin users` on a terminal. */
export function UsersScreen({ result, time }: { result: AdminUsersResponse; time: GameTimeOptions }) {
  return (
    <Box flexDirection="column">
      {result.users.length > 0 && <Table table={usersTable(result, time)} />}
      <Text dimColor>{usersFooter(result)}</Text>
    </Box>
  );
}

/** `lineup admin grant-exempt` / `revoke-exempt` as plain text: whose plan it is now. */
export function exemptText(email: string, status: SetExemptResponse): string {
  const plan = status.exemptReason ? `${status.tier} (${status.exemptReason})` : status.tier;
  return `${email} is now on the ${plan} plan.\n`;
}

/** `lineup admin stats` as plain text. */
export function statsText({ stats, recent }: AdminStatsResponse, time: GameTimeOptions): string {
  const lines = [
    `Users: ${stats.totalUsers} (${stats.adminUsers} admin)`,
    `Teams: ${stats.totalLineups} (${stats.activeLineups} active)`,
    `Players: ${stats.totalPlayers}`,
  ];
  if (recent.users.length > 0) {
    const table: TableModel = {
      columns: [{ header: 'Recent users' }, { header: 'Role' }, { header: 'Created' }],
      rows: recent.users.map((user) => [
        { text: user.email ?? user.id },
        { text: user.role },
        { text: changedAt(user.createdAt, time) },
      ]),
    };
    return `${lines.join('\n')}\n\n${textTable(table)}`;
  }
  return `${lines.join('\n')}\n`;
}

/** `lineup admin ml-status` as plain text. */
export function mlStatusText(status: MlStatusResponse): string {
  const none = '(none)';
  return [
    `Active model: ${status.best_model_name ?? none}`,
    `Loaded models: ${status.loaded_models.join(', ') || none}`,
    `Features: ${status.feature_columns.length}${status.feature_columns.length > 0 ? ` (${status.feature_columns.join(', ')})` : ''}`,
    `Scaler: ${status.has_scaler ? 'yes' : 'no'}`,
    `Version: ${status.metadata?.version ?? none}`,
    `Trained at: ${status.metadata?.trained_at ?? none}`,
    '',
  ].join('\n');
}
