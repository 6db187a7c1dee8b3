import { API_ROUTES, validateWith } from '@lineup-lab/core';
import type { LineupLabClient, RouteBody } from '@lineup-lab/sdk';
import { CliError, EXIT } from '../cli-error.js';
import type { CliIo } from '../io.js';
import { confirm } from '../render/ask.js';
import { jsonDocument, present } from '../render/output.js';
import { RostersScreen, rostersText } from '../screens/import-choices-view.js';
import {
  type ImportOutcome,
  ImportPreviewScreen,
  importedText,
  previewText,
} from '../screens/import-preview-view.js';
import { onServer } from '../server-failure.js';
import type { RosterPickOptions } from './import-options.js';

/** A league at its host, as `client.leagues.rosters` takes it. */
type LeagueRefInput = RouteBody<'importRosters'>;

/**
 * Refuses, before anything is sent (or waited for), a league the contract refuses: its message
 * ('A Yahoo league key looks like 449.l.123456'), as a usage error.
 */
export function checkLeagueRef(ref: LeagueRefInput): void {
  const checked = validateWith(API_ROUTES.importRosters.body, ref);
  if (!checked.ok) throw new CliError(checked.message, { exitCode: EXIT.usage });
}

/** Runs SDK calls, turning their failures into the user's messages. */
type HostCalls = <T>(calls: () => Promise<T>) => Promise<T>;

/** The league named, and how to go on from it. */
interface LeagueStep {
  io: CliIo;
  server: string;
  client: LineupLabClient;
  ref: LeagueRefInput;
  options: RosterPickOptions;
  /** The command that names this league ('lineup import sleeper --league 123'), to add `--team ID` to. */
  command: string;
  /** How the calls' failures are told (default: `onServer`, the server's message). */
  calls?: HostCalls | undefined;
}

/**
 * The steps of an import once the league is named, the same at every host: without `--team`, the
 * league's teams (`client.leagues.rosters`); with it, what importing that team would make
 * (`client.leagues.preview`: slots, bench, players not matched, notes), then, with `--yes` or a
 * yes on a terminal, the import (`client.leagues.import`). Without a terminal to ask on and without
 * `--yes` it only previews (exit 0); no is exit 1. With `--json` it never asks and prints
 * `{ preview, imported }`, `imported` null unless `--yes`.
 */
export async function importFromLeague(step: LeagueStep): Promise<void> {
  const { io, server, client, ref, options } = step;
  const calls: HostCalls = step.calls ?? ((run) => onServer(server, run));
  if (options.team === undefined) {
    if (options.name !== undefined || options.yes) {
      throw new CliError('--name and --yes go with --team ID: pick your team in the league first.', {
        exitCode: EXIT.usage,
      });
    }
    const next = `${step.command} --team ID`;
    const result = await calls(() => client.leagues.rosters(ref));
    present(io, options, {
      result,
      text: (answer) => rostersText(answer, next),
      screen: (answer) => <RostersScreen result={answer} next={next} />,
    });
    return;
  }

  const request: RouteBody<'importLeague'> = {
    ...ref,
    rosterId: options.team,
    ...(options.name !== undefined && { teamName: options.name }),
  };
  const preview = await calls(() => client.leagues.preview(request));
  const done = (outcome: ImportOutcome) => io.stdout(jsonDocument(outcome));
  if (!options.json) {
    present(io, options, {
      result: preview,
      text: previewText,
      screen: (answer) => <ImportPreviewScreen preview={answer} />,
    });
  }

  let go = options.yes === true;
  if (!go && !options.json) {
    const answer = await confirm(io.terminal, `Import it as the team '${preview.teamName}'?`);
    if (answer === undefined) {
      io.stdout('\nNothing imported: pass --yes to import this team.\n');
      return;
    }
    if (!answer) throw new CliError('Nothing was imported.');
    go = true;
  }
  if (!go) return done({ preview, imported: null });

  const imported = await calls(() => client.leagues.import(request));
  if (options.json) return done({ preview, imported });
  io.stdout(importedText(imported));
}
