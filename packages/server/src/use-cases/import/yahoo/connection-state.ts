import { createHash, randomBytes } from 'node:crypto';

/**
 * The one-time values of a Yahoo connection: the `state` that ties Yahoo's answer to the user who
 * asked (kept only as its hash), and the PKCE verifier and its S256 challenge (RFC 7636).
 */

/** 32 random bytes, base64url: an unguessable `state` or PKCE verifier (43 characters). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** The S256 challenge of a PKCE verifier: base64url(SHA-256(verifier)). */
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** What the store keeps of a `state`: its SHA-256, base64url (useless to finish someone's connection). */
export const stateHash = (state: string) => createHash('sha256').update(state).digest('base64url');

/** Whether `text` could be a `state` we made (anything else is refused without a look-up). */
export const isStateShaped = (text: string) => /^[A-Za-z0-9_-]{43}$/.test(text);
