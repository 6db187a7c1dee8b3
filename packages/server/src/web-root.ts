import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Where the built web app is when WEB_ROOT is not set: the `dist` folder of `packages/web` in the
 * repository this server runs from. Its sources (`packages/server/src`) and its build
 * (`packages/server/dist`) both sit two levels below `packages/`, so the path is the same from
 * either. Undefined when there is no web package there (the server copied elsewhere on its own):
 * then no pages are served. `from` is where the path is taken from (tests pass their own).
 */
export function defaultWebRoot(from: string | URL = import.meta.url): string | undefined {
  const web = new URL('../../web/', from);
  return existsSync(new URL('package.json', web)) ? fileURLToPath(new URL('dist', web)) : undefined;
}
