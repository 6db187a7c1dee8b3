import { extname, resolve } from 'node:path';
import { type NextFunction, type Request, type Response, Router } from 'express';
import { isApiPath } from './api-path.js';

/** Hashed build assets never change under the same name; everything else is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A last path segment with a file extension may ask for a file: it is sent when the build wrote one. */
const LOOKS_LIKE_FILE = /\/[^/]*\.[a-z0-9]+$/i;

/**
 * Where a missing file is a missing file (404), not a page of the app: the build's assets, and the
 * files at the top (`/favicon.ico`, `/robots.txt`) that browsers and crawlers ask for by themselves.
 * Deeper paths are the app's routes, whose last segment may be a team name such as `Sunday/Funday 2.0`
 * (`/edit-team/Sunday%2FFunday%202.0`): those get the app's page, which shows its own not-found page
 * for a route it does not know.
 */
const FILES_ONLY = /^\/(assets\/.*|[^/]*)$/;

/**
 * A path that may have a page of its own in `pages/`, named by its first segment: `/` →
 * `index.html`, `/dashboard` → `dashboard.html`, and one segment below it too (`/edit-team/<team>`
 * → `edit-team.html`, `/admin/dashboard` → `admin.html`). A page only fetches its route's code with
 * the app; the app shows whatever route the path is.
 */
const OWN_PAGE = /^\/([a-z0-9-]*)(?:\/[^/]+)?$/;

/** The encodings the web build precompresses its files in, by preference, and their files' suffix. */
const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const;

/** sendFile's errors for a path that names no file (`ENOTDIR`: a file stands where a folder would). */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

const NOT_BUILT = 'The web app is not built. Run `pnpm --filter @lineup-lab/web build`, or set WEB_ROOT.';

/**
 * Serves the built web app from `webRoot` (GET and HEAD outside `/api`):
 * - a path that names a file gets that file (hashed assets cached for good, the rest revalidated);
 *   a missing one is a 404 under `/assets/` and at the top, and elsewhere a route of the app (FILES_ONLY);
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
        if (MISSING.has(error.code ?? '') && !res.headersSent) attempt(index + 1);
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
    const sendPage = () => {
      // The path as sent: a team name's encoded "/" (`Sunday%2FFunday`) stays inside its segment.
      const route = OWN_PAGE.exec(req.path)?.[1];
      const pages = route === undefined ? ['index.html'] : [`pages/${route || 'index'}.html`, 'index.html'];
      sendFirst({ req, res, next }, pages, {
        cacheControl: 'no-cache',
        onNone: () => {
          res.status(404).type('text/plain').send(NOT_BUILT);
        },
      });
    };
    if (LOOKS_LIKE_FILE.test(path)) {
      const cacheControl = path.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
      sendFirst({ req, res, next }, [path], {
        cacheControl,
        onNone: FILES_ONLY.test(path) ? next : sendPage,
      });
      return;
    }
    sendPage();
  });
  return router;
}
