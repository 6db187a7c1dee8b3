import { decodeJwt } from 'jose';
import type { Clock } from '../../ports/clock.js';
import type { Principal, TokenVerifier } from '../../ports/identity.js';

/**
 * Remembers tokens that verified, until they expire, so a signature is checked once per token and
 * not on every request. It changes nothing about what is accepted: a bearer token is valid until its
 * `exp` anyway (they are stateless), failures are never remembered, and the oldest entry goes when
 * `max` are held.
 */
export function cachedVerifier(inner: TokenVerifier, options: { clock: Clock; max?: number }): TokenVerifier {
  const max = options.max ?? 10_000;
  const cache = new Map<string, { principal: Principal; expiresAt: number }>();
  return {
    async verify(token) {
      const hit = cache.get(token);
      if (hit && hit.expiresAt > options.clock.now().getTime()) return hit.principal;
      cache.delete(token);
      const principal = await inner.verify(token);
      const { exp } = decodeJwt(token);
      if (typeof exp === 'number') {
        if (cache.size >= max) cache.delete(cache.keys().next().value ?? '');
        cache.set(token, { principal, expiresAt: exp * 1000 });
      }
      return principal;
    },
  };
}
