import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { pino } from 'pino';
import { createBillingOff } from '../adapters/billing-off/billing-off.js';
import { createEspnLeagueSource } from '../adapters/espn/espn-league-source.js';
import { cachedVerifier } from '../adapters/identity/cached-verifier.js';
import { createIssuerVerifier } from '../adapters/identity/issuer-verifier.js';
import { createOpenAiChatAdvisor } from '../adapters/llm/openai-chat-advisor.js';
import { createSmtpMailer } from '../adapters/mail/smtp-mailer.js';
import { createStoreMailer } from '../adapters/mail/store-mailer.js';
import { createSleeperClient } from '../adapters/sleeper/sleeper-client.js';
import { openStore } from '../adapters/store/open-store.js';
import { createStripeBilling } from '../adapters/stripe/stripe-billing.js';
import { createYahooLeagueSource } from '../adapters/yahoo/yahoo-league-source.js';
import { createYahooOAuth } from '../adapters/yahoo/yahoo-oauth.js';
import type { ServerConfig } from '../config.js';
import { createApp } from '../edge/app.js';
import { reachableOrigins } from '../edge/http/reachable-origins.js';
import { createEmbeddedIdentity } from '../edge/identity-provider/embedded-provider.js';
import { webAuthConfig } from '../edge/identity-provider/web-auth-config.js';
import { YAHOO_CALLBACK_PATH } from '../edge/pages/yahoo-callback/yahoo-callback-route.js';
import { migrateAtStart } from '../jobs/migrations/migrate-at-start.js';
import { startDemoSeason } from '../jobs/nfl-data/start-demo-season.js';
import { OUTSIDE_ACCOUNTS } from '../ports/account-directory.js';
import { type Clock, clockOf, systemClock } from '../ports/clock.js';
import { ensureIndexes } from '../ports/collections.js';
import type { Mailer } from '../ports/mailer.js';
import type { SecretBox } from '../ports/secret-box.js';
import type { Store } from '../ports/store.js';
import { ensureAdminAccount } from '../use-cases/accounts/ensure-admin-account.js';
import { secretBoxOf } from './secret-box-key.js';
import { withMetrics } from './with-metrics.js';

/** Where the web app's sign-in returns to, under the public URL. */
export const WEB_CALLBACK_PATH = '/auth/callback';

/** A running server: where it is, and how to stop it. */
export interface RunningServer {
  /** The URL users reach it at (PUBLIC_URL, or this host and the port it got). */
  url: string;
  /** The OIDC issuer that signs its users in. */
  issuer: string;
  /** The administrator's password when it was generated on this start (print it once). */
  generatedAdminPassword: string | undefined;
  /** The server's store, for jobs that run in the same process (imports, seeding tests). */
  store: Store;
  /** Stops accepting, lets requests in flight finish, then closes identity, mail and the store. */
  close(): Promise<void>;
}

const listen = (server: Server, port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

/** The answer to a request that arrives while the server starts: 503, try again in a second. */
function starting(res: ServerResponse): void {
  res.writeHead(503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Retry-After': '1',
    'Cache-Control': 'no-store',
  });
  res.end(
    JSON.stringify({ code: 'UNAVAILABLE', message: 'The server is starting. Please try again in a moment.' }),
  );
}

/**
 * Opens the configured store, sets up identity (the embedded provider unless AUTH_ISSUER names
 * another), mail and the app, and serves it. The server listens before the app exists, so that on
 * port 0 the embedded issuer knows its own URL; requests that arrive meanwhile are answered 503 with
 * `Retry-After`, never left hanging.
 */
export async function startServer(
  config: ServerConfig,
  options: { version: string; logger: pino.Logger; clock?: Clock },
): Promise<RunningServer> {
  const { logger } = options;
  const clock = options.clock ?? clockOf(config.now);
  const measured = withMetrics(
    config.metrics,
    await openStore({ dataDir: config.dataDir, mongodbUri: config.mongodbUri }),
    clock,
  );
  const { store } = measured;
  let app: RequestListener | undefined;
  const server = createServer((req, res) => (app ? app(req, res) : starting(res)));
  try {
    await migrateAtStart(store, { appVersion: options.version, logger });
    await ensureIndexes(store);
    if (config.demoSeason) await startDemoSeason(store, { clock, logger });
    await listen(server, config.port, config.host);
    const site = siteOf(config, server);
    const smtp = config.smtp ? createSmtpMailer(config.smtp) : undefined;
    const mailer = smtp ?? createStoreMailer({ store, clock, logger });
    const secrets = await secretBoxOf(config, logger);
    const parts: StartParts = { config, site, measured, clock, logger, mailer, secrets };
    const signIn = await setUpSignIn(parts);
    logBilling(logger, config.billing);
    app = appOf(parts, signIn, options.version);

    let closing: Promise<void> | undefined;
    return {
      url: site.url,
      store,
      issuer: signIn.identity?.issuer ?? config.auth.issuer ?? site.url,
      generatedAdminPassword: signIn.admin?.created ? signIn.admin.generatedPassword : undefined,
      close: () => {
        closing ??= (async () => {
          const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
          server.closeIdleConnections();
          await stopped;
          await signIn.identity?.close();
          smtp?.close();
          await store.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    await store.close();
    throw error;
  }
}

/** Where the listening server is reached: its URL, its API's token audience, its other origins. */
function siteOf(config: ServerConfig, server: Server) {
  const { port } = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = config.publicUrl ?? `http://${host}:${port}`;
  return {
    url,
    audience: config.auth.audience ?? `${url}/api`,
    alsoAt: reachableOrigins({ host: config.host, port, publicUrl: config.publicUrl }),
  };
}

/** What the server is assembled from once it listens. */
interface StartParts {
  config: ServerConfig;
  site: ReturnType<typeof siteOf>;
  /** The store, with its metrics when they are on. */
  measured: ReturnType<typeof withMetrics>;
  clock: Clock;
  logger: pino.Logger;
  mailer: Mailer;
  /** Where outside accounts' credentials are sealed (`secretBoxOf`). */
  secrets: SecretBox;
}

/**
 * Sign-in: the embedded provider with its administrator account, or (AUTH_ISSUER set) the outside
 * issuer's token verifier; either way the verifier the API checks tokens with.
 */
async function setUpSignIn({ config, site, measured, clock, logger, mailer }: StartParts) {
  const { store } = measured;
  const { url, alsoAt, audience } = site;
  const admin = config.auth.issuer
    ? undefined
    : await ensureAdminAccount({
        store,
        email: config.auth.adminEmail,
        password: config.auth.adminPassword,
        clock,
        hashCost: config.hashing.cost,
      });
  const identity = config.auth.issuer
    ? undefined
    : await createEmbeddedIdentity({
        store,
        issuer: url,
        alsoAt,
        audience,
        clients: {
          webRedirectUris: [`${url}${WEB_CALLBACK_PATH}`],
          webPostLogoutRedirectUris: [`${url}/`],
        },
        rolesClaim: config.auth.rolesClaim,
        adminEmail: config.auth.adminEmail,
        logger,
        clock,
        trustProxy: config.trustProxy !== false,
        mailer,
        appUrl: `${url}/dashboard`,
        clientLimits: { signIn: config.limits.signInPerClient, signUp: config.limits.signUpPerClient },
        hashing: config.hashing,
        outcomes: measured.metrics?.metrics,
      });
  const issuerVerifier = identity
    ? undefined
    : createIssuerVerifier({
        issuer: config.auth.issuer ?? url,
        audience,
        rolesClaim: config.auth.rolesClaim,
      });
  const verifier = cachedVerifier(
    identity?.verifier ?? (issuerVerifier as NonNullable<typeof issuerVerifier>),
    // A token's expiry is a time on its issuer's clock, the real one, whatever LINEUP_NOW says.
    { clock: systemClock },
  );
  return { admin, identity, issuerVerifier, verifier };
}

/**
 * The HTTP app over the configured adapters: payments, the advisor's model, the league hosts and
 * the secret box, the web root.
 */
function appOf(
  { config, site, measured, clock, logger, mailer, secrets }: StartParts,
  { identity, issuerVerifier, verifier }: Awaited<ReturnType<typeof setUpSignIn>>,
  version: string,
): RequestListener {
  const { url, alsoAt, audience } = site;
  // The browser signs in at an outside issuer itself (discovery, token endpoint): the CSP must let it.
  const outsideOrigin = identity || !config.auth.issuer ? undefined : new URL(config.auth.issuer).origin;
  return createApp({
    version,
    store: measured.store,
    verifier,
    adminEmail: config.auth.adminEmail,
    adminRole: config.auth.adminRole,
    mailer,
    trustProxy: config.trustProxy,
    limits: config.limits,
    clock,
    ...(identity && { identityRouter: identity.router, formActionOrigins: identity.formActionOrigins }),
    ...(!identity && { accounts: OUTSIDE_ACCOUNTS }),
    connectOrigins: outsideOrigin ? [outsideOrigin] : [],
    authConfig: (origin) =>
      webAuthConfig({
        embeddedIssuer: identity?.issuerFor(origin),
        outsideIssuer: config.auth.issuer,
        outsideClientId: config.auth.webClientId,
        outsideCliClientId: config.auth.cliClientId,
        audience,
        rolesClaim: config.auth.rolesClaim,
      }),
    origins: { url, alsoAt },
    supportEmail: config.supportEmail,
    plans: config.plans,
    ...(config.billing.provider === 'stripe' && { billing: createStripeBilling(config.billing) }),
    ...(config.billing.provider === 'off' && { billing: { provider: createBillingOff() } }),
    ...(config.llm && { llm: createOpenAiChatAdvisor(config.llm) }),
    sleeper: createSleeperClient({ baseUrl: config.sleeper.apiUrl }),
    secrets,
    leagueSources: {
      espn: createEspnLeagueSource({ baseUrl: config.espn.apiUrl }),
      yahoo: createYahooLeagueSource({ baseUrl: config.yahoo.apiUrl }),
    },
    ...(config.yahoo.client && {
      yahooOAuth: createYahooOAuth({
        authUrl: config.yahoo.authUrl,
        clientId: config.yahoo.client.id,
        clientSecret: config.yahoo.client.secret,
        // The address the operator registers with Yahoo for its app.
        redirectUri: `${url}${YAHOO_CALLBACK_PATH}`,
        // A token's expiry is kept on the server's clock, which decides when to refresh it.
        now: () => clock.now().getTime(),
      }),
    }),
    ...(config.webRoot && { webRoot: config.webRoot }),
    logger,
    corsOrigins: config.corsOrigins,
    ...(measured.metrics && { metrics: measured.metrics }),
    ...(issuerVerifier && { identityReady: () => issuerVerifier.ready() }),
  });
}

/** Says at start which checkout runs (never a key): Stripe's (live or test mode), the local test one, or none. */
function logBilling(logger: pino.Logger, billing: ServerConfig['billing']): void {
  if (billing.provider === 'stripe') {
    const mode = billing.secretKey.includes('_live_') ? 'live' : 'test';
    logger.info({ billing: 'stripe', mode }, `billing: Stripe Checkout (${mode} mode)`);
  } else if (billing.provider === 'local') {
    logger.warn(
      { billing: 'local' },
      'billing: the local test checkout: nothing is charged and anyone can get Pro with a test card (set BILLING=stripe and the Stripe keys to take payments)',
    );
  } else {
    logger.warn(
      { billing: 'off' },
      'billing: payments are not set up: checkout and the billing portal answer 503 (set BILLING=stripe and the Stripe keys, or BILLING=local for the test checkout)',
    );
  }
}
