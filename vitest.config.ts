import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One configuration for the whole tree: every package's unit tests (beside the code) and the
 * integration tests (packages/*\/test). Playwright specs (*.e2e.ts) are kept out on purpose.
 * Packages resolve each other through the "@lineup-lab/source" export condition, so tests run
 * against sources without a build.
 *
 * Three projects, each run the way its tests need (`pnpm exec vitest run --project unit`):
 * - unit: the pure packages (core, engine) and the SDK against local HTTP stubs. No module state
 *   crosses files there, so files share worker threads and their imports (no isolation).
 * - web: the React app's tests in jsdom, a fresh module graph per file (React Query caches,
 *   module-level stores), in worker threads.
 * - server: everything that runs the real server, its store, identity provider and commands, the
 *   CLI and the examples: a process per file (servers, child processes, signals, process.env).
 */
export default defineConfig({
  resolve: { conditions: ['@lineup-lab/source'] },
  ssr: { resolve: { conditions: ['@lineup-lab/source'] } },
  test: {
    exclude: ['**/node_modules/**', '**/dist/**', '**/*.e2e.ts'],
    testTimeout: 20_000,
    // Set-up hooks read whole seasons of real data or start servers; on a busy 2-core machine reading
    // the NFL.com offense files took just over Vitest's default 10 s (two real-data files failed so).
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. Most
    // files wait on sockets, child processes and timers part of the time, so every core gets one.
    maxWorkers: availableParallelism(),
    // Ink draws only the last frame when CI is set (is-in-ci), and the CLI's screen tests watch
    // every frame (spinner, prompts, progress): tests see the environment a person's terminal has.
    env: { CI: 'false' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/core/src/**/*.test.ts',
            'packages/engine/src/**/*.test.ts',
            'packages/sdk/src/**/*.test.ts',
          ],
          pool: 'threads',
          isolate: false,
          // Type tests (*.test-d.ts) run through tsc as part of the same run.
          typecheck: {
            enabled: true,
            include: ['packages/*/src/**/*.test-d.ts'],
            tsconfig: 'packages/sdk/tsconfig.json',
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['packages/web/{src,scripts}/**/*.test.{ts,tsx}'],
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: [
            'packages/{server,cli,testkit}/src/**/*.test.{ts,tsx}',
            'packages/*/test/**/*.test.{ts,tsx}',
            'examples/*/**/*.test.ts',
          ],
          pool: 'forks',
        },
      },
    ],
  },
});
