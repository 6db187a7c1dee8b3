import type { Store } from '../../src/ports/store.js';
import { COLLECTIONS } from '../../src/store/collections.js';
import type { UserRecord } from '../../src/users/user-record.js';

/** The stored user of an email address (provisioned by their first call). */
export async function storedUser(store: Store, email: string): Promise<UserRecord> {
  const user = await COLLECTIONS.users.of(store).findOne({ email: email.toLowerCase() });
  if (!user) throw new Error(`No stored user for ${email}: make a call as them first`);
  return user;
}

/**
 * Changes a stored user as billing or league import will (neither exists yet): e.g. makes them pro,
 * or records an imported league. The user must have made a call already.
 */
export async function updateUser(
  store: Store,
  email: string,
  fields: Partial<Omit<UserRecord, '_id' | 'sub'>>,
): Promise<void> {
  const { matchedCount } = await COLLECTIONS.users
    .of(store)
    .updateOne({ email: email.toLowerCase() }, { $set: fields });
  if (matchedCount !== 1) throw new Error(`No stored user for ${email}: make a call as them first`);
}
