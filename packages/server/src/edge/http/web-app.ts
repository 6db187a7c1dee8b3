import { extname, resolve } from 'node:path';
import { type NextFunction, type Request, type Response, Router } from 'express';
import { isApiPath } from './api-path.js';

/** Hashed build assets never change under the same name; everything else is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A last path segment with a file extension asks for a file, never for a page of the app. */
const LOOKS_LIKE_FILE = /\/[^/]*\.[a-z0-9]+$/i;

/** A path that may have a page of its own in `pages/` (`/` → `index.html`, `/dashboard` → `dashboard.html`). */
const OWN_PAGE = /^\/([a-z0-9-]*)$/;

/** The encodings the web build precompresses its files in, by preference, and their files' suffix. */
const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const;

const NOT_BUILT = 'The web app is not built. Run `pnpm --filter @lineup-lab/web build`, or set WEB_ROOT.';

/**
 * Serves the built web app from `webRoot` (GET and HEAD outside `/api`):
 * - a path that names a file gets that file (hashed assets cached for good, the rest revalidated);
 * - any other path gets the page that loads the app, so that client-side routes (`/dashboard`,
 *   `/edit-team/…`) work: `pages/<route>.html` when the build wrote one for that path (the landing
 *   page prerendered, or a page that fetches its route's code with it: packages/web/scripts/build.ts),
 *   else `index.html`.
 * A file is sent as the copy the build compressed beside it (`<file>.br`, `<file>.gz`) when the
 * browser takes that encoding, so no response is compressed while it is being sent.
 */
export function webApp(root: string): Router {
  const webRoot = resolve(root);
  const router = Router();

  /** Sends the first of `files` (paths under webRoot) that exists, else runs `onNone`. */
  const sendFirst = (
    { req, res, next }: { req: Request; res: Response; next: NextFunction },
    files: string[],
    { cacheControl, onNone }: { cacheControl: string; onNone: () => void },
  ) => {
    // Ours is the order of preference (brotli is smaller), not the browser's list: Chrome's starts with gzip.
    const encodings = (['br', 'gzip'] as const).filter(
      (encoding) => req.acceptsEncodings(encoding) === encoding,
    );
    const candidates = files.flatMap((file) => [
      ...encodings.map((encoding) => ({ file, path: file + PRECOMPRESSED[encoding], encoding })),
      { file, path: file, encoding: undefined },
    ]);
    const attempt = (index: number) => {
      const candidate = candidates[index];
      if (!candidate) {
        onNone();
        return;
      }
      res.type(extname(candidate.file));
      const headers: Record<string, string> = { 'Cache-Control': cacheControl };
      if (candidate.encoding) headers['Content-Encoding'] = candidate.encoding;
      res.sendFile(candidate.path, { root: webRoot, headers }, (error?: Error & { code?: string }) => {
        if (!error) return;
        if (error.code === 'ENOENT' && !res.headersSent) attempt(index + 1);
        else next(error);
      });
    };
    attempt(0);
  };

  router.use((req, res, next) => {
    const api = isApiPath(req.path);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || api) {
      next();
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      next();
      return;
    }
    res.vary('Accept-Encoding');
    if (LOOKS_LIKE_FILE.test(path)) {
      const cacheControl = path.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
      sendFirst({ req, res, next }, [path], { cacheControl, onNone: next });
      return;
    }
    const route = OWN_PAGE.exec(path)?.[1];
    const pages = route === undefined ? ['index.html'] : [`pages/${route || 'index'}.html`, 'index.html'];
    sendFirst({ req, res, next }, pages, {
      cacheControl: 'no-cache',
      onNone: () => {
        res.status(404).type('text/plain').send(NOT_BUILT);
      },
    });
  });
  return router;
}
