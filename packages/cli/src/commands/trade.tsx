import { TRADE_SIDE_MAX } from '@lineup-lab/core';
import type { LineupLabClient } from '@lineup-lab/sdk';
import { type Command, InvalidArgumentError } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { TradeScreen, tradeText } from '../screens/trade-view.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';
import { catalogueId, teamPlayer } from './resolve-player.js';

interface TradeOptions extends ServerOptions {
  give: string[];
  get: string[];
}

/** A comma-separated list of 1 to 3 players. */
function parsePlayers(value: string): string[] {
  const players = value
    .split(',')
    .map((player) => player.trim())
    .filter(Boolean);
  if (players.length === 0 || players.length > TRADE_SIDE_MAX) {
    throw new InvalidArgumentError(`name 1 to ${TRADE_SIDE_MAX} players, separated by commas`);
  }
  return players;
}

/** The ids of the players of each side: the team's given ones by `teamPlayer`, the others by `catalogueId`. */
async function tradeIds(client: LineupLabClient, teamName: string, options: TradeOptions) {
  const give = [];
  for (const wanted of options.give) give.push((await teamPlayer(client, teamName, wanted)).player._id);
  const get = [];
  for (const wanted of options.get) get.push(await catalogueId(client, wanted));
  return { give, get };
}

/**
 * `lineup trade TEAM --give A[,B,C] --get X[,Y,Z]` (Pro): what the trade does over the weeks left
 * (`client.teams.trade`): each side's rest-of-season value with its band, the change to the team's
 * optimal lineups (and, in an imported league, to the other team's) with its band, and the verdict.
 * Players are ids or names: given ones found on the team, received ones in the catalogue.
 */
export function tradeCommand(program: Command, io: CliIo): void {
  withServerOptions(
    program
      .command('trade')
      .description('what a trade does to a team over the rest of the season, with a verdict (Pro)')
      .argument('<team>', 'the team name (quote it if it has spaces)')
      .requiredOption(
        '--give <players>',
        'the players you give: ids or names, comma-separated (1–3)',
        parsePlayers,
      )
      .requiredOption(
        '--get <players>',
        'the players you get: ids or names, comma-separated (1–3)',
        parsePlayers,
      ),
    'print the analysis (client.teams.trade) as JSON',
  ).action(async (teamName: string, options: TradeOptions) => {
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const trade = await onServer(server, async () =>
      client.teams.trade(teamName, await tradeIds(client, teamName, options)),
    );
    present(io, options, {
      result: trade,
      text: tradeText,
      screen: (answer) => <TradeScreen trade={answer} />,
    });
  });
}
