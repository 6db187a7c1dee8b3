import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/main.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  clean: true,
  target: 'node20',
  // The server's HTML pages are TSX rendered by react-dom/server (tsconfig's jsx: react-jsx).
  esbuildOptions(options) {
    options.jsx = 'automatic';
  },
  // main.js is the `lineup-server` bin; a shebang on index.js is harmless.
  banner: { js: '#!/usr/bin/env node' },
});
