import type { YahooConnection } from '@lineup-lab/core';
import type { LineupLabClient } from '@lineup-lab/sdk';
import { CliError } from '../cli-error.js';
import { type CliIo, nowOf } from '../io.js';
import { type LiveScreen, liveScreen } from '../render/live-screen.js';
import {
  YAHOO_CONNECTED,
  YAHOO_WAIT_TEXT,
  YAHOO_WAITING_TEXT,
  YahooWaitScreen,
  yahooPromptText,
} from '../screens/import-yahoo-view.js';
import { onServer } from '../server-failure.js';

/** How often the connection is asked for while the person is at Yahoo's page. */
export const YAHOO_POLL_MS = 2_000;
/** How long the wait lasts before it gives up (`YAHOO_WAIT_TEXT` in words). */
export const YAHOO_WAIT_MS = 10 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks the server for the connection every `YAHOO_POLL_MS` until the account is connected; gives
 * up once `YAHOO_WAIT_MS` have passed by `io`'s clock.
 */
async function waitUntilConnected(
  io: CliIo,
  server: string,
  client: LineupLabClient,
): Promise<YahooConnection> {
  const deadline = nowOf(io).getTime() + YAHOO_WAIT_MS;
  for (;;) {
    await sleep(YAHOO_POLL_MS);
    const connection = await onServer(server, () => client.leagues.yahoo.connection());
    if (connection.connected) return connection;
    if (nowOf(io).getTime() >= deadline) {
      throw new CliError(
        `Yahoo was not connected within ${YAHOO_WAIT_TEXT}. Run \`lineup import yahoo\` again for a new address.`,
      );
    }
  }
}

/**
 * Connects the person's Yahoo account: the server's authorization address
 * (`client.leagues.yahoo.connect()`, Yahoo's consent page, which comes back to the server) printed
 * on a line of its own, "open this in a browser, allow access, then come back", then the wait
 * (`waitUntilConnected`), with a spinner on a terminal. Ctrl-C stops it, as any command. With
 * `json`, everything goes to stderr, leaving stdout to the result.
 */
export async function connectYahoo(input: {
  io: CliIo;
  server: string;
  client: LineupLabClient;
  json: boolean;
}): Promise<YahooConnection> {
  const { io, server, client, json } = input;
  const { authorizationUrl } = await onServer(server, () => client.leagues.yahoo.connect());
  const say = json ? io.stderr : io.stdout;
  say(yahooPromptText(authorizationUrl));
  const terminal = io.terminal;
  let screen: LiveScreen | undefined;
  if (!json && terminal?.stdout) {
    screen = liveScreen(
      { ...terminal, stdout: terminal.stdout },
      <YahooWaitScreen state={{ kind: 'waiting' }} />,
    );
  } else {
    say(YAHOO_WAITING_TEXT);
  }
  try {
    const connection = await waitUntilConnected(io, server, client);
    if (screen) await screen.finish(<YahooWaitScreen state={{ kind: 'connected' }} />);
    else say(`${YAHOO_CONNECTED}\n`);
    say('\n');
    return connection;
  } catch (error) {
    // The reason follows on stderr, from the top-level catch.
    await screen?.finish(<YahooWaitScreen state={{ kind: 'failed', message: 'Not connected.' }} />);
    throw error;
  }
}
