import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Where the built web app is: the `dist` folder of the `@lineup-lab/web` package as installed
 * beside the server. Undefined when that package cannot be found.
 */
export function defaultWebRoot(): string | undefined {
  try {
    const manifest = createRequire(import.meta.url).resolve('@lineup-lab/web/package.json');
    return join(dirname(manifest), 'dist');
  } catch {
    return undefined;
  }
}
