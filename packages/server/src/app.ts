import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cors from 'cors';
import express, { type Express, type Response } from 'express';
import helmet from 'helmet';
import type { pino } from 'pino';
import { pinoHttp } from 'pino-http';
import type { AccessPolicy } from './http/authenticate.js';
import { errorHandler, notFound } from './http/errors.js';
import { mountRoutes, type RouteHandlers, servedRoutes } from './http/mount-routes.js';
import { openApiDocument } from './http/openapi.js';
import { requestId } from './http/request-id.js';
import { webApp } from './http/web-app.js';
import { createLogger } from './logger.js';
import { getHealth } from './session/get-health.js';
import { defaultWebRoot } from './web-root.js';

export interface CreateAppOptions {
  /** The version reported by the health call. */
  version: string;
  /** Folder of the built web app; defaults to the `dist` of `@lineup-lab/web`. */
  webRoot?: string;
  /** Defaults to JSON lines on stdout at level info. */
  logger?: pino.Logger;
  /** Origins other than the server's own that may call `/api` from a browser. None by default. */
  corsOrigins?: readonly string[];
  /** Token verification and the admin rule; without it only public routes answer (others 401). */
  access?: AccessPolicy;
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
  const logger = options.logger ?? createLogger('info');
  const app = express();
  app.disable('x-powered-by');
  app.use(requestId);
  app.use(
    pinoHttp({
      logger,
      genReqId: (_req, res) => (res as Response).locals.requestId as string,
      customAttributeKeys: { reqId: 'requestId' },
      quietReqLogger: true,
    }),
  );
  app.use(helmet({ contentSecurityPolicy }));

  const api = express.Router();
  if (options.corsOrigins?.length) {
    api.use(
      cors({
        origin: [...options.corsOrigins],
        credentials: true,
        exposedHeaders: ['Retry-After', 'X-Request-Id'],
      }),
    );
  }
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  api.use(express.json({ limit: '100kb' }));
  const handlers: RouteHandlers = {
    health: ({ principal }) =>
      getHealth({ version: options.version, authenticated: principal !== undefined }),
  };
  const document = openApiDocument(servedRoutes(handlers), options.version);
  api.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  api.use(mountRoutes(handlers, options.access));
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
