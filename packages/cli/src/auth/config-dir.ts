import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import type { CliIo } from '../io.js';

/** The folder under the user's configuration directory that holds the CLI's files. */
const CONFIG_FOLDER = 'lineup-lab';

/**
 * The CLI's configuration directory: `LINEUP_CONFIG_DIR` when set (tests, several profiles), else
 * `$XDG_CONFIG_HOME/lineup-lab` (an absolute XDG_CONFIG_HOME only, as the XDG spec says), else
 * `%APPDATA%\lineup-lab` on Windows, else `~/.config/lineup-lab`.
 */
export function configDir(env: CliIo['env'], platform: NodeJS.Platform = process.platform): string {
  if (env.LINEUP_CONFIG_DIR) return env.LINEUP_CONFIG_DIR;
  if (env.XDG_CONFIG_HOME && isAbsolute(env.XDG_CONFIG_HOME)) return join(env.XDG_CONFIG_HOME, CONFIG_FOLDER);
  if (platform === 'win32' && env.APPDATA) return join(env.APPDATA, CONFIG_FOLDER);
  return join(env.HOME || homedir(), '.config', CONFIG_FOLDER);
}
