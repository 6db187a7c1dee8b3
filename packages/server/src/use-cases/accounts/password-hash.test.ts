import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  needsRehash,
  SCRYPT_COSTS,
  verifyAgainstNothing,
  verifyPassword,
} from './password-hash.js';

describe('password hashing', () => {
  it("records scrypt at OWASP's minimum cost (N=2^15, r=8, p=3), a salt and the key", async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{86}$/);
    expect(needsRehash(hash)).toBe(false);
  });

  it('verifies a hash made with the lower cost of before, and says it needs rehashing', async () => {
    // Made by the previous parameters (N=2^15, r=8, p=1) for the password 'old password'.
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('old password', salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const old = `scrypt$32768$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('old password', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash('not a hash')).toBe(true);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('accepts the password and refuses any other', async () => {
    const hash = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horse ', hash)).toBe(false);
    expect(await verifyPassword('Correct horse', hash)).toBe(false);
  });

  it('verifies with the parameters recorded in the hash', async () => {
    const hash = await hashPassword('pw-12345');
    const [, , , , salt, key] = hash.split('$');
    expect(await verifyPassword('pw-12345', `scrypt$16384$8$3$${salt}$${key}`)).toBe(false);
  });

  it('never matches a malformed hash', async () => {
    for (const stored of ['', 'plain', 'scrypt$1$8$1$abc$def', 'scrypt$32768$8$1$$', 'bcrypt$x$y$z$a$b']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('spends a check on unknown accounts and says no', async () => {
    expect(await verifyAgainstNothing('whatever')).toBe(false);
  });

  it('hashes at the test cost when a test server asks, and each cost reads the other', async () => {
    const cheap = await hashPassword('correct horse', SCRYPT_COSTS.test);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('correct horse', cheap)).toBe(true);
    expect(await verifyPassword('correct horse!', cheap)).toBe(false);
    expect(needsRehash(cheap, SCRYPT_COSTS.test)).toBe(false);
    // A store written by a test server is upgraded at the standard cost's next sign-in.
    expect(needsRehash(cheap)).toBe(true);
    expect(needsRehash(await hashPassword('correct horse'), SCRYPT_COSTS.test)).toBe(true);
    expect(await verifyAgainstNothing('whatever', SCRYPT_COSTS.test)).toBe(false);
  });
});
