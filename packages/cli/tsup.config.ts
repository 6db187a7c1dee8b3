import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/main.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  clean: true,
  target: 'node20',
  // The workspace packages are not published: they are bundled into dist, from their sources (the
  // "@lineup-lab/source" export condition, so they need no build of their own first). Everything
  // else (commander, ink, react, openid-client, csv-parse, and zod, which core imports) stays an
  // import of a dependency that package.json declares.
  noExternal: ['@lineup-lab/core', '@lineup-lab/sdk'],
  esbuildOptions(options) {
    options.conditions = ['@lineup-lab/source'];
  },
  // main.js is the `lineup` bin; a shebang on index.js is harmless.
  banner: { js: '#!/usr/bin/env node' },
});
