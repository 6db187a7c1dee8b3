import type { SignInOptions } from './oidc.js';
import { isProviderError, logProviderError } from './provider-errors.js';

/**
 * Sign-in and sign-out for buttons and route guards. openid-client is loaded only when one runs.
 * A provider error is swallowed and logged (spec §8); anything else is rethrown for the caller.
 */
export async function startSignIn(returnTo: string, options?: SignInOptions): Promise<void> {
  try {
    await (await import('./oidc.js')).signIn(returnTo, options);
  } catch (error) {
    if (!isProviderError(error)) throw error;
    logProviderError(error);
  }
}

export async function startSignOut(): Promise<void> {
  await (await import('./oidc.js')).signOut();
}
