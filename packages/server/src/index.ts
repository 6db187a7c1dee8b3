/**
 * @lineup-lab/server — the Lineup Lab HTTP app. `createApp` builds it; the `lineup-server` command
 * (src/main.ts) runs it.
 */

export type { CreateAppOptions } from './app.js';
export { createApp } from './app.js';
export type { Logger } from './logger.js';
export { createLogger, silentLogger } from './logger.js';
