import { type CryptoKey, exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.js';
import { createTokenVerifier, rolesFromClaim } from './token-verifier.js';

const ISSUER = 'https://id.example.com/oidc';
const AUDIENCE = 'https://lineup.example.com/api';

let signingKey: CryptoKey;
let otherKey: CryptoKey;
let publicJwk: JWK;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  otherKey = (await generateKeyPair('RS256')).privateKey;
});

async function token(
  claims: JWTPayload = {},
  options: { key?: CryptoKey; expiresIn?: string | number; issuer?: string; audience?: string } = {},
): Promise<string> {
  return new SignJWT({ email: 'fan@example.com', roles: ['user'], ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'at+jwt' })
    .setSubject('account-1')
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(options.key ?? signingKey);
}

function verifier() {
  return createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: { keys: [publicJwk] } });
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('createTokenVerifier', () => {
  it('returns the principal of a valid token', async () => {
    expect(await verifier().verify(await token())).toEqual({
      sub: 'account-1',
      email: 'fan@example.com',
      roles: ['user'],
    });
  });

  it('reads roles from the configured claim, as an array or one string', async () => {
    const custom = createTokenVerifier({
      issuer: ISSUER,
      audience: AUDIENCE,
      rolesClaim: 'https://lineup-lab/roles',
      jwks: { keys: [publicJwk] },
    });
    expect((await custom.verify(await token({ 'https://lineup-lab/roles': 'admin' }))).roles).toEqual([
      'admin',
    ]);
    expect((await custom.verify(await token())).roles).toEqual([]);
    expect(rolesFromClaim(['admin', 3, 'user'])).toEqual(['admin', 'user']);
    expect(rolesFromClaim({ admin: true })).toEqual([]);
  });

  it('carries email_verified when the token says, as a boolean only', async () => {
    expect((await verifier().verify(await token({ email_verified: false }))).emailVerified).toBe(false);
    expect((await verifier().verify(await token({ email_verified: true }))).emailVerified).toBe(true);
    expect(await verifier().verify(await token({ email_verified: 'false' }))).not.toHaveProperty(
      'emailVerified',
    );
    expect(await verifier().verify(await token())).not.toHaveProperty('emailVerified');
  });

  it('leaves email undefined when the token has none', async () => {
    expect((await verifier().verify(await token({ email: undefined }))).email).toBeUndefined();
  });

  it.each([
    ['an empty token', async () => ''],
    ['garbage', async () => 'not.a.jwt'],
    [
      'a tampered token',
      async () => {
        const [header, payload, signature] = (await token()).split('.');
        const forged = Buffer.from(
          JSON.stringify({
            ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
            roles: ['admin'],
          }),
        ).toString('base64url');
        return [header, forged, signature].join('.');
      },
    ],
    ['an expired token', async () => token({}, { expiresIn: Math.floor(Date.now() / 1000) - 60 })],
    ['a token for another audience', async () => token({}, { audience: 'https://other.example.com/api' })],
    ['a token from another issuer', async () => token({}, { issuer: 'https://evil.example.com/' })],
    ['a token signed by another key', async () => token({}, { key: otherKey })],
    [
      'a token without a subject',
      async () => {
        const jwt = new SignJWT({}).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer(ISSUER);
        return jwt.setAudience(AUDIENCE).setExpirationTime('1h').sign(signingKey);
      },
    ],
  ])('refuses %s as UNAUTHENTICATED', async (_name, make) => {
    const error = await refusal(verifier().verify(await make()));
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(error.message).toBe('Invalid or expired token');
  });

  it('tolerates 5 seconds of clock difference, no more', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expect(verifier().verify(await token({}, { expiresIn: now - 3 }))).resolves.toMatchObject({
      sub: 'account-1',
    });
    await expect(verifier().verify(await token({}, { expiresIn: now - 8 }))).rejects.toThrow(
      'Invalid or expired token',
    );
  });

  it('refuses HMAC tokens even when the key set would match', async () => {
    const secret = new TextEncoder().encode('a-shared-secret-of-at-least-32-bytes!!');
    const hs = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .setSubject('account-1')
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setExpirationTime('1h')
      .sign(secret);
    expect((await refusal(verifier().verify(hs))).code).toBe('UNAUTHENTICATED');
  });

  it('reports keys that cannot be fetched as UNAVAILABLE', async () => {
    const unreachable = createTokenVerifier({
      issuer: ISSUER,
      audience: AUDIENCE,
      jwks: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect((await refusal(unreachable.verify(await token()))).code).toBe('UNAVAILABLE');
  });
});
