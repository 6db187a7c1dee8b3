import { DEFAULT_PORT } from '@lineup-lab/core';
import { z } from 'zod';

const ZPort = z
  .string()
  .regex(/^\d+$/, 'must be a whole number from 0 to 65535')
  .transform(Number)
  .pipe(z.number().max(65535, 'must be a whole number from 0 to 65535'));

/**
 * The server's environment variables. `HOST` defaults to 0.0.0.0 (every interface, as a
 * container or a VM needs); set `HOST=127.0.0.1` to keep the server to this machine.
 */
const ZConfig = z.object({
  PORT: ZPort.default(DEFAULT_PORT),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  WEB_ROOT: z.string().min(1, 'must not be empty').optional(),
});

export interface ServerConfig {
  port: number;
  host: string;
  webRoot: string | undefined;
}

/** A bad value in the environment; the message names the variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads the configuration from the environment once, or throws a `ConfigError` naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined>): ServerConfig {
  const parsed = ZConfig.safeParse({ PORT: env.PORT, HOST: env.HOST, WEB_ROOT: env.WEB_ROOT });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name} ${issue.message} (got ${JSON.stringify(env[name])})`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return { port: parsed.data.PORT, host: parsed.data.HOST, webRoot: parsed.data.WEB_ROOT };
}
