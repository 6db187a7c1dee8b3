import { runServerCli } from './jobs/commands/run-server-cli.js';

const code = await runServerCli(process.argv.slice(2));
// A failure ends the process even when something it opened (a half-started server) is still pending.
if (code !== 0) process.exit(code);
