import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { pino } from 'pino';
import { loadConfig } from '../config.js';
import { silentLogger } from '../logger.js';
import type { Clock } from '../ports/clock.js';
import { type RunningServer, startServer } from './start-server.js';

/** A throw-away server: its own data folder, removed when it closes. */
export interface EphemeralServer extends RunningServer {
  dataDir: string;
}

/**
 * Starts a real Lineup Lab server for tests and tools: embedded store in a fresh temporary folder,
 * embedded sign-in with passwords hashed at the test cost (`PASSWORD_HASH_COST=test`: its accounts
 * live as long as the folder), 127.0.0.1 on a free port, silent logs. `env` overrides any setting (see
 * `.env.example`); `options.clock` stands in for the time (the NFL calendar, the demo season);
 * closing it stops the server and deletes its data.
 * @example
 * const server = await startEphemeralServer({ ADMIN_PASSWORD: 'admin-password-1' });
 * const client = createClient({ baseUrl: server.url });
 * await server.close();
 */
export async function startEphemeralServer(
  env: Record<string, string> = {},
  options: { version?: string; logger?: pino.Logger; clock?: Clock } = {},
): Promise<EphemeralServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lineup-lab-'));
  try {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'ephemeral-admin',
      PASSWORD_HASH_COST: 'test',
      ...env,
    });
    const server = await startServer(config, {
      version: options.version ?? '0.0.0-ephemeral',
      logger: options.logger ?? silentLogger,
      ...(options.clock && { clock: options.clock }),
    });
    return {
      ...server,
      dataDir,
      async close() {
        await server.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
