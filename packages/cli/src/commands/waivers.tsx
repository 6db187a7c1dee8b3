import { POSITIONS, type Position, WAIVER_LIST, WAIVER_SORTS } from '@lineup-lab/core';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { WaiversScreen, waiversText } from '../screens/waivers-view.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';

interface WaiversOptions extends ServerOptions {
  position?: Position;
  limit?: number;
  sort?: (typeof WAIVER_SORTS)[number];
}

function parseLimit(value: string): number {
  const limit = Number(value);
  if (!/^\d+$/.test(value.trim()) || limit < 1 || limit > WAIVER_LIST.maxLimit) {
    throw new InvalidArgumentError(`limit must be a whole number from 1 to ${WAIVER_LIST.maxLimit}`);
  }
  return limit;
}

/**
 * `lineup waivers TEAM [--position P] [--limit N] [--sort season|week]` (Pro): the team's best
 * pickups among its free agents (`client.teams.waivers`: an imported league's players on no roster
 * at its last sync, else the whole catalogue), each with what it adds to the team's optimal lineup
 * this week and over the weeks left, his own season total, the player to drop and the reason.
 */
export function waiversCommand(program: Command, io: CliIo): void {
  withServerOptions(
    program
      .command('waivers')
      .description("a team's best pickups among its free agents, with whom to drop (Pro)")
      .argument('<team>', 'the team name (quote it if it has spaces)')
      .addOption(new Option('--position <position>', 'only this position').choices(POSITIONS))
      .addOption(
        new Option(
          '--limit <n>',
          `at most this many (1–${WAIVER_LIST.maxLimit}, default ${WAIVER_LIST.defaultLimit})`,
        ).argParser(parseLimit),
      )
      .addOption(
        new Option('--sort <order>', "by the rest of the season's gain (default) or this week's").choices(
          WAIVER_SORTS,
        ),
      ),
    'print the list (client.teams.waivers) as JSON',
  ).action(async (teamName: string, options: WaiversOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const list = await onServer(server, () =>
      client.teams.waivers(teamName, {
        ...(options.position && { position: options.position }),
        ...(options.limit !== undefined && { limit: options.limit }),
        ...(options.sort && { sort: options.sort }),
      }),
    );
    present(io, options, {
      result: list,
      text: waiversText,
      screen: (answer) => <WaiversScreen list={answer} />,
    });
  });
}
