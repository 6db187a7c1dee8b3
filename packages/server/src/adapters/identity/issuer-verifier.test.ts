import { exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { createIssuerVerifier } from './issuer-verifier.js';

const ISSUER = 'https://sso.example.com/realms/lineup';

/** An issuer's discovery and keys over a fake `fetch`, which counts requests and can go down. */
async function fakeIssuer() {
  const { publicKey } = await generateKeyPair('RS256');
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] };
  const requests: string[] = [];
  let up = true;
  const fetch = (async (input: string | URL | Request) => {
    const url = String(input instanceof Request ? input.url : input);
    requests.push(new URL(url).pathname);
    if (!up) throw new TypeError('fetch failed');
    if (url === `${ISSUER}/.well-known/openid-configuration`) {
      return Response.json({ issuer: ISSUER, jwks_uri: `${ISSUER}/protocol/openid-connect/certs` });
    }
    if (url === `${ISSUER}/protocol/openid-connect/certs`) return Response.json(jwks);
    return new Response('not found', { status: 404 });
  }) as typeof globalThis.fetch;
  return {
    fetch,
    requests,
    setUp(value: boolean) {
      up = value;
    },
  };
}

describe('createIssuerVerifier: ready()', () => {
  it('resolves once discovery and the keys are loaded, and fetches neither again while they are fresh', async () => {
    const issuer = await fakeIssuer();
    const verifier = createIssuerVerifier({ issuer: ISSUER, audience: 'api', fetch: issuer.fetch });

    await verifier.ready();
    await verifier.ready();

    expect(issuer.requests).toEqual([
      '/realms/lineup/.well-known/openid-configuration',
      '/realms/lineup/protocol/openid-connect/certs',
    ]);
  });

  it('throws while the issuer cannot be reached, and resolves once it can', async () => {
    const issuer = await fakeIssuer();
    issuer.setUp(false);
    const verifier = createIssuerVerifier({ issuer: ISSUER, audience: 'api', fetch: issuer.fetch });

    await expect(verifier.ready()).rejects.toThrow('fetch failed');
    issuer.setUp(true);
    await expect(verifier.ready()).resolves.toBeUndefined();
  });

  it('throws when discovery answers an error', async () => {
    const verifier = createIssuerVerifier({
      issuer: ISSUER,
      audience: 'api',
      fetch: (async () => new Response('down', { status: 503 })) as typeof fetch,
    });
    await expect(verifier.ready()).rejects.toThrow(/answered 503/);
  });
});
