import type { YahooConnection } from '@lineup-lab/core';
import { COLLECTIONS } from '../../../ports/collections.js';
import type { YahooDeps } from './yahoo-deps.js';

/**
 * `GET /api/import/yahoo/connection`: whether Yahoo import can be used on this server (an app is
 * configured and tokens can be sealed), and whether the caller's account is connected, since when.
 */
export async function yahooConnectionStatus(deps: YahooDeps, ownerId: string): Promise<YahooConnection> {
  const record = await COLLECTIONS.yahooConnections.of(deps.ctx.store).findOne({ _id: ownerId });
  const connected = record?.tokens !== undefined;
  return {
    configured: deps.oauth !== null && deps.secrets.available,
    connected,
    connectedAt: connected ? (record?.connectedAt ?? null) : null,
  };
}
