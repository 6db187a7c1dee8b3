import type { AccountDirectory, SignInState } from '../../ports/account-directory.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';
import { normalizeEmail } from '../../records/account-record.js';
import { clearLanesOf } from './sign-in-throttle.js';

/**
 * The embedded identity provider's accounts (`AccountDirectory`): an address's sign-in state is its
 * shared sign-in lane (`sign_in_throttles`, keyed by the address as sign-in normalises it); a
 * browser's own lane (a trusted device) is not counted. An unlock clears every lane of the address.
 */
export function embeddedAccountDirectory(store: Store): AccountDirectory {
  const throttles = COLLECTIONS.signInThrottles.of(store);
  return {
    available: true,
    async signInStates(emails, now) {
      const emailsOf = new Map<string, string[]>();
      for (const email of emails) {
        const lane = normalizeEmail(email);
        emailsOf.set(lane, [...(emailsOf.get(lane) ?? []), email]);
      }
      const lanes = emailsOf.size === 0 ? [] : await throttles.find({ _id: { $in: [...emailsOf.keys()] } });
      const states = new Map<string, SignInState>();
      for (const lane of lanes) {
        const state = {
          locked: Date.parse(lane.nextAttemptAt) > now.getTime(),
          failedAttempts: lane.attempts,
        };
        for (const email of emailsOf.get(lane._id) ?? []) states.set(email, state);
      }
      return states;
    },
    async unlock(email, now) {
      const cleared = await clearLanesOf(store, normalizeEmail(email), now);
      return { attempts: cleared.attempts, wasLocked: cleared.waiting };
    },
  };
}
