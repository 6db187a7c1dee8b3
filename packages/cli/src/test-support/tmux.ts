/**
 * TEST SUPPORT: a real terminal for the built `lineup`: a tmux server of the test's own (its own
 * socket, no user configuration), one detached session per command at a fixed size, the screen read
 * with `capture-pane` and keys typed with `send-keys`. Panes stay after their program exits
 * (`remain-on-exit`), so the last screen and the exit status can be read.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** Whether tmux can be run here (CI installs it: scripts/workspace.mjs). */
export function hasTmux(): boolean {
  return spawnSync('tmux', ['-V'], { stdio: 'ignore' }).status === 0;
}

/** A word for `sh -c`, quoted. */
function shellQuote(word: string): string {
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/** A program running in a tmux pane: its screen, its keyboard, its end. */
export interface TmuxPane {
  /** What the program wrote, as the terminal shows it: the history and the screen, as text (trailing blanks trimmed). */
  screen(): Promise<string>;
  /** Polls the screen until it matches `pattern` (every 50 ms, at most `ms`); fails showing the screen. */
  waitFor(pattern: RegExp, ms?: number): Promise<RegExpExecArray>;
  /** Types keys, as tmux names them (`y`, `Enter`, `C-c`). */
  sendKeys(...keys: string[]): Promise<void>;
  /** Waits for the program to exit (at most `ms`); its exit status and last screen. */
  exited(ms?: number): Promise<{ code: number; screen: string }>;
}

export interface Tmux {
  /**
   * Runs `argv` in a new detached session `columns` × `rows`, with exactly `env` for environment
   * (nothing of the test process's leaks in, apart from PATH and HOME).
   */
  run(
    argv: string[],
    options: { env: Record<string, string>; columns: number; rows: number },
  ): Promise<TmuxPane>;
  close(): Promise<void>;
}

/** Starts nothing yet: the tmux server starts with the first session, on a socket of its own. */
export async function startTmux(): Promise<Tmux> {
  const dir = await mkdtemp(join(tmpdir(), 'lineup-tmux-'));
  const config = join(dir, 'tmux.conf');
  await writeFile(
    config,
    ['set -g remain-on-exit on', 'set -g status off', 'set -g history-limit 2000', ''].join('\n'),
  );
  const socket = join(dir, 'socket');
  // tmux reads UTF-8 from its panes only under a UTF-8 locale (else it shows `_` for ✔, —, →).
  const tmuxEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir, LC_ALL: 'C.UTF-8' };
  const tmux = async (...args: string[]) =>
    (await promisify(execFile)('tmux', ['-S', socket, '-f', config, ...args], { env: tmuxEnv })).stdout;
  let sessions = 0;

  return {
    async run(argv, { env, columns, rows }) {
      sessions += 1;
      const name = `lineup-${sessions}`;
      const environment = { PATH: tmuxEnv.PATH, HOME: process.env.HOME ?? dir, ...env };
      // The exit status is written to a file by the pane's shell: tmux's own (#{pane_dead_status}) is
      // sometimes never filled in when the server cannot reap the child, so it is not waited on.
      const exitFile = join(dir, `${name}.exit`);
      const command = [
        'env',
        '-i',
        ...Object.entries(environment).map(([key, value]) => shellQuote(`${key}=${value}`)),
        ...argv.map(shellQuote),
        `; echo $? > ${shellQuote(exitFile)}`,
      ].join(' ');
      await tmux('new-session', '-d', '-s', name, '-x', String(columns), '-y', String(rows), command);
      const target = `${name}:0.0`;
      // From the top of the history: tmux scrolls the screen by a line to say a pane is dead.
      const screen = async () =>
        (await tmux('capture-pane', '-p', '-S', '-', '-t', target)).replace(/\s+$/, '');

      async function poll<T>(what: string, read: () => Promise<T | undefined>, ms: number): Promise<T> {
        const until = Date.now() + ms;
        for (;;) {
          const found = await read();
          if (found !== undefined) return found;
          if (Date.now() > until) {
            const state = await tmux(
              'display-message',
              '-p',
              '-t',
              target,
              '#{?pane_dead,dead,alive} (pid #{pane_pid})',
            );
            throw new Error(
              `Timed out waiting for ${what}; the pane is ${state.trim()}, its screen:\n${await screen()}`,
            );
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }

      return {
        screen,
        waitFor: (pattern, ms = 15_000) =>
          poll(String(pattern), async () => pattern.exec(await screen()) ?? undefined, ms),
        async sendKeys(...keys) {
          await tmux('send-keys', '-t', target, ...keys);
        },
        async exited(ms = 15_000) {
          const until = Date.now() + ms;
          const code = await poll(
            'the program to exit',
            async () => {
              const status = (await readFile(exitFile, 'utf8').catch(() => '')).trim();
              return status === '' ? undefined : Number(status);
            },
            ms,
          );
          // Then every byte it wrote has been read once the terminal has closed (the pane is dead).
          await poll(
            'the terminal to close',
            async () =>
              (await tmux('display-message', '-p', '-t', target, '#{pane_dead}')).trim() === '1' || undefined,
            Math.max(until - Date.now(), 1_000),
          );
          // tmux's own closing line ("Pane is dead (status 0, …)") is not the program's
          const last = (await screen()).replace(/\n*Pane is dead \(.*\)$/, '');
          return { code, screen: last };
        },
      };
    },
    async close() {
      await tmux('kill-server').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
