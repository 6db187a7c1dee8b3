import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { pino } from 'pino';
import { createSecretBox } from '../adapters/secret-box/aes-gcm-secret-box.js';
import { ConfigError, type ServerConfig } from '../config.js';
import type { SecretBox } from '../ports/secret-box.js';

/** The file, in the data folder, that keeps the key generated outside production. */
export const SECRET_KEY_FILE = 'secret-box.key';

/**
 * The secret box outside accounts' credentials are sealed with: LINEUP_SECRET_KEY's key when set;
 * else, outside production, a key generated once and kept in `<dataDir>/secret-box.key` (mode
 * 0600), with a warning, so a developer's server keeps private ESPN leagues and Yahoo accounts as
 * it will in production; in production without a key, a box that refuses to keep any (those
 * imports answer 503 saying why). The key itself is never logged.
 */
export async function secretBoxOf(
  config: Pick<ServerConfig, 'secretKey' | 'production' | 'dataDir'>,
  logger: pino.Logger,
): Promise<SecretBox> {
  if (config.secretKey) return createSecretBox(config.secretKey);
  if (config.production) {
    logger.warn(
      { secrets: 'none' },
      'secrets: no LINEUP_SECRET_KEY: private ESPN leagues and Yahoo accounts cannot be imported (set it to the base64 of 32 random bytes)',
    );
    return createSecretBox(null);
  }
  const path = join(config.dataDir, SECRET_KEY_FILE);
  const key = await keptKey(path);
  logger.warn(
    { secrets: 'data-dir', path },
    `secrets: no LINEUP_SECRET_KEY: credentials are sealed with a key generated for this machine and kept in ${path} (set LINEUP_SECRET_KEY in production)`,
  );
  return createSecretBox(key);
}

/** The key kept at `path`, generated and written (only by its owner, mode 0600) when there is none. */
async function keptKey(path: string): Promise<Buffer> {
  const fresh = randomBytes(32);
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, `${fresh.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const text = (await readFile(path, 'utf8')).trim();
  const key = Buffer.from(text, 'base64');
  if (!/^[A-Za-z0-9+/]{43}=?$/.test(text) || key.length !== 32) {
    throw new ConfigError(
      `Invalid configuration: ${path} does not hold a secret key (the base64 of 32 bytes): restore it, or set LINEUP_SECRET_KEY`,
    );
  }
  return key;
}
