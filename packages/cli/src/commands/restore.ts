import { describeRosterChange, rosterOf } from '@lineup-lab/core';
import { type Command, InvalidArgumentError } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';

/** VERSION: a whole number, refused as a usage error otherwise. */
function parseVersion(text: string): number {
  if (!/^\d+$/.test(text.trim())) throw new InvalidArgumentError('The version must be a whole number.');
  return Number(text);
}

/**
 * `lineup restore TEAM VERSION` (Pro and exempt): brings a version of the last 30 days back
 * (`client.teams.restore`) on the team as it stands now (its current version as the expected one,
 * so a change made meanwhile elsewhere is refused with 409 rather than overwritten). The restore is
 * a new version itself: `lineup history` lists it, and it can be undone the same way.
 */
export function restoreCommand(program: Command, io: CliIo): void {
  withServerOptions(
    program
      .command('restore')
      .description("bring back a version of the team's last 30 days (Pro)")
      .argument('<team>', 'the team name (quote it if it has spaces)')
      .argument('<version>', 'the version number `lineup history` lists', parseVersion),
    'print { team, restored } (client.teams.restore) as JSON',
  ).action(async (teamName: string, version: number, options: ServerOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const result = await onServer(server, async () => {
      const { team: before } = await client.teams.get(teamName);
      const restored = await client.teams.restore(teamName, version, { expectedVersion: before.version });
      return { ...restored, changes: describeRosterChange(rosterOf(before), rosterOf(restored.team)) };
    });
    const { changes, ...answer } = result;
    present(io, options, {
      result: answer,
      text: ({ team, restored }) =>
        changes === 'No change'
          ? `'${team.teamName}' already stands as version ${restored}: nothing to restore.\n`
          : `Restored version ${restored} of '${team.teamName}' (now version ${team.version}): ${changes}.\n`,
    });
  });
}
