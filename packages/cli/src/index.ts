/**
 * @lineup-lab/cli — the `lineup` command. `runCli` runs it in-process (for tests and embedding);
 * src/main.ts is the bin.
 */
export { CliError, EXIT } from './cli-error.js';
export type { CliIo } from './io.js';
export { processIo } from './io.js';
export { runCli } from './run-cli.js';
export { DEFAULT_SERVER } from './server-url.js';
