/**
 * @lineup-lab/server — the Lineup Lab HTTP app. `createApp` builds it from its ports; `startServer`
 * assembles the ports from configuration and serves it, as the `lineup-server` command (src/main.ts) does.
 */

export type { AppDeps } from './app.js';
export { createApp } from './app.js';
export type { ServerConfig } from './config.js';
export { ConfigError, loadConfig } from './config.js';
export type { EphemeralServer } from './ephemeral-server.js';
export { startEphemeralServer } from './ephemeral-server.js';
export type { Logger } from './logger.js';
export { createLogger, silentLogger } from './logger.js';
export type { PlayerRecord } from './players/player-record.js';
export type { Principal, TokenVerifier } from './ports/identity.js';
export type { Mail, Mailer } from './ports/mailer.js';
export type { Collection, Store } from './ports/store.js';
export type { RunningServer } from './start-server.js';
export { startServer } from './start-server.js';
export { COLLECTIONS } from './store/collections.js';
export type { CollectionSpec, IndexSpec } from './store/define-collection.js';
export type { PlayerRef, TeamRecord } from './teams/team-record.js';
export { newUserRecord, type UserRecord } from './users/user-record.js';
