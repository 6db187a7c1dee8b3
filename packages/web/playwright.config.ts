import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './e2e/support/chromium.js';

/**
 * End-to-end tests: the built app (dist/) served by a real Lineup Lab server (embedded store and
 * identity provider, demo season), driven in Debian's Chromium. Run `pnpm --filter @lineup-lab/web e2e`
 * after building; screenshots go to e2e-screenshots/ (git-ignored).
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: './e2e-results',
  use: {
    launchOptions: { executablePath: CHROMIUM.executablePath, args: [...CHROMIUM.args] },
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
