import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs `lineup-server …` from source as a child process (tsx) and collects its output and exit code. */
export function runLineupServer(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    process.execPath,
    ['--conditions=@lineup-lab/source', '--import', 'tsx', 'src/main.ts', ...args],
    {
      cwd: packageDir,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  // oidc-provider warns on stderr at import time under Node 20 (see TOOLCHAIN.md): not the command's output.
  const own = (text: string) =>
    text
      .split('\n')
      .filter((line) => !line.startsWith('oidc-provider WARNING'))
      .join('\n');
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr: own(stderr) })),
  );
}
