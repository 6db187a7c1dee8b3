import type { UserProfile, UserSettingsRequest } from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import type { UserRecord } from '../../records/user-record.js';
import type { ServiceContext } from '../service-context.js';
import { profileOf } from './user-profile.js';

/**
 * `PUT /api/user/settings` (user): changes the caller's own settings — `lineupAlerts` turns the
 * lineup alert mails off (`false`) or on again (`true`; on is the default) — and answers their
 * profile as it now stands. Only the caller's own record is reached (the stored caller of the
 * request), so no user can change another's.
 */
export async function updateUserSettings(
  ctx: Pick<ServiceContext, 'store'>,
  input: { user: UserRecord; settings: UserSettingsRequest },
): Promise<UserProfile> {
  const { lineupAlerts } = input.settings;
  await COLLECTIONS.users.of(ctx.store).updateOne({ _id: input.user._id }, { $set: { lineupAlerts } });
  return profileOf({ ...input.user, lineupAlerts });
}
