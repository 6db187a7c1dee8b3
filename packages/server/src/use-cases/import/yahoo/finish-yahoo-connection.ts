import { COLLECTIONS } from '../../../ports/collections.js';
import { HostError } from '../../../ports/host-error.js';
import type { YahooConnectionRecord } from '../../../records/yahoo-connection-record.js';
import { isStateShaped, stateHash } from './connection-state.js';
import type { YahooDeps, YahooTokens } from './yahoo-deps.js';
import { sealTokens, verifierContext } from './yahoo-token-vault.js';

/** Where the browser goes back to after Yahoo: the import page. */
const YAHOO_RETURN_PATH = '/import';

/**
 * Why a connection did not complete, as the import page reads it (`/import?yahoo=error&reason=…`):
 * - `denied`: the person said no at Yahoo (`error=access_denied`); `yahoo_error`: Yahoo sent another error;
 * - `bad_state`: no state, or one we did not make, or already used (a replay);
 * - `expired`: the connection was started more than 10 minutes ago;
 * - `exchange_failed`: Yahoo refused to give tokens for the code; `unavailable`: Yahoo could not be
 *   reached, or the server cannot keep tokens; `not_configured`: no Yahoo app on this server.
 */
type YahooConnectFailure =
  | 'denied'
  | 'yahoo_error'
  | 'bad_state'
  | 'expired'
  | 'exchange_failed'
  | 'unavailable'
  | 'not_configured';

/** The callback's query as Yahoo sends it (`code` and `state`, or `error` and `state`). */
export interface YahooCallbackQuery {
  code?: unknown;
  state?: unknown;
  error?: unknown;
}

/** Where the callback sends the browser: connected, or an error with one of our short reasons. */
export function returnLocation(outcome: 'connected' | YahooConnectFailure): string {
  const query =
    outcome === 'connected'
      ? new URLSearchParams({ yahoo: 'connected' })
      : new URLSearchParams({ yahoo: 'error', reason: outcome });
  return `${YAHOO_RETURN_PATH}?${query}`;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * `GET /api/import/yahoo/callback?code&state` (a browser navigation from Yahoo, without our
 * bearer token: the `state` says whose connection it is). The connection under way with that
 * state is claimed once (a replay finds none), must be under 10 minutes old, and its PKCE verifier
 * goes with the code to Yahoo's token endpoint; the tokens are stored sealed for the user. Answers
 * where to send the browser: `/import?yahoo=connected`, or `/import?yahoo=error&reason=<code>`
 * (never Yahoo's words). Unexpected failures (the store) are thrown.
 */
export async function finishYahooConnection(deps: YahooDeps, query: YahooCallbackQuery): Promise<string> {
  const state = text(query.state);
  const error = text(query.error);
  if (error !== undefined) {
    if (state !== undefined && isStateShaped(state)) await claim(deps, state);
    return returnLocation(error === 'access_denied' ? 'denied' : 'yahoo_error');
  }
  const { oauth } = deps;
  if (oauth === null) return returnLocation('not_configured');
  const code = text(query.code);
  if (
    state === undefined ||
    !isStateShaped(state) ||
    code === undefined ||
    code === '' ||
    code.length > 2048
  ) {
    return returnLocation('bad_state');
  }
  const claimed = await claim(deps, state);
  if (claimed === null) return returnLocation('bad_state');
  const { ownerId, pending } = claimed;
  const now = deps.ctx.clock.now();
  if (Date.parse(pending.expiresAt) <= now.getTime()) return returnLocation('expired');
  if (!deps.secrets.available) return returnLocation('unavailable');
  let verifier: string;
  try {
    verifier = deps.secrets.open(pending.verifier, verifierContext(ownerId));
  } catch {
    return returnLocation('bad_state');
  }

  let tokens: YahooTokens;
  try {
    tokens = await oauth.exchangeCode(code, verifier);
  } catch (cause) {
    if (!(cause instanceof HostError)) throw cause;
    return returnLocation(cause.code === 'unreachable' ? 'unavailable' : 'exchange_failed');
  }
  await COLLECTIONS.yahooConnections.of(deps.ctx.store).updateOne(
    { _id: ownerId, ownerId },
    {
      $set: {
        tokens: sealTokens(deps.secrets, ownerId, tokens),
        accessExpiresAt: tokens.expiresAt.toISOString(),
        connectedAt: now.toISOString(),
        updatedAt: now.toISOString(),
      },
      $unset: { refreshingUntil: true },
      $inc: { tokenVersion: 1 },
    },
    { upsert: true },
  );
  return returnLocation('connected');
}

/**
 * The connection under way with this `state`, taken out of the store so that it cannot be used
 * again (two callbacks with the same state: one wins); `null` when there is none.
 */
async function claim(
  deps: YahooDeps,
  state: string,
): Promise<{ ownerId: string; pending: NonNullable<YahooConnectionRecord['pending']> } | null> {
  const connections = COLLECTIONS.yahooConnections.of(deps.ctx.store);
  const hash = stateHash(state);
  const record = await connections.findOne({ pendingStateHash: hash });
  if (!record?.pending) return null;
  const { modifiedCount } = await connections.updateOne(
    { _id: record._id, pendingStateHash: hash },
    {
      $unset: { pendingStateHash: true, pending: true },
      $set: { updatedAt: deps.ctx.clock.now().toISOString() },
    },
  );
  return modifiedCount === 1 ? { ownerId: record.ownerId, pending: record.pending } : null;
}
