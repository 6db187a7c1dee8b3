import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { viewerTimeDisplay } from '../render/time-display.js';
import { UsersScreen, usersText } from '../screens/admin-views.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';

interface UsersOptions extends ServerOptions {
  search?: string;
  limit?: number;
  page?: number;
}

/** A whole number from an option's text; the server's rules (page sizes, pages from 1) are the SDK's. */
function parseWholeNumber(value: string): number {
  if (!/^\d+$/.test(value.trim())) throw new InvalidArgumentError('Not a whole number.');
  return Number(value);
}

/** `lineup admin users`: a page of users, searched by email or id (`client.admin.users`). */
export function adminUsersCommand(admin: Command, io: CliIo): void {
  withServerOptions(
    admin
      .command('users')
      .description('list users: email, role, tier, teams, sign-in lock')
      .option('--search <text>', 'part of the email or id')
      .option('--limit <n>', 'users per page: 10, 20, 50 or 100 (default 50)', parseWholeNumber)
      .option('--page <n>', 'the page, from 1', parseWholeNumber),
    'print { users, total, pagination } as JSON',
  ).action(async (options: UsersOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const result = await onServer(server, () =>
      client.admin.users({
        ...(options.search !== undefined && { search: options.search }),
        ...(options.limit !== undefined && { limit: options.limit }),
        ...(options.page !== undefined && { page: options.page }),
      }),
    );
    const time = viewerTimeDisplay(io.env);
    present(io, options, {
      result,
      text: (answer) => usersText(answer, time),
      screen: (answer) => <UsersScreen result={answer} time={time} />,
    });
  });
}
