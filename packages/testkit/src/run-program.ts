/**
 * TEST SUPPORT: a workspace program run from source as a separate process, the way a user runs the
 * built one (`node dist/main.js`), with its output captured.
 */
import { spawn } from 'node:child_process';

/** What a program run printed, and its exit code. */
export interface ProgramRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `src/main.ts` of the package in `packageDir` (tsx, workspace packages read from source), with
 * `args` and `env` on top of this process's environment.
 */
export function runProgram(
  packageDir: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<ProgramRun> {
  const child = spawn(
    process.execPath,
    ['--conditions=@lineup-lab/source', '--import', 'tsx', 'src/main.ts', ...args],
    { cwd: packageDir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}
