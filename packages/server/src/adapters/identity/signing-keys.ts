import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Store } from '../../ports/store.js';
import { loadOrCreateKeys } from './stored-secrets.js';

/** The algorithm of the provider's signing key (ID tokens and JWT access tokens). */
export const SIGNING_ALGORITHM = 'RS256';

/** The provider's keys: private ones for oidc-provider, public ones for the token verifier. */
export interface IdentityKeys {
  signing: JWK[];
  publicKeys: JWK[];
  /** Keys that sign the provider's cookies (newest first). */
  cookieKeys: string[];
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: SIGNING_ALGORITHM, use: 'sig' };
}

/** The public half of an RSA or EC private JWK, with its kid, alg and use. */
function publicJwk(jwk: JWK): JWK {
  const common = { kid: jwk.kid, alg: jwk.alg, use: jwk.use };
  if (jwk.kty === 'RSA') return { kty: 'RSA', n: jwk.n, e: jwk.e, ...common };
  if (jwk.kty === 'EC') return { kty: 'EC', crv: jwk.crv, x: jwk.x, y: jwk.y, ...common };
  throw new Error(`Unsupported signing key type ${jwk.kty ?? '(none)'}`);
}

/**
 * The signing keys and cookie keys kept in the store (`identity_keys`): created on the first start,
 * then the same for every process and every restart, so tokens and cookies stay valid.
 */
export async function loadIdentityKeys(store: Store, now: string): Promise<IdentityKeys> {
  const signing = await loadOrCreateKeys({
    store,
    id: 'signing',
    create: async () => [await newSigningKey()],
    now,
  });
  const cookieKeys = await loadOrCreateKeys({
    store,
    id: 'cookies',
    create: async () => [randomBytes(32).toString('base64url')],
    now,
  });
  return { signing, publicKeys: signing.map(publicJwk), cookieKeys };
}
