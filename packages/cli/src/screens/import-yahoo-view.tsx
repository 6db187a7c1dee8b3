import { Text } from 'ink';
import { Spinner } from '../render/Spinner.js';

/** How long `lineup import yahoo` waits for the account to be connected, in words. */
export const YAHOO_WAIT_TEXT = '10 minutes';

const WAITING = `Waiting for Yahoo… (Ctrl-C stops; gives up after ${YAHOO_WAIT_TEXT})`;

/** The one line saying the account is connected. */
export const YAHOO_CONNECTED = 'Yahoo account connected.';

/**
 * The connect prompt as plain text: what to do and the address, on a line of its own and never
 * wrapped (so that a terminal can open it and a copy of it is whole).
 */
export function yahooPromptText(authorizationUrl: string): string {
  return `To connect your Yahoo account, open this in a browser, allow access, then come back here:\n\n  ${authorizationUrl}\n\n`;
}

/** The wait, as plain text. */
export const YAHOO_WAITING_TEXT = `${WAITING}\n`;

/** Where the connection stands while the wait shows. */
type YahooWaitState = { kind: 'waiting' } | { kind: 'connected' } | { kind: 'failed'; message: string };

/** The wait on a terminal: a spinner, then the outcome. */
export function YahooWaitScreen({ state }: { state: YahooWaitState }) {
  if (state.kind === 'connected') return <Text color="green">✔ {YAHOO_CONNECTED}</Text>;
  if (state.kind === 'failed') return <Text color="red">✖ {state.message}</Text>;
  return <Spinner label={WAITING} />;
}
