/**
 * A browser an account has signed in from (collection `trusted_devices`): the SHA-256 of its cookie
 * and the account's email (the cookie itself is never stored), and until when it is trusted. One
 * browser may be trusted by several accounts.
 */
export interface TrustedDeviceRecord {
  _id: string;
  expiresAt: string;
}
