import { type Command, InvalidArgumentError, Option } from 'commander';
import { CliError, EXIT } from '../cli-error.js';
import type { ServerOptions } from '../command-options.js';

/** The options every `lineup import HOST` takes to pick a team in a league and import it. */
export interface RosterPickOptions extends ServerOptions {
  /** The host's number for the team (`Team ID` in the league's list). */
  team?: number;
  /** The name of the team it becomes (default: its name in the league, else the league's). */
  name?: string;
  /** Import without asking. */
  yes?: boolean;
}

/** `--team ID`: a team's number in its league (0 or more), refused as a usage error otherwise. */
function parseRosterId(value: string): number {
  if (!/^\d{1,9}$/.test(value.trim())) {
    throw new InvalidArgumentError("a team's ID is its number in the league's list (0, 1, 2 …)");
  }
  return Number(value);
}

/** Adds `--team ID`, `--name TEAM_NAME` and `--yes` to an import command. */
export function withRosterPickOptions(command: Command): Command {
  return command
    .addOption(
      new Option(
        '--team <id>',
        'your team in the league (its Team ID): preview it, then import it',
      ).argParser(parseRosterId),
    )
    .option('--name <team-name>', 'the name of the team it becomes (default: its name in the league)')
    .option('-y, --yes', 'import without asking');
}

/** `--season YEAR`: a season's year, refused as a usage error otherwise. */
export function parseSeason(value: string): number {
  const year = Number(value);
  if (!/^\d{4}$/.test(value.trim()) || year < 2000 || year > 2100) {
    throw new InvalidArgumentError('a season is a year such as 2026');
  }
  return year;
}

/**
 * Refuses `--team`, `--name` and `--yes` before the league is named (`flag`, e.g. '--league ID'):
 * they pick a team in a league.
 */
export function refuseTeamBeforeLeague(options: RosterPickOptions, flag: string): void {
  if (options.team !== undefined || options.name !== undefined || options.yes) {
    throw new CliError(`--team, --name and --yes go with ${flag}: pick the league first.`, {
      exitCode: EXIT.usage,
    });
  }
}
