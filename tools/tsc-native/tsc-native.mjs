#!/usr/bin/env node
/**
 * `tsc-native …`: TypeScript 7's `tsc` (the native compiler) with the arguments given, its exit code
 * passed on. TypeScript 7 is this package's own dependency, so that its `tsc` command is linked here
 * only and the workspace's `tsc` stays TypeScript 6 (see README.md).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const typescript = dirname(createRequire(import.meta.url).resolve('typescript/package.json'));
const run = spawnSync(process.execPath, [join(typescript, 'bin', 'tsc'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (run.error) throw run.error;
process.exit(run.status ?? 1);
