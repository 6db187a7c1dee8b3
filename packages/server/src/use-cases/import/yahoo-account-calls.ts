import {
  IMPORT_MESSAGES,
  type YahooConnection,
  type YahooConnectResponse,
  type YahooLeaguesResponse,
} from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import type { YahooAccounts } from '../../ports/yahoo-accounts.js';
import { hostCall, type ImportContext } from './import-context.js';

/**
 * The Yahoo account calls (`/api/import/yahoo/…`) as the import's routes make them: through the
 * server's Yahoo accounts (`ctx.yahoo`, `ports/yahoo-accounts.ts`) when it has a Yahoo app; without
 * one, the connection answers "not configured" and every other call is refused (503,
 * `IMPORT_MESSAGES.yahooNotConfigured`). Calls that reach Yahoo count against the user's import
 * rate and have Yahoo's failures answered as refusals (`hostCall`).
 */

/** The users' Yahoo accounts, or 503 "Yahoo import is not set up on this server." when there is no Yahoo app. */
export function yahooAccountsOf(ctx: ImportContext): YahooAccounts {
  if (!ctx.yahoo) throw new AppError('UNAVAILABLE', IMPORT_MESSAGES.yahooNotConfigured);
  return ctx.yahoo;
}

/** `GET /api/import/yahoo/connection`. */
export async function yahooConnection(ctx: ImportContext, ownerId: string): Promise<YahooConnection> {
  if (!ctx.yahoo) return { configured: false, connected: false, connectedAt: null };
  return ctx.yahoo.connection(ownerId);
}

/** `POST /api/import/yahoo/connection`: where to send the browser to connect. */
export async function connectYahoo(ctx: ImportContext, ownerId: string): Promise<YahooConnectResponse> {
  const accounts = yahooAccountsOf(ctx);
  return hostCall(ctx, ownerId, () => accounts.connect(ownerId));
}

/** `DELETE /api/import/yahoo/connection`. */
export async function disconnectYahoo(ctx: ImportContext, ownerId: string): Promise<YahooConnection> {
  return yahooAccountsOf(ctx).disconnect(ownerId);
}

/** `GET /api/import/yahoo/leagues`. */
export async function listYahooLeagues(ctx: ImportContext, ownerId: string): Promise<YahooLeaguesResponse> {
  const accounts = yahooAccountsOf(ctx);
  return hostCall(ctx, ownerId, () => accounts.leagues(ownerId));
}
