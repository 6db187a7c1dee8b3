import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * Workspace packages resolve to their sources (the "@lineup-lab/source" export condition), so the
 * web app builds and runs in dev without building the SDK or core first.
 * In dev, `/api` goes to a running lineup-server (LINEUP_SERVER, default the server's default port).
 */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@lineup-lab/source', ...defaultClientConditions] },
  server: {
    proxy: { '/api': process.env.LINEUP_SERVER ?? 'http://localhost:5005' },
  },
  build: { outDir: 'dist' },
});
