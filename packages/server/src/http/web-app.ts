import { join, resolve } from 'node:path';
import express, { type RequestHandler, Router } from 'express';

/** Hashed build assets never change under the same name; everything else is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A last path segment with a file extension asks for a file, never for a page of the app. */
const LOOKS_LIKE_FILE = /\/[^/]*\.[a-z0-9]+$/i;

/**
 * Serves the built web app from `webRoot`: its files, and `index.html` for any other GET or HEAD
 * outside `/api` so that client-side routes (`/dashboard`, `/edit-team/…`) load the app.
 */
export function webApp(root: string): Router {
  const webRoot = resolve(root);
  const assets = join(webRoot, 'assets');
  const router = Router();
  router.use(
    express.static(webRoot, {
      index: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', path.startsWith(assets) ? IMMUTABLE : 'no-cache');
      },
    }),
  );
  const fallback: RequestHandler = (req, res, next) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !LOOKS_LIKE_FILE.test(req.path);
    if (!isPage || req.path === '/api' || req.path.startsWith('/api/')) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(webRoot, 'index.html'), (error?: Error & { code?: string }) => {
      if (!error) return;
      if (error.code === 'ENOENT' && !res.headersSent) {
        res
          .status(404)
          .type('text/plain')
          .send('The web app is not built. Run `pnpm --filter @lineup-lab/web build`, or set WEB_ROOT.');
        return;
      }
      next(error);
    });
  };
  router.use(fallback);
  return router;
}
