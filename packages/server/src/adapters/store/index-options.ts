import type { IndexOptions } from '../../ports/store.js';

/**
 * Refuses index options neither adapter could honour alike: a TTL index (`expireAfterSeconds`)
 * must be on one field and count whole seconds from 0 (MongoDB's rule).
 */
export function checkIndexOptions(fields: readonly string[], options: IndexOptions): void {
  const seconds = options.expireAfterSeconds;
  if (seconds === undefined) return;
  if (!Number.isInteger(seconds) || seconds < 0) {
    throw new TypeError(`expireAfterSeconds of ${options.name} must be a whole number ≥ 0`);
  }
  if (fields.length !== 1) throw new TypeError(`A TTL index (${options.name}) has exactly one field`);
}
