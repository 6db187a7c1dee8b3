import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { errorHandler, notFound } from './http/errors.js';
import { requestId } from './http/request-id.js';
import { sessionRoutes } from './http/session-routes.js';
import { webApp } from './http/web-app.js';
import { consoleLogger, type Logger } from './logger.js';
import { defaultWebRoot } from './web-root.js';

export interface CreateAppOptions {
  /** The version reported by the health call. */
  version: string;
  /** Folder of the built web app; defaults to the `dist` of `@lineup-lab/web`. */
  webRoot?: string;
  /** Defaults to JSON lines on stderr. */
  logger?: Logger;
}

/**
 * Content Security Policy for the app built by Vite: its scripts and styles are files served from
 * this origin (no inline code), and the API is on the same origin.
 */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  },
};

/**
 * The Lineup Lab HTTP app: `/api/*` as JSON, and the built web app for every other page.
 *
 * @example
 * const server = createApp({ version: '1.0.0' }).listen(5005);
 */
export function createApp(options: CreateAppOptions): Express {
  const logger = options.logger ?? consoleLogger;
  const app = express();
  app.disable('x-powered-by');
  app.use(requestId);
  app.use(helmet({ contentSecurityPolicy }));

  const api = express.Router();
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  api.use(express.json({ limit: '100kb' }));
  api.use('/session', sessionRoutes({ version: options.version }));
  api.use(notFound);
  app.use('/api', api);

  const webRoot = options.webRoot ?? defaultWebRoot();
  if (webRoot === undefined || !existsSync(join(webRoot, 'index.html'))) {
    logger.warn({ webRoot }, 'web app not built: pages answer 404 until it is (the API works)');
  }
  if (webRoot !== undefined) app.use(webApp(webRoot));

  app.use(notFound);
  app.use(errorHandler(logger));
  return app;
}
