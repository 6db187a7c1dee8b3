/**
 * @lineup-lab/cli — the `lineup` command. `runCli` runs it in-process (for tests and embedding);
 * src/main.ts is the bin.
 */

// Values

export { configDir } from './auth/config-dir.js';
export { CREDENTIALS_FILE } from './auth/credentials.js';
export { CliError, EXIT } from './cli-error.js';
export { processIo } from './io.js';
export { runCli } from './run-cli.js';
export { DEFAULT_SERVER } from './server-url.js';

// Types

export type { StoredSession } from './auth/credentials.js';
export type { CliIo, Terminal } from './io.js';
