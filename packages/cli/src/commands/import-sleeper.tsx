import type { SleeperLeaguesResponse } from '@lineup-lab/core';
import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { CliError, EXIT } from '../cli-error.js';
import { withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import {
  type LeagueChoices,
  LeagueChoicesScreen,
  leagueChoicesText,
} from '../screens/import-choices-view.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';
import { type RosterPickOptions, refuseTeamBeforeLeague, withRosterPickOptions } from './import-options.js';
import { checkLeagueRef, importFromLeague } from './import-roster.js';

interface SleeperOptions extends RosterPickOptions {
  league?: string;
}

/** A Sleeper user's leagues as the list to pick from. */
function sleeperChoices(answer: SleeperLeaguesResponse): LeagueChoices {
  const { user, season } = answer;
  return {
    title: `${user.displayName} (${user.username}) on Sleeper: NFL leagues of ${season}`,
    leagues: answer.leagues,
    next: 'lineup import sleeper --league ID',
    none: `No NFL leagues of ${season}.`,
  };
}

/**
 * `lineup import sleeper [USERNAME] [--league ID] [--team ID] [--name TEAM_NAME] [--yes]`: a
 * Sleeper user's NFL leagues of the season under way (`client.leagues.sleeper.leagues`); with
 * `--league`, that league's teams; with `--team` too, the preview and the import
 * (`importFromLeague`).
 */
export function importSleeperCommand(imports: Command, io: CliIo): void {
  withServerOptions(
    withRosterPickOptions(
      imports
        .command('sleeper')
        .description('import your team from a Sleeper league')
        .argument('[username]', 'your Sleeper username (not the display name): lists your leagues')
        .option('--league <id>', "the league (its League ID in the list): lists the league's teams"),
    ),
    'print the SDK’s answer as JSON (leagues, teams, or { preview, imported } with --team)',
  ).action(async (username: string | undefined, options: SleeperOptions) => {
    const server = serverUrl(options.server, io.env);
    if (options.league === undefined) {
      if (username === undefined) {
        throw new CliError('Give your Sleeper username to list your leagues, or --league ID.', {
          exitCode: EXIT.usage,
        });
      }
      refuseTeamBeforeLeague(options, '--league ID');
      const client = await signedInClient(io, server);
      const result = await onServer(server, () => client.leagues.sleeper.leagues({ username }));
      present(io, options, {
        result,
        text: (answer) => leagueChoicesText(sleeperChoices(answer)),
        screen: (answer) => <LeagueChoicesScreen choices={sleeperChoices(answer)} />,
      });
      return;
    }
    const ref = { provider: 'sleeper', leagueId: options.league } as const;
    checkLeagueRef(ref);
    const client = await signedInClient(io, server);
    await importFromLeague({
      io,
      server,
      client,
      ref,
      options,
      command: `lineup import sleeper --league ${options.league}`,
    });
  });
}
