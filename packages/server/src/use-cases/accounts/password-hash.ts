import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost parameters; recorded in every hash so that they can be raised without breaking old ones. */
export interface ScryptParameters {
  /** CPU/memory cost (a power of two). */
  N: number;
  /** Block size. */
  r: number;
  /** Parallelisation. */
  p: number;
}

/**
 * Cost for new hashes: OWASP's minimum for scrypt (Password Storage Cheat Sheet: N=2^17, r=8, p=1, or
 * an equal cost such as N=2^15, r=8, p=3). We take N=2^15, p=3: the same work in a third of the memory
 * (32 MiB a check, the lanes run one after another), so concurrent checks stay affordable; about 200 ms
 * a check on the machines we target. Hashes made with lower costs are upgraded at the next sign-in.
 */
export const CURRENT_SCRYPT: ScryptParameters = { N: 2 ** 15, r: 8, p: 3 };

/**
 * The costs a server can be configured with (`PASSWORD_HASH_COST`): `standard` is `CURRENT_SCRYPT`;
 * `test` (N=2^10, p=1: about 2 ms, 1 MiB) is for test servers that sign many users up, and is
 * refused in production. Hashes record their cost, so a store written at either is read by both.
 */
export const SCRYPT_COSTS = {
  standard: CURRENT_SCRYPT,
  test: { N: 2 ** 10, r: 8, p: 1 },
} as const satisfies Record<string, ScryptParameters>;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

/** What a key is derived with: the salt, the cost, and the key's length in bytes. */
interface Derivation {
  salt: Buffer;
  params: ScryptParameters;
  length: number;
}

function derive(password: string, { salt, params, length }: Derivation): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      length,
      { ...params, maxmem: 256 * params.N * params.r },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/**
 * Hashes a password with scrypt and a fresh random salt. The result records the algorithm, the
 * parameters, the salt and the key: `scrypt$N$r$p$<salt base64url>$<key base64url>`.
 */
export async function hashPassword(
  password: string,
  cost: ScryptParameters = CURRENT_SCRYPT,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, { salt, params: cost, length: KEY_LENGTH });
  const { N, r, p } = cost;
  return [PREFIX, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  params: ScryptParameters;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const [prefix, n, r, p, salt, key, ...rest] = stored.split('$');
  if (prefix !== PREFIX || rest.length > 0 || !salt || !key) return undefined;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const sane =
    Number.isInteger(params.N) &&
    params.N >= 2 ** 10 &&
    params.N <= 2 ** 20 &&
    Number.isInteger(params.r) &&
    params.r >= 1 &&
    params.r <= 32 &&
    Number.isInteger(params.p) &&
    params.p >= 1 &&
    params.p <= 16;
  if (!sane) return undefined;
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/**
 * Whether `password` matches a hash made by `hashPassword`, compared in constant time with the
 * parameters recorded in the hash. A malformed hash never matches.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await derive(password, { ...parsed, length: parsed.key.length });
  return timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash was made with other parameters than `cost` (it is replaced at the next sign-in). */
export function needsRehash(stored: string, cost: ScryptParameters = CURRENT_SCRYPT): boolean {
  const parsed = parseHash(stored);
  const { N, r, p } = cost;
  return !parsed || parsed.params.N !== N || parsed.params.r !== r || parsed.params.p !== p;
}

/** A hash of a random password at each cost asked for, made once. */
const dummyHashes = new Map<ScryptParameters, Promise<string>>();

/**
 * Spends as long as a real check at `cost`, for a log-in with an unknown email, so that response
 * times do not tell which addresses have accounts. Always false.
 */
export async function verifyAgainstNothing(
  password: string,
  cost: ScryptParameters = CURRENT_SCRYPT,
): Promise<false> {
  const dummy = dummyHashes.get(cost) ?? hashPassword(randomBytes(16).toString('base64url'), cost);
  dummyHashes.set(cost, dummy);
  await verifyPassword(password, await dummy);
  return false;
}
