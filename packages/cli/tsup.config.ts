import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/main.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  clean: true,
  target: 'node20',
  // main.js is the `lineup` bin; a shebang on index.js is harmless.
  banner: { js: '#!/usr/bin/env node' },
});
