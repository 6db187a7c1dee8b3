import type { ProjectionMode } from '@lineup-lab/core';
import { ConflictError } from '@lineup-lab/sdk';
import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { CliError } from '../cli-error.js';
import { modeOption, type ServerOptions, weekOption, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { confirm } from '../render/ask.js';
import { jsonDocument, present } from '../render/output.js';
import {
  appliedText,
  hasMoves,
  OptimizePreviewScreen,
  type OptimizeResult,
  previewText,
} from '../screens/optimize-view.js';
import { onServer, serverFailure } from '../server-failure.js';
import { serverUrl } from '../server-url.js';
import { weekOrPlanning } from './planning-week.js';

interface OptimizeOptions extends ServerOptions {
  week?: number;
  mode?: ProjectionMode;
  apply?: boolean;
}

/**
 * `lineup optimize TEAM [--week N] [--mode M] [--apply]`: first the preview — the moves to the
 * week's optimal lineup and the gain, from `client.teams.week` (one read) — then, with `--apply` or
 * a yes on a terminal, `client.lineups.optimize` with the team version the preview was read at, so
 * a team changed meanwhile is refused (409) rather than optimised unseen. With `--json` it never
 * asks: it applies only with `--apply`.
 */
export function optimizeCommand(program: Command, io: CliIo): void {
  withServerOptions(
    program
      .command('optimize')
      .description("preview the week's optimal lineup (moves and gain), and apply it")
      .argument('<team>', 'the team name (quote it if it has spaces)')
      .addOption(weekOption())
      .addOption(modeOption())
      .option('--apply', 'apply the optimal lineup without asking'),
    'print { preview, applied } (client.teams.week, client.lineups.optimize) as JSON',
  ).action(async (teamName: string, options: OptimizeOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const { mode } = options;
    const preview = await onServer(server, async () => {
      const week = await weekOrPlanning(client, server, options.week);
      return client.teams.week(teamName, week, { mode });
    });
    if (!options.json) {
      present(io, options, {
        result: preview,
        text: previewText,
        screen: (week) => <OptimizePreviewScreen week={week} />,
      });
    }
    const done = (result: OptimizeResult) => {
      if (options.json) io.stdout(jsonDocument(result));
    };
    if (!hasMoves(preview)) return done({ preview, applied: null });

    let apply = options.apply === true;
    if (!apply && !options.json) {
      const answer = await confirm(io.terminal, `Apply these ${preview.optimal.moves.length} moves?`);
      if (answer === undefined) {
        io.stdout('Nothing changed: pass --apply to make these moves.\n');
        return;
      }
      if (!answer) throw new CliError(`The lineup of '${preview.team.teamName}' was not changed.`);
      apply = true;
    }
    if (!apply) return done({ preview, applied: null });

    const applied = await client.lineups
      .optimize(teamName, { week: preview.week, mode: preview.mode, expectedVersion: preview.team.version })
      .catch((error: unknown) => {
        if (error instanceof ConflictError) {
          throw new CliError(
            `Team '${preview.team.teamName}' changed since the preview: nothing was applied. Run \`lineup optimize\` again to see the moves now.`,
            { cause: error },
          );
        }
        throw serverFailure(server, error);
      });
    if (options.json) return done({ preview, applied });
    io.stdout(appliedText(applied));
  });
}
