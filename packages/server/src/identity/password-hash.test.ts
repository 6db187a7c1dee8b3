import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password-hash.js';

describe('password hashing', () => {
  it('records scrypt, its parameters, a salt and the key', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
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
    expect(await verifyPassword('pw-12345', `scrypt$16384$8$1$${salt}$${key}`)).toBe(false);
  });

  it('never matches a malformed hash', async () => {
    for (const stored of ['', 'plain', 'scrypt$1$8$1$abc$def', 'scrypt$32768$8$1$$', 'bcrypt$x$y$z$a$b']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('spends a check on unknown accounts and says no', async () => {
    expect(await verifyAgainstNothing('whatever')).toBe(false);
  });
});
