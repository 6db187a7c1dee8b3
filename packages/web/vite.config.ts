import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, loadEnv } from 'vite';
import { routeChunks } from './scripts/route-chunks.js';

/**
 * React Router 7's package exports name only its development build (remix-run/react-router#12532,
 * #14753); its production build sits beside it. Production builds use that one: no dev warnings,
 * about 6 KB less gzipped.
 */
const reactRouterDist = join(
  dirname(fileURLToPath(import.meta.resolve('react-router/package.json'))),
  'dist',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'production/dom-export.mjs') },
];

const root = dirname(fileURLToPath(import.meta.url));

/**
 * The admin-access build flag (spec §2): on unless `VITE_ADMIN_ACCESS=false` (environment or
 * `.env*`) at build time. Defined as a constant, so that with the flag off the admin routes' lazy
 * import is dead code and the admin chunk is never emitted (src/app/admin-access.ts;
 * src/app/admin-access.build.test.ts proves it).
 */
function adminAccess(mode: string): 'true' | 'false' {
  return loadEnv(mode, root, 'VITE_').VITE_ADMIN_ACCESS === 'false' ? 'false' : 'true';
}

/**
 * Workspace packages resolve to their sources (the "@lineup-lab/source" export condition), so the
 * web app builds (prerendering included) and runs in dev without building the SDK or core first.
 * In dev, `/api` goes to a running lineup-server (LINEUP_SERVER, default the server's default port).
 */
export default defineConfig(({ mode }) => ({
  plugins: [react(), routeChunks(root)],
  resolve: {
    conditions: ['@lineup-lab/source', ...defaultClientConditions],
    alias: mode === 'production' ? reactRouterProduction : [],
  },
  ssr: { resolve: { conditions: ['@lineup-lab/source', ...defaultServerConditions] } },
  server: {
    proxy: { '/api': process.env.LINEUP_SERVER ?? 'http://localhost:5005' },
  },
  build: { outDir: 'dist' },
  define: { 'import.meta.env.VITE_ADMIN_ACCESS': JSON.stringify(adminAccess(mode)) },
}));
