/**
 * The failed sign-ins of one lane (collection `sign_in_throttles`): an email address as seen from
 * any browser, or from one browser it has signed in from before (`trusted-devices.ts`).
 */
export interface SignInThrottleRecord {
  _id: string;
  /** Attempts since the last success (each is counted when it starts, before the password is checked). */
  attempts: number;
  /** The next attempt may start at this time (ISO). */
  nextAttemptAt: string;
  /** The record is swept after this time (ISO): a day after the last attempt. */
  expiresAt: string;
}
