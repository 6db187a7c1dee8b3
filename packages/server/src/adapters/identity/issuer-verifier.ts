import { createRemoteJWKSet, customFetch } from 'jose';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../ports/clock.js';
import type { TokenVerifier } from '../../ports/identity.js';
import { createTokenVerifier } from './token-verifier.js';

/** What `createIssuerVerifier` needs. */
export interface IssuerVerifierOptions {
  /** AUTH_ISSUER, e.g. `https://tenant.eu.auth0.com/` or `https://sso.example.com/realms/lineup`. */
  issuer: string;
  /** AUTH_AUDIENCE. */
  audience: string;
  /** Claim that holds the roles; default `roles` (Auth0 needs a namespaced one). */
  rolesClaim?: string;
  algorithms?: string[];
  clock?: Clock;
  /** For tests; default the global fetch. */
  fetch?: typeof fetch;
}

/** Whether a URL points at this machine (plain http is accepted only there). */
function isLoopbackUrl(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** A verifier of an outside issuer's tokens, which can say whether that issuer is reachable. */
export interface IssuerVerifier extends TokenVerifier {
  /**
   * Resolves once the issuer's discovery document and keys are loaded, and throws when they cannot
   * be: discovery is fetched once (again after a failure), the keys when jose's cache of them is
   * older than ten minutes. The readiness check (`/readyz`).
   */
  ready(): Promise<void>;
}

interface Built {
  verifier: TokenVerifier;
  jwks: ReturnType<typeof createRemoteJWKSet>;
}

interface Discovered {
  issuer: string;
  jwksUri: URL;
}

function checkedUrl(text: string, what: string): URL {
  const url = URL.parse(text);
  if (!url) throw new Error(`${what} is not a URL: ${text}`);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackUrl(url))) {
    throw new Error(`${what} must use https (plain http only on loopback): ${text}`);
  }
  return url;
}

async function discover(issuer: string, fetchImpl: typeof fetch): Promise<Discovered> {
  checkedUrl(issuer, 'AUTH_ISSUER');
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await fetchImpl(url, { headers: { accept: 'application/json' }, redirect: 'error' });
  if (!response.ok) throw new Error(`Discovery at ${url} answered ${response.status}`);
  const document: unknown = await response.json();
  if (typeof document !== 'object' || document === null)
    throw new Error(`Discovery at ${url} is not an object`);
  const { issuer: advertised, jwks_uri: jwksUri } = document as Record<string, unknown>;
  if (typeof advertised !== 'string' || advertised.replace(/\/+$/, '') !== issuer.replace(/\/+$/, '')) {
    throw new Error(`Discovery at ${url} names issuer ${String(advertised)}, expected ${issuer}`);
  }
  if (typeof jwksUri !== 'string') throw new Error(`Discovery at ${url} has no jwks_uri`);
  return { issuer: advertised, jwksUri: checkedUrl(jwksUri, 'jwks_uri') };
}

/**
 * A `TokenVerifier` for any OpenID issuer (Auth0, Keycloak, Okta, Entra …): finds the issuer's
 * `jwks_uri` from `/.well-known/openid-configuration` on first use (retrying on the next call when
 * that fails), then verifies with its keys, fetched and cached by jose. `iss` must equal the issuer
 * the discovery document names (which must be the configured one, give or take a trailing slash).
 *
 * @example
 * const verifier = createIssuerVerifier({ issuer: config.AUTH_ISSUER, audience: config.AUTH_AUDIENCE, rolesClaim: config.AUTH_ROLES_CLAIM });
 */
export function createIssuerVerifier(options: IssuerVerifierOptions): IssuerVerifier {
  const fetchImpl = options.fetch ?? fetch;
  let ready: Promise<Built> | undefined;

  async function build(): Promise<Built> {
    const discovered = await discover(options.issuer, fetchImpl);
    const jwks = createRemoteJWKSet(
      discovered.jwksUri,
      options.fetch ? { [customFetch]: options.fetch } : undefined,
    );
    const verifier = createTokenVerifier({
      issuer: discovered.issuer,
      audience: options.audience,
      rolesClaim: options.rolesClaim,
      algorithms: options.algorithms,
      clock: options.clock,
      jwks,
    });
    return { verifier, jwks };
  }
  const built = () =>
    (ready ??= build().catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));

  return {
    async verify(token) {
      let verifier: TokenVerifier;
      try {
        ({ verifier } = await built());
      } catch {
        throw new AppError('UNAVAILABLE', 'The identity provider cannot be reached');
      }
      return verifier.verify(token);
    },
    async ready() {
      const { jwks } = await built();
      if (!jwks.fresh) await jwks.reload();
    },
  };
}
