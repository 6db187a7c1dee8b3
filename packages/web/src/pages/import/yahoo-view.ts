import { IMPORT_MESSAGES } from '@lineup-lab/core';
/** What the page says on its return from Yahoo's consent page. */
export const YAHOO_RETURN_MESSAGES = {
  connected: 'Yahoo connected',
  denied: 'You did not allow access on Yahoo',
  expired: 'The connection took too long or was opened twice; try again',
  failed: 'Yahoo could not be connected; try again',
} as const;

/** The outcome of a return from Yahoo: a success to announce, or an error to show. */
export type YahooReturn = { kind: 'connected'; message: string } | { kind: 'error'; message: string };

/** The query parameters the server's Yahoo callback sends the browser back with. */
export const YAHOO_RETURN_PARAMS = ['yahoo', 'reason'] as const;

/**
 * Reads the address the server's Yahoo callback sends the browser back to: `/import?yahoo=connected`,
 * or `/import?yahoo=error&reason=…` with the server's reason (`denied` when the person said no at
 * Yahoo; `expired` or `bad_state` when the consent took too long or its link was opened twice;
 * `not_configured` when the server has no Yahoo app; anything else). `null` when the page was not
 * opened from Yahoo.
 * @example yahooReturnOf(new URLSearchParams('yahoo=error&reason=denied')) // { kind: 'error', message: 'You did not allow access on Yahoo' }
 */
export function yahooReturnOf(params: URLSearchParams): YahooReturn | null {
  const outcome = params.get('yahoo');
  if (outcome === 'connected') return { kind: 'connected', message: YAHOO_RETURN_MESSAGES.connected };
  if (outcome !== 'error') return null;
  const reason = params.get('reason') ?? '';
  if (reason === 'denied') return { kind: 'error', message: YAHOO_RETURN_MESSAGES.denied };
  if (reason === 'expired' || reason === 'bad_state') {
    return { kind: 'error', message: YAHOO_RETURN_MESSAGES.expired };
  }
  if (reason === 'not_configured') return { kind: 'error', message: IMPORT_MESSAGES.yahooNotConfigured };
  return { kind: 'error', message: YAHOO_RETURN_MESSAGES.failed };
}
