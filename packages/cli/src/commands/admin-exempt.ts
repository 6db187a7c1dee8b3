import type { AdminUser } from '@lineup-lab/core';
import type { LineupLabClient } from '@lineup-lab/sdk';
import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { CliError } from '../cli-error.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { exemptText } from '../screens/admin-views.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';

interface ExemptOptions extends ServerOptions {
  reason?: string;
}

/** The largest page the users list gives. */
const SEARCH_LIMIT = 100;

/** The user whose email is `email` (any case), found by the users list's search. */
async function userByEmail(client: LineupLabClient, email: string): Promise<AdminUser | undefined> {
  const wanted = email.trim().toLowerCase();
  const { users } = await client.admin.users({ search: email.trim(), limit: SEARCH_LIMIT });
  return users.find((user) => user.email?.toLowerCase() === wanted);
}

function exemptCommand(admin: Command, io: CliIo, exempt: boolean): void {
  const command = admin
    .command(exempt ? 'grant-exempt' : 'revoke-exempt')
    .description(
      exempt ? 'give a user exempt access (unlimited, no plan)' : "take a user's exempt access away",
    )
    .argument('<email>', "the user's email");
  if (exempt) command.option('--reason <text>', "shown as the exempt reason (default: the server's)");
  withServerOptions(command, 'print the user’s subscription status as JSON').action(
    async (email: string, options: ExemptOptions) => {
      const server = serverUrl(options.server, io.env);
      const client = await signedInClient(io, server);
      const result = await onServer(server, async () => {
        const user = await userByEmail(client, email);
        if (!user) throw new CliError(`No user with the email ${email} on ${server}.`);
        return client.admin.setExempt(user.id, {
          exempt,
          ...(options.reason !== undefined && { reason: options.reason }),
        });
      });
      present(io, options, { result, text: (status) => exemptText(email.trim(), status) });
    },
  );
}

/**
 * `lineup admin grant-exempt EMAIL [--reason R]` and `lineup admin revoke-exempt EMAIL`: the email is
 * found with the users list's search, then `client.admin.setExempt(id, { exempt, reason })`.
 */
export function adminExemptCommands(admin: Command, io: CliIo): void {
  exemptCommand(admin, io, true);
  exemptCommand(admin, io, false);
}
