import { decodeJwt, importJWK, type JWK, type JWTPayload, SignJWT } from 'jose';
import { COLLECTIONS } from '../../src/ports/collections.js';
import type { Store } from '../../src/ports/store.js';

/**
 * A token signed with a test server's own stored key: a real user's token with claims changed or
 * added (another expiry, a roles claim, `email_verified`), as an issuer could have sent it.
 */
export async function resignedToken(store: Store, token: string, claims: JWTPayload): Promise<string> {
  const stored = await store
    .collection<{ _id: string; keys: JWK[] }>(COLLECTIONS.identityKeys.name)
    .findOne({ _id: 'signing' });
  const jwk = stored?.keys[0];
  if (!jwk?.kid) throw new Error('no stored signing key');
  return new SignJWT({ ...decodeJwt(token), ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .sign(await importJWK(jwk, 'RS256'));
}

/** `iat` a minute ago and `exp` in ten minutes, by the real clock (what token checks use). */
export function freshTimes(): { iat: number; exp: number } {
  const now = Math.floor(Date.now() / 1000);
  return { iat: now - 60, exp: now + 600 };
}
