import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AuthConfig, Plan } from '@lineup-lab/core';
import cors from 'cors';
import express, { type Express, type Request, type RequestHandler, type Router } from 'express';
import type { pino } from 'pino';
import { createLocalBilling } from '../adapters/local-checkout/local-billing.js';
import type { AppMetrics } from '../adapters/metrics/app-metrics.js';
import { createSecretBox } from '../adapters/secret-box/aes-gcm-secret-box.js';
import { createSleeperClient } from '../adapters/sleeper/sleeper-client.js';
import { createSleeperLeagueSource } from '../adapters/sleeper/sleeper-league-source.js';
import { createSleeperPlayers } from '../adapters/sleeper/sleeper-players.js';
import { loadConfig, type ServerConfig } from '../config.js';
import { createLogger } from '../logger.js';
import type { AccountDirectory } from '../ports/account-directory.js';
import type { BillingProvider, WebhookEvents } from '../ports/billing.js';
import { type Clock, systemClock } from '../ports/clock.js';
import type { TokenVerifier } from '../ports/identity.js';
import type { LlmAdvisor } from '../ports/llm-advisor.js';
import type { Mailer } from '../ports/mailer.js';
import type { SecretBox } from '../ports/secret-box.js';
import type { SleeperClient } from '../ports/sleeper-client.js';
import type { Store } from '../ports/store.js';
import { createSeasonCalendar } from '../season/season-calendar.js';
import { embeddedAccountDirectory } from '../use-cases/accounts/embedded-account-directory.js';
import { DEFAULT_PLANS } from '../use-cases/billing/plan-catalogue.js';
import type { LeagueSources } from '../use-cases/import/import-context.js';
import { createYahooAccounts } from '../use-cases/import/yahoo/yahoo-accounts.js';
import type { YahooAuthorizer } from '../use-cases/import/yahoo/yahoo-deps.js';
import { callerOf, subjectOf } from '../use-cases/users/caller-of.js';
import { defaultWebRoot } from '../web-root.js';
import { apiHandlers, KEPT_ANSWERS } from './api-handlers.js';
import { healthRoutes } from './health/health.js';
import { isApiPath } from './http/api-path.js';
import { canonicalHost } from './http/canonical-host.js';
import { errorHandler, notFound } from './http/errors.js';
import { inOneStep } from './http/in-one-step.js';
import { mountRoutes, servedRoutes } from './http/mount-routes.js';
import { openApiDocument } from './http/openapi.js';
import { requestId } from './http/request-id.js';
import { requestLog } from './http/request-log.js';
import { requestOrigin } from './http/request-origin.js';
import { contentSecurityPolicy, securityHeaders } from './http/security-headers.js';
import { type SiteOrigins, siteOrigin } from './http/site-origin.js';
import { webApp } from './http/web-app.js';
import { httpMetrics } from './metrics/http-metrics.js';
import { type MetricsAccess, metricsRoute } from './metrics/metrics-route.js';
import { localBillingPages } from './pages/local-checkout/local-billing-pages.js';
import { YAHOO_CALLBACK_PATH, yahooCallbackHandler } from './pages/yahoo-callback/yahoo-callback-route.js';
import { webhookRoute } from './webhooks/billing-webhook-route.js';

/** The ports and settings the app is built from (ARCHITECTURE.md, "Ports and their adapters"). */
export interface AppDeps {
  /** The version reported by the health call and the OpenAPI document. */
  version: string;
  store: Store;
  /** Verifies bearer tokens of whichever identity provider is configured. */
  verifier: TokenVerifier;
  /** The administrator (ADMIN_EMAIL). */
  adminEmail: string;
  /** ADMIN_ROLE: a role that makes its holder the administrator too; unset, the email rule alone. */
  adminRole?: string | null;
  mailer: Mailer;
  clock?: Clock;
  /** The embedded OpenID provider's routes (`/oidc/*`), when it is the identity provider. */
  identityRouter?: Router;
  /** Origins the sign-in forms may redirect to besides this one (the embedded provider's list). */
  formActionOrigins?: readonly string[];
  /** Origins the browser may connect to besides this one: an outside issuer's (CSP `connect-src`). */
  connectOrigins?: readonly string[];
  /**
   * How a browser on a page at `origin` signs in (`GET /api/auth/config`): issuer, web client,
   * audience, scopes, roles claim.
   */
  authConfig: (origin: string) => AuthConfig;
  /**
   * The server's own addresses: its URL (PUBLIC_URL when set) and the origins it is also reachable
   * at. Links back to it (checkout and portal return URLs) use the one a request came to, and the
   * URL for any other Host header (`siteOrigin`).
   */
  origins: SiteOrigins;
  /** Where contact messages go; the administrator by default. */
  supportEmail?: string;
  plans?: readonly Plan[];
  /**
   * The payment provider and, for Stripe, how its webhook's events are read (signature checked);
   * the local checkout over the store when absent.
   */
  billing?: { provider: BillingProvider; webhookEvents?: WebhookEvents };
  /** The advisor's chat model (LLM_*); absent, the grounded analyst answers alone. */
  llm?: LlmAdvisor;
  /**
   * The identity provider's accounts for the admin (sign-in state, unlock): the embedded
   * provider's over the store when absent; `OUTSIDE_ACCOUNTS` with an outside issuer.
   */
  accounts?: AccountDirectory;
  /** Sleeper's read API for league import (SLEEPER_API_URL); Sleeper's own address when absent. */
  sleeper?: SleeperClient;
  /**
   * The other league hosts' adapters (ESPN's, Yahoo's: `ports/league-source.ts`); a host absent
   * here is refused (503) by the import. Sleeper's is made from `sleeper`.
   */
  leagueSources?: Omit<LeagueSources, 'sleeper'>;
  /**
   * The operator's Yahoo app (YAHOO_CLIENT_ID/SECRET set), with Yahoo's league source in
   * `leagueSources.yahoo`; absent, Yahoo import is "not set up".
   */
  yahooOAuth?: YahooAuthorizer;
  /**
   * Where outside accounts' credentials are sealed (LINEUP_SECRET_KEY); absent, a box without a
   * key, which refuses to keep any (a private ESPN league's import is then 503).
   */
  secrets?: SecretBox;
  /** Folder of the built web app (WEB_ROOT); defaults to `defaultWebRoot()`, packages/web/dist. */
  webRoot?: string;
  /** Defaults to JSON lines on stdout at level info. */
  logger?: pino.Logger;
  /** Origins other than the server's own that may call `/api` from a browser. None by default. */
  corsOrigins?: readonly string[];
  /** Express's `trust proxy`: which proxies' `X-Forwarded-For` names the client (none by default). */
  trustProxy?: ServerConfig['trustProxy'];
  /**
   * The app's metrics and who may read them (`GET /metrics`); absent (METRICS=off), nothing is
   * measured and `/metrics` is 404.
   */
  metrics?: { metrics: AppMetrics; access: MetricsAccess };
  /**
   * Resolves once the identity provider can verify tokens (an outside issuer's discovery and keys),
   * for `GET /readyz`; absent for the embedded provider, in-process and ready once mounted.
   */
  identityReady?: () => Promise<unknown>;
  /** Per-client and global limits of the public calls; the configuration's defaults when absent. */
  limits?: Pick<
    ServerConfig['limits'],
    'contactPerClient' | 'contactGlobal' | 'waitlistPerClient' | 'waitlistGlobal'
  >;
}

const parseJson = express.json({ limit: '100kb' });
/**
 * Every `/api` answer is `no-store`; JSON bodies are parsed, and requests without one (most GETs)
 * skip the parser entirely.
 */
const apiRequest: RequestHandler = (req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) next();
  else parseJson(req, res, next);
};

/**
 * The Lineup Lab HTTP app: the sign-in provider (when embedded), `/api/*` as JSON from core's route
 * table, and the built web app for every other page.
 *
 * @example
 * const app = createApp({ version, store, verifier, adminEmail, mailer, authConfig,
 *   origins: { url: 'http://localhost:5005', alsoAt: [] } });
 * app.listen(5005);
 */
export function createApp(deps: AppDeps): Express {
  const logger = deps.logger ?? createLogger('info');
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.trustProxy ?? false);
  // API answers are never cached (no-store), so hashing each body for an ETag is wasted work;
  // the web app's files keep theirs (serve-static sets its own).
  app.set('etag', false);
  useFrontDoor(app, deps, logger);

  const clock = deps.clock ?? systemClock;
  const billing = deps.billing ?? { provider: createLocalBilling({ store: deps.store, clock }) };
  const ctx = apiContext(deps, clock, billing.provider);
  // Before `/api`'s routes, which answer 404 for a path not in core's table.
  app.get(YAHOO_CALLBACK_PATH, yahooCallbackHandler(ctx.yahoo));
  app.use(apiRoutes(deps, { ctx, clock, webhookEvents: billing.webhookEvents, logger }));

  if (billing.provider.name === 'local') app.use(localBillingPages(ctx));
  const webRoot = deps.webRoot ?? defaultWebRoot();
  if (webRoot === undefined || !existsSync(join(webRoot, 'index.html'))) {
    logger.warn({ webRoot }, 'web app not built: pages answer 404 until it is (the API works)');
  }
  if (webRoot !== undefined) app.use(webApp(webRoot));

  app.use(notFound);
  app.use(errorHandler(logger));
  return app;
}

/**
 * What every request passes first, in this order: metrics, its id, the security headers, the
 * canonical host, the probes and the metrics scrape (unlogged), the request log, and the embedded
 * sign-in provider's own paths.
 */
function useFrontDoor(app: Express, deps: AppDeps, logger: pino.Logger): void {
  const scrape = deps.metrics ? metricsRoute(deps.metrics.metrics, deps.metrics.access) : notFound;
  app.use(
    inOneStep(
      // First, so that the time measured covers everything after it.
      ...(deps.metrics ? [httpMetrics(deps.metrics.metrics)] : []),
      requestId,
      securityHeaders({
        contentSecurityPolicy: contentSecurityPolicy({
          formActionOrigins: deps.formActionOrigins,
          connectOrigins: deps.connectOrigins,
        }),
      }),
      // Nothing after this sees a Host the server is not reachable at.
      canonicalHost(deps.origins),
      // Probes and scrapes, every few seconds, stay out of the request log (they are counted).
      healthRoutes({ store: deps.store, identityReady: deps.identityReady, logger }),
      (req, res, next) => (req.path === '/metrics' && isRead(req) ? scrape(req, res, next) : next()),
      requestLog(logger),
    ),
  );
  // The provider reads raw request bodies itself: no body parser may run before it. Only its own
  // paths pass through its routes.
  const { identityRouter } = deps;
  if (identityRouter) {
    app.use((req, res, next) => (req.path.startsWith('/oidc') ? identityRouter(req, res, next) : next()));
  }
}

const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD';

/** What the use cases behind the API, the webhook and the local checkout's pages are given. */
function apiContext(deps: AppDeps, clock: Clock, billing: BillingProvider) {
  const sleeper = deps.sleeper ?? createSleeperClient();
  const sources: LeagueSources = {
    sleeper: createSleeperLeagueSource({
      client: sleeper,
      players: createSleeperPlayers({ store: deps.store, client: sleeper, clock }),
    }),
    ...deps.leagueSources,
  };
  const calendar = createSeasonCalendar({ store: deps.store, clock });
  const secrets = deps.secrets ?? createSecretBox(null);
  const yahoo =
    deps.yahooOAuth && sources.yahoo
      ? createYahooAccounts({
          ctx: { store: deps.store, clock, calendar },
          secrets,
          oauth: deps.yahooOAuth,
          leagues: sources.yahoo,
        })
      : undefined;
  return {
    version: deps.version,
    store: deps.store,
    clock,
    calendar,
    adminEmail: deps.adminEmail,
    adminRole: deps.adminRole ?? null,
    mailer: deps.mailer,
    // Lineup alerts link to the server's own URL (PUBLIC_URL, else where it listens).
    lineupAlerts: { mailer: deps.mailer, appUrl: deps.origins.url, logger: deps.logger },
    supportEmail: deps.supportEmail ?? deps.adminEmail,
    plans: deps.plans ?? DEFAULT_PLANS,
    billing,
    llm: deps.llm,
    sources,
    secrets,
    yahoo,
    authConfig: deps.authConfig,
    accounts: deps.accounts ?? embeddedAccountDirectory(deps.store),
    limits: deps.limits ?? loadConfig({}).limits,
    outcomes: deps.metrics?.metrics,
  };
}

/** What apiRoutes mounts beside the deps: the use cases' context and the payment webhook's events. */
interface ApiRouteParts {
  ctx: ReturnType<typeof apiContext>;
  clock: Clock;
  webhookEvents: WebhookEvents | undefined;
  logger: pino.Logger;
}

/**
 * `/api`: CORS for the configured origins, the payment webhook (before the JSON parser: it reads its
 * raw body for the signature), every route of core's table with its handler, and the OpenAPI document
 * of the routes served. One step of the app's router, not a router of its own: a call passes no
 * router layer but the front door's and this one (`inOneStep`), and routes are matched by
 * `mountRoutes`' own index.
 */
function apiRoutes(deps: AppDeps, { ctx, clock, webhookEvents, logger }: ApiRouteParts): RequestHandler {
  const ownOrigin = siteOrigin(deps.origins);
  const caller = callerOf(ctx);
  const handlers = apiHandlers(ctx, caller);
  const document = openApiDocument(servedRoutes(handlers), deps.version);
  const webhook = webhookEvents && inOneStep(...webhookRoute(ctx, webhookEvents, logger));
  const api = inOneStep(
    ...(deps.corsOrigins?.length
      ? [
          cors({
            origin: [...deps.corsOrigins],
            credentials: true,
            exposedHeaders: ['Retry-After', 'X-Request-Id'],
          }),
        ]
      : []),
    (req, res, next) =>
      webhook && req.method === 'POST' && req.path === '/api/webhooks/stripe'
        ? webhook(req, res, next)
        : next(),
    apiRequest,
    (req, res, next) => (isRead(req) && req.path === '/api/openapi.json' ? res.json(document) : next()),
    mountRoutes(
      handlers,
      {
        verifier: deps.verifier,
        adminEmail: deps.adminEmail,
        adminRole: deps.adminRole ?? null,
        subjectOf: subjectOf(caller),
      },
      {
        clock,
        originOf: (req) => ownOrigin(requestOrigin(req)),
        kept: { store: deps.store, routes: KEPT_ANSWERS },
      },
    ),
    notFound,
  );
  return (req, res, next) => (isApiPath(req.path) ? api(req, res, next) : next());
}
