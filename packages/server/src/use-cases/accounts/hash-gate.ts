/** Every hashing slot and the queue are taken: the request is answered at once (503), not queued. */
export class HashingBusy extends Error {
  override readonly name = 'HashingBusy';
  constructor() {
    super('Password checks are busy');
  }
}

import { CURRENT_SCRYPT, type ScryptParameters } from './password-hash.js';

/** The server's password hashing: the cost of new hashes, run a few at a time. */
export interface HashGate {
  /** The scrypt cost new hashes are made with (older ones are upgraded to it at sign-in). */
  readonly cost: ScryptParameters;
  /** Runs `work` in a free slot, after those queued before it; throws `HashingBusy` when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * A bound on concurrent password hashing (each scrypt check takes ~200 ms of CPU and 32 MiB): at most
 * `concurrency` run, at most `queue` wait, and anything beyond is refused at once. So a flood of
 * sign-in posts costs the rest of the API a few busy cores at worst, and answers quickly.
 * @example
 * const gate = createHashGate({ concurrency: 2, queue: 8 });
 * const ok = await gate.run(() => verifyPassword(password, hash));
 */
export function createHashGate(limits: {
  concurrency: number;
  queue: number;
  /** Default `CURRENT_SCRYPT`. */
  cost?: ScryptParameters;
}): HashGate {
  let active = 0;
  const waiting: Array<() => void> = [];
  return {
    cost: limits.cost ?? CURRENT_SCRYPT,
    async run(work) {
      if (active < limits.concurrency) active += 1;
      else if (waiting.length < limits.queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new HashingBusy();
      try {
        return await work();
      } finally {
        // The slot passes to the next in the queue, or is freed.
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
      }
    },
  };
}
