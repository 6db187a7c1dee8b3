/**
 * @lineup-lab/server — the Lineup Lab HTTP app. `createApp` builds it from its ports; `startServer`
 * assembles the ports from configuration and serves it, as the `lineup-server` command (src/main.ts) does.
 */

export type { AppDeps } from './edge/app.js';
export { createApp } from './edge/app.js';
export type { ServerConfig } from './config.js';
export { ConfigError, loadConfig } from './config.js';
export type { EphemeralServer } from './composition/ephemeral-server.js';
export { startEphemeralServer } from './composition/ephemeral-server.js';
export type { Logger } from './logger.js';
export { createLogger, silentLogger } from './logger.js';
export type { PlayerRecord } from './records/player-record.js';
export type { Principal, TokenVerifier } from './ports/identity.js';
export type { Mail, Mailer } from './ports/mailer.js';
export type { Collection, Store } from './ports/store.js';
export type { RunningServer } from './composition/start-server.js';
export { startServer } from './composition/start-server.js';
export { COLLECTIONS } from './ports/collections.js';
export type { CollectionSpec, IndexSpec } from './ports/define-collection.js';
export type { PlayerRef, TeamRecord } from './records/team-record.js';
export { newUserRecord, type UserRecord } from './records/user-record.js';
