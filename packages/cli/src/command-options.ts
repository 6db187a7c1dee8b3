import { PROJECTION_MODES, SEASON_WEEKS, VALIDATION_MESSAGES } from '@lineup-lab/core';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { DEFAULT_SERVER } from './server-url.js';

/** The options every command that talks to a server takes. */
export interface ServerOptions {
  server?: string;
  json?: boolean;
}

/** Adds `--server URL` and `--json` to a command. */
export function withServerOptions(command: Command, json = 'print the result as one JSON document'): Command {
  return command
    .option('--server <url>', `server URL (default: $LINEUP_SERVER, else ${DEFAULT_SERVER})`)
    .option('--json', json);
}

/** `--week N`: a regular-season week, refused as a usage error otherwise. */
function parseWeek(value: string): number {
  const week = Number(value);
  if (!/^\d+$/.test(value.trim()) || week < SEASON_WEEKS.first || week > SEASON_WEEKS.last) {
    throw new InvalidArgumentError(VALIDATION_MESSAGES.weekInvalid);
  }
  return week;
}

/** `--week N`, when the command defaults to the week the server plans for. */
export function weekOption(): Option {
  return new Option('--week <n>', 'week 1–18 (default: the week the server plans for)').argParser(parseWeek);
}

/**
 * `--mode`: which projection the totals, better options and the optimal lineup are worked out in;
 * absent, the team's own (`lineup mode TEAM`), as the server decides.
 */
export function modeOption(): Option {
  return new Option('--mode <mode>', "projection mode (default: the team's own)").choices(PROJECTION_MODES);
}
