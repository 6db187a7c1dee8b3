import { defineConfig } from 'vitest/config';

/**
 * One configuration for the whole tree: every package's unit tests (beside the code) and the
 * integration tests (packages/*\/test). Playwright specs (*.e2e.ts) are kept out on purpose.
 * Packages resolve each other through the "@lineup-lab/source" export condition, so tests run
 * against sources without a build.
 */
export default defineConfig({
  resolve: { conditions: ['@lineup-lab/source'] },
  ssr: { resolve: { conditions: ['@lineup-lab/source'] } },
  test: {
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'packages/*/test/**/*.test.{ts,tsx}',
      'examples/*/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**', '**/*.e2e.ts'],
    testTimeout: 20_000,
    // Ink draws only the last frame when CI is set (is-in-ci), and the CLI's screen tests watch
    // every frame (spinner, prompts, progress): tests see the environment a person's terminal has.
    env: { CI: 'false' },
    // Type tests (*.test-d.ts) run through tsc as part of the same run.
    typecheck: {
      enabled: true,
      include: ['packages/*/src/**/*.test-d.ts'],
      tsconfig: 'packages/sdk/tsconfig.json',
    },
  },
});
