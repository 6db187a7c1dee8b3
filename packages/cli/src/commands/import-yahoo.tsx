import { IMPORT_MESSAGES, type YahooConnection, type YahooLeaguesResponse } from '@lineup-lab/core';
import type { LineupLabClient } from '@lineup-lab/sdk';
import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { CliError, EXIT } from '../cli-error.js';
import { withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { viewerTimeDisplay } from '../render/time-display.js';
import {
  type LeagueChoices,
  LeagueChoicesScreen,
  leagueChoicesText,
} from '../screens/import-choices-view.js';
import { changedAt } from '../screens/teams-view.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';
import { type RosterPickOptions, refuseTeamBeforeLeague, withRosterPickOptions } from './import-options.js';
import { checkLeagueRef, importFromLeague } from './import-roster.js';
import { connectYahoo } from './import-yahoo-connect.js';

interface YahooOptions extends RosterPickOptions {
  league?: string;
  disconnect?: boolean;
}

/** The connected account's leagues as the list to pick from. */
function yahooChoices(answer: YahooLeaguesResponse): LeagueChoices {
  return {
    title: `Your Yahoo NFL leagues of ${answer.season}`,
    leagues: answer.leagues,
    next: 'lineup import yahoo --league ID',
    none: `Your Yahoo account has no NFL leagues of ${answer.season}.`,
  };
}

const DISCONNECTED =
  'Your Yahoo account is disconnected: Lineup Lab no longer holds access to it, and leagues imported ' +
  'from it will not sync until you connect it again (`lineup import yahoo`).\n';

/** `--disconnect`: forgets the Yahoo account's tokens (`client.leagues.yahoo.disconnect()`). */
async function disconnect(io: CliIo, server: string, options: YahooOptions): Promise<void> {
  if (
    options.league !== undefined ||
    options.team !== undefined ||
    options.name !== undefined ||
    options.yes
  ) {
    throw new CliError('--disconnect goes alone.', { exitCode: EXIT.usage });
  }
  const client = await signedInClient(io, server);
  const result = await onServer(server, () => client.leagues.yahoo.disconnect());
  present(io, options, { result, text: () => DISCONNECTED });
}

/**
 * The Yahoo account connected, or connected now: the server's connection says so (refused when the
 * server has no Yahoo app), else `connectYahoo` waits for the person to allow access in a browser.
 */
async function connectedAccount(
  io: CliIo,
  server: string,
  client: LineupLabClient,
  json: boolean,
): Promise<YahooConnection> {
  const connection = await onServer(server, () => client.leagues.yahoo.connection());
  if (!connection.configured) throw new CliError(IMPORT_MESSAGES.yahooNotConfigured);
  if (!connection.connected) return connectYahoo({ io, server, client, json });
  const since = connection.connectedAt
    ? ` since ${changedAt(connection.connectedAt, viewerTimeDisplay(io.env))}`
    : '';
  (json ? io.stderr : io.stdout)(`Yahoo account connected${since}.\n\n`);
  return connection;
}

/**
 * `lineup import yahoo [--league KEY] [--team ID] [--name TEAM_NAME] [--yes]`, `lineup import yahoo
 * --disconnect`: shows the Yahoo connection, connects the account when it is not (`connectYahoo`),
 * then lists its NFL leagues of the season (`client.leagues.yahoo.leagues()`); with `--league`,
 * that league's teams; with `--team` too, the preview and the import (`importFromLeague`).
 */
export function importYahooCommand(imports: Command, io: CliIo): void {
  withServerOptions(
    withRosterPickOptions(
      imports
        .command('yahoo')
        .description('connect your Yahoo account and import your team from a Yahoo league')
        .option(
          '--league <key>',
          'the league (its League ID in the list, like 449.l.123456): lists its teams',
        )
        .option('--disconnect', 'disconnect your Yahoo account (Lineup Lab forgets its access)'),
    ),
    'print the SDK’s answer as JSON (leagues, teams, { preview, imported } with --team, or the connection); the connect prompt goes to stderr',
  ).action(async (options: YahooOptions) => {
    const server = serverUrl(options.server, io.env);
    if (options.disconnect) return disconnect(io, server, options);
    const ref =
      options.league === undefined ? undefined : ({ provider: 'yahoo', leagueId: options.league } as const);
    if (ref) checkLeagueRef(ref);
    else refuseTeamBeforeLeague(options, '--league ID');
    const client = await signedInClient(io, server);
    const json = options.json === true;
    await connectedAccount(io, server, client, json);
    if (!ref) {
      const result = await onServer(server, () => client.leagues.yahoo.leagues());
      present(io, options, {
        result,
        text: (answer) => leagueChoicesText(yahooChoices(answer)),
        screen: (answer) => <LeagueChoicesScreen choices={yahooChoices(answer)} />,
      });
      return;
    }
    await importFromLeague({
      io,
      server,
      client,
      ref,
      options,
      command: `lineup import yahoo --league ${ref.leagueId}`,
    });
  });
}
