import { describe, expect, it } from 'vitest';
import { isStateShaped, pkceChallenge, randomToken, stateHash } from './connection-state.js';

describe('the one-time values of a Yahoo connection', () => {
  it("computes the S256 challenge of RFC 7636's example", () => {
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes fresh 43-character tokens, which are state-shaped, and hashes them one way', () => {
    const [a, b] = [randomToken(), randomToken()];
    expect(a).not.toBe(b);
    expect(isStateShaped(a)).toBe(true);
    expect(stateHash(a)).not.toContain(a);
    expect(stateHash(a)).toBe(stateHash(a));
    expect(isStateShaped('short')).toBe(false);
    expect(isStateShaped(`${a.slice(0, 42)}/`)).toBe(false);
  });
});
