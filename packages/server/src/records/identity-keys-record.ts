import type { Doc } from '../ports/store.js';

/** A list of the identity provider's keys (collection `identity_keys`): signing keys, cookie keys. */
export interface IdentityKeysRecord extends Doc {
  keys: unknown[];
  createdAt: string;
}
