import { generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../ports/clock.js';
import { cachedVerifier } from './cached-verifier.js';
import { createTokenVerifier } from './token-verifier.js';

const issuer = 'https://issuer.test';
const audience = 'https://api.test';
const { publicKey, privateKey } = await generateKeyPair('RS256');
/** A pinned instant: the verdicts never depend on the day the tests run. */
const START = Date.parse('2026-11-26T18:00:00Z');
const fixedClock: Clock = { now: () => new Date(START) };

const sign = (sub: string, expSeconds: number) =>
  new SignJWT({ email: `${sub}@x.test`, roles: ['user'] })
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(sub)
    .setIssuedAt(Math.floor(START / 1000))
    .setExpirationTime(expSeconds)
    .sign(privateKey);

function counting(clock: Clock) {
  let calls = 0;
  const real = createTokenVerifier({ issuer, audience, jwks: async () => publicKey, clock });
  const verifier = {
    verify(token: string) {
      calls += 1;
      return real.verify(token);
    },
  };
  return { verifier, calls: () => calls };
}

describe('cachedVerifier', () => {
  it('checks a token once, then answers from memory until it expires', async () => {
    let now = START;
    const clock = { now: () => new Date(now) };
    const inner = counting(clock);
    const verifier = cachedVerifier(inner.verifier, { clock });
    const token = await sign('u1', Math.floor(now / 1000) + 60);
    expect((await verifier.verify(token)).sub).toBe('u1');
    expect((await verifier.verify(token)).sub).toBe('u1');
    expect(inner.calls()).toBe(1);
    now += 70_000; // past exp and the 5 s clock tolerance
    await expect(verifier.verify(token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(inner.calls()).toBe(2);
  });

  it('never remembers a failure, and keeps at most `max` tokens', async () => {
    const inner = counting(fixedClock);
    const verifier = cachedVerifier(inner.verifier, { clock: fixedClock, max: 2 });
    await expect(verifier.verify('not-a-token')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(verifier.verify('not-a-token')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(inner.calls()).toBe(2);
    const exp = Math.floor(START / 1000) + 60;
    const [a, b, c] = await Promise.all([sign('a', exp), sign('b', exp), sign('c', exp)]);
    for (const token of [a, b, c, c, b, a]) await verifier.verify(token);
    // a was evicted when c arrived, so it is checked again; b and c come from memory.
    expect(inner.calls()).toBe(2 + 3 + 1);
  });
});
