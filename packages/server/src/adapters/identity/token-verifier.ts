import {
  createLocalJWKSet,
  errors,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../ports/clock.js';
import type { Principal, TokenVerifier } from '../../ports/identity.js';

/** Asymmetric algorithms accepted by default (never HMAC: the API holds no shared secret). */
const DEFAULT_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];

/** Seconds of clock difference tolerated on `exp`, `nbf` and `iat`. */
const CLOCK_TOLERANCE_SECONDS = 5;

/** What `createTokenVerifier` needs. */
export interface TokenVerifierOptions {
  /** Expected `iss`, exactly: one, or any of several (the embedded provider at each of its origins). */
  issuer: string | readonly string[];
  /** Expected `aud` (the API's resource indicator). */
  audience: string;
  /** Claim that holds the roles; default `roles`. */
  rolesClaim?: string;
  /** The issuer's public keys: a key set (verified locally), or a key getter such as `createRemoteJWKSet(url)`. */
  jwks: JSONWebKeySet | JWTVerifyGetKey;
  /** Algorithms accepted; default `DEFAULT_ALGORITHMS`. */
  algorithms?: string[];
  /** For tests; default the system clock. */
  clock?: Clock;
}

const UNAUTHENTICATED_MESSAGE = 'Invalid or expired token';

function unauthenticated(): AppError {
  return new AppError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
}

/** Roles from a claim holding an array of strings or a single string (anything else gives none). */
export function rolesFromClaim(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (Array.isArray(value)) return value.filter((role): role is string => typeof role === 'string');
  return [];
}

function principalOf(payload: JWTPayload, rolesClaim: string): Principal {
  if (typeof payload.sub !== 'string' || payload.sub === '') throw unauthenticated();
  return {
    sub: payload.sub,
    email: typeof payload.email === 'string' ? payload.email : undefined,
    ...(typeof payload.email_verified === 'boolean' && { emailVerified: payload.email_verified }),
    roles: rolesFromClaim(payload[rolesClaim]),
  };
}

/** True for errors that mean "the keys could not be fetched", as opposed to "the token is bad". */
function isKeyFetchFailure(error: unknown): boolean {
  return error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError);
}

/**
 * A `TokenVerifier` for JWT access tokens: signature (by the given keys, asymmetric algorithms only),
 * `iss`, `aud`, `exp`/`nbf` with 5 s tolerance, and a `sub`. The principal's email comes from the
 * `email` claim (with `email_verified` when the token says), and its roles from the roles claim. A bad token is `AppError('UNAUTHENTICATED')`;
 * keys that cannot be fetched are `AppError('UNAVAILABLE')` (a 503, so that clients do not sign out).
 *
 * @example
 * const verifier = createTokenVerifier({ issuer, audience, jwks: createRemoteJWKSet(new URL(jwksUri)) });
 * const principal = await verifier.verify(bearerToken);
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const keys = typeof options.jwks === 'function' ? options.jwks : createLocalJWKSet(options.jwks);
  const rolesClaim = options.rolesClaim ?? 'roles';
  const algorithms = options.algorithms ?? DEFAULT_ALGORITHMS;
  return {
    async verify(token) {
      if (typeof token !== 'string' || token === '') throw unauthenticated();
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, keys, {
          issuer: typeof options.issuer === 'string' ? options.issuer : [...options.issuer],
          audience: options.audience,
          algorithms,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          ...(options.clock ? { currentDate: options.clock.now() } : {}),
        }));
      } catch (error) {
        if (typeof options.jwks === 'function' && isKeyFetchFailure(error)) {
          throw new AppError('UNAVAILABLE', 'The identity provider cannot be reached');
        }
        throw unauthenticated();
      }
      return principalOf(payload, rolesClaim);
    },
  };
}
