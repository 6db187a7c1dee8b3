import { type Router as ExpressRouter, Router } from 'express';
import { Provider } from 'oidc-provider';
import { createOidcStoreAdapter, type OidcStoreAdapter } from '../../adapters/identity/oidc-store-adapter.js';
import {
  type IdentityKeys,
  loadIdentityKeys,
  SIGNING_ALGORITHM,
} from '../../adapters/identity/signing-keys.js';
import { createTokenVerifier } from '../../adapters/identity/token-verifier.js';
import type { Logger } from '../../logger.js';
import { type Clock, systemClock } from '../../ports/clock.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { TokenVerifier } from '../../ports/identity.js';
import type { Mailer } from '../../ports/mailer.js';
import type { Outcomes } from '../../ports/outcomes.js';
import type { Store } from '../../ports/store.js';
import type { RateLimit } from '../../rate-limit/consume-rate-limit.js';
import { createHashGate, type HashGate } from '../../use-cases/accounts/hash-gate.js';
import type { ScryptParameters } from '../../use-cases/accounts/password-hash.js';
import { requestOrigin } from '../http/request-origin.js';
import { interactionRoutes } from '../pages/identity/interaction-routes.js';
import { deviceFlowLimits } from './device-flow-limits.js';
import { offlineAccessConsent } from './offline-access-consent.js';
import { CLI_CLIENT_ID, providerConfiguration, WEB_CLIENT_ID } from './provider-configuration.js';
import { unsavedSessionAnswer } from './unsaved-session-answer.js';

/** What `createEmbeddedIdentity` needs. */
export interface EmbeddedIdentityOptions {
  store: Store;
  /** Public base URL of the server, an origin without a path (e.g. `http://localhost:5005`). */
  issuer: string;
  /**
   * Other origins the server is reached at (`http://127.0.0.1:5005`, a LAN address …): each gets an
   * issuer of its own (`${origin}/oidc`) with the web client's redirects at that origin, sharing the
   * accounts, keys and sessions' store, so signing in works wherever the app was opened.
   */
  alsoAt?: readonly string[];
  /** The API's resource indicator, the `aud` of access tokens (e.g. `http://localhost:5005/api`). */
  audience: string;
  clients: { webRedirectUris: string[]; webPostLogoutRedirectUris: string[] };
  /** Name of the roles claim in tokens; default `roles`. */
  rolesClaim?: string;
  /** ADMIN_EMAIL: this account gets `['admin']`, everyone else `['user']`. */
  adminEmail: string;
  logger: Logger;
  clock?: Clock;
  /** Trust `X-Forwarded-*` (set it when the app runs behind a TLS-terminating proxy, as `trust proxy`). */
  trustProxy?: boolean;
  /** Sends the sign-up confirmation mails. */
  mailer: Mailer;
  /** The web app's address, for mails. */
  appUrl: string;
  /** Sign-in and sign-up attempts one client may make. */
  clientLimits: { signIn: Omit<RateLimit, 'key'>; signUp: Omit<RateLimit, 'key'> };
  /** Password checks run at once, and waiting, before more are refused (503); the cost of new hashes. */
  hashing: { concurrency: number; queue: number; cost?: ScryptParameters };
  /** Where sign-in and sign-up outcomes are counted (the metrics); nowhere by default. */
  outcomes?: Outcomes;
}

/** The embedded OpenID provider, ready to mount. */
export interface EmbeddedIdentity {
  /** Mount at the app root, before any body parser: serves `/oidc/*` (protocol, pages, stylesheet). */
  router: ExpressRouter;
  /** Verifies access tokens of this issuer with the stored public keys (no HTTP). */
  verifier: TokenVerifier;
  /** The OIDC issuer identifier of the server's own URL: `${issuer}/oidc`. */
  issuer: string;
  /** The issuer a page at `origin` signs in with: that origin's, or the server URL's for any other. */
  issuerFor(origin: string): string;
  /** Origins of the web redirect URIs, for CSP `form-action` (sign-in forms redirect there). */
  formActionOrigins: string[];
  /** Stops the housekeeping timer. */
  close(): Promise<void>;
}

const SWEEP_INTERVAL_MS = 10 * 60_000;

function oidcIssuerFor(base: string): string {
  const url = URL.parse(base);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`The identity issuer must be an http(s) URL, got ${base}`);
  }
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    throw new Error(`The identity issuer must be an origin without a path, got ${base}`);
  }
  return `${url.origin}/oidc`;
}

/** What every origin's provider shares: the store's accounts, keys and adapter, and the hashing gate. */
interface SharedIdentity {
  options: EmbeddedIdentityOptions;
  clock: Clock;
  rolesClaim: string;
  keys: IdentityKeys;
  adapter: OidcStoreAdapter;
  gate: HashGate;
  firstPartyClients: ReadonlySet<string>;
  /** The server URL's links as they are; another origin's, the same paths at that origin. */
  rebase: (origin: string) => (uri: string) => string;
}

/** One provider and its pages for `origin`, on the shared store, keys and hashing gate. */
function providerAt(shared: SharedIdentity, origin: string): { issuer: string; routes: ExpressRouter } {
  const { options, clock, keys, adapter, firstPartyClients } = shared;
  const { store, logger } = options;
  const atOrigin = (uris: readonly string[]) => uris.map(shared.rebase(origin));
  const provider = new Provider(
    oidcIssuerFor(origin),
    providerConfiguration({
      audience: options.audience,
      webRedirectUris: atOrigin(options.clients.webRedirectUris),
      webPostLogoutRedirectUris: atOrigin(options.clients.webPostLogoutRedirectUris),
      rolesClaim: shared.rolesClaim,
      adminEmail: options.adminEmail,
      keys,
      adapter: adapter.factory,
      accounts: COLLECTIONS.accounts.of(store),
    }),
  );
  provider.proxy = options.trustProxy ?? false;
  provider.use(unsavedSessionAnswer());
  provider.use(deviceFlowLimits({ store, clock, adapter: adapter.factory }));
  provider.use(offlineAccessConsent(firstPartyClients));
  provider.on('server_error', (_ctx, error) => logger.error({ err: error }, 'identity provider error'));
  const routes = Router();
  routes.use(
    interactionRoutes({
      provider,
      store,
      clock,
      logger,
      firstPartyClients,
      mailer: options.mailer,
      gate: shared.gate,
      appUrl: shared.rebase(origin)(options.appUrl),
      adminEmail: options.adminEmail,
      clientLimits: options.clientLimits,
      outcomes: options.outcomes,
    }),
  );
  const handle = provider.callback();
  routes.use('/oidc', (req, res) => {
    void handle(req, res);
  });
  return { issuer: provider.issuer, routes };
}

/**
 * Starts the embedded OpenID provider (oidc-provider) on the store: local accounts with sign-up and
 * sign-in pages, the `lineup-web` (code + PKCE) and `lineup-cli` (device flow) clients, JWT access
 * tokens for `audience`, and signing and cookie keys kept in the store so that every process and
 * every restart agree.
 *
 * @example
 * const identity = await createEmbeddedIdentity({ store, issuer: 'http://localhost:5005',
 *   audience: 'http://localhost:5005/api', adminEmail, logger,
 *   clients: { webRedirectUris: ['http://localhost:5005/callback'], webPostLogoutRedirectUris: ['http://localhost:5005/'] } });
 * app.use(identity.router);
 */
export async function createEmbeddedIdentity(options: EmbeddedIdentityOptions): Promise<EmbeddedIdentity> {
  const clock = options.clock ?? systemClock;
  const rolesClaim = options.rolesClaim ?? 'roles';
  const { logger, store } = options;

  const keys = await loadIdentityKeys(store, clock.now().toISOString());
  const adapter = createOidcStoreAdapter(store, clock);
  await adapter.sweepExpired();

  const ownOrigin = new URL(oidcIssuerFor(options.issuer)).origin;
  const origins = [ownOrigin, ...(options.alsoAt ?? []).map((o) => new URL(o).origin)].filter(
    (origin, index, all) => all.indexOf(origin) === index,
  );
  const rebase = (origin: string) => (uri: string) =>
    origin === ownOrigin ? uri : new URL(new URL(uri).pathname, origin).href;
  const shared: SharedIdentity = {
    options,
    clock,
    rolesClaim,
    keys,
    adapter,
    gate: createHashGate(options.hashing),
    firstPartyClients: new Set([WEB_CLIENT_ID, CLI_CLIENT_ID]),
    rebase,
  };
  const byOrigin = new Map(origins.map((origin) => [origin, providerAt(shared, origin)] as const));
  const own = byOrigin.get(ownOrigin) as { issuer: string; routes: ExpressRouter };
  const atRequest = (origin: string) => byOrigin.get(origin) ?? own;
  const router = Router();
  router.use((req, res, next) => atRequest(requestOrigin(req)).routes(req, res, next));

  const sweep = setInterval(() => {
    adapter.sweepExpired().catch((error: unknown) => logger.warn({ err: error }, 'identity sweep failed'));
  }, SWEEP_INTERVAL_MS);
  sweep.unref();

  return {
    router,
    issuer: own.issuer,
    issuerFor: (origin) => atRequest(origin).issuer,
    formActionOrigins: [
      ...new Set(
        origins.flatMap((origin) =>
          options.clients.webRedirectUris.map((uri) => new URL(rebase(origin)(uri)).origin),
        ),
      ),
    ],
    verifier: createTokenVerifier({
      issuer: [...byOrigin.values()].map((instance) => instance.issuer),
      audience: options.audience,
      rolesClaim,
      jwks: { keys: keys.publicKeys },
      algorithms: [SIGNING_ALGORITHM],
      // Tokens are issued on the real clock (oidc-provider's), whatever the app's clock says.
      clock: systemClock,
    }),
    async close() {
      clearInterval(sweep);
    },
  };
}
