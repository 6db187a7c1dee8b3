/** An account's sign-in state as the identity provider keeps it (the admin's Users columns). */
export interface SignInState {
  /** The account must wait before its next sign-in attempt (accounts are slowed down, never shut). */
  locked: boolean;
  /** Failed attempts since its last successful sign-in. */
  failedAttempts: number;
}

/** What an unlock cleared. */
interface Unlocked {
  /** The failed attempts cleared. */
  attempts: number;
  /** The account was waiting before its next attempt. */
  wasLocked: boolean;
}

/**
 * The identity provider's accounts as the admin use cases reach them: their sign-in state and the
 * unlock. The embedded provider keeps that state and answers (`available: true`); an outside issuer
 * keeps its own, which this server can neither read nor clear (`available: false`), so the admin's
 * columns say "not available" rather than showing an unlocked account with no failures.
 */
export type AccountDirectory =
  | {
      readonly available: true;
      /** The sign-in state of each address given that has one (addresses as the users have them). */
      signInStates(emails: readonly string[], now: Date): Promise<Map<string, SignInState>>;
      /** Clears the address's failed attempts and wait, on every browser; what it cleared. */
      unlock(email: string, now: Date): Promise<Unlocked>;
    }
  | { readonly available: false };

/** The accounts of an outside issuer: their sign-in state is the issuer's, not available here. */
export const OUTSIDE_ACCOUNTS: AccountDirectory = { available: false };
