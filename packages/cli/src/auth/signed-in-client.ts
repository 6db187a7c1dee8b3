import { createClient, type LineupLabClient } from '@lineup-lab/sdk';
import * as oidc from 'openid-client';
import { CliError } from '../cli-error.js';
import { type CliIo, nowOf } from '../io.js';
import { signInEndedMessage } from '../server-failure.js';
import { configDir } from './config-dir.js';
import { type CredentialStore, credentialStore, type StoredSession } from './credentials.js';
import { sessionFrom } from './device-login.js';
import { discoverIssuer, issuerFailure, oauthErrorOf } from './issuer.js';

/** An access token this close to its expiry is renewed before it is sent. */
const EXPIRY_MARGIN_MS = 30_000;

/** The message when there is no stored sign-in for a server. */
function notSignedInMessage(server: string): string {
  return `Not signed in to ${server}. Run \`lineup login\`.`;
}

/** Whether the access token has expired (or will within the margin) at `now`. */
function isExpired(session: StoredSession, now: Date): boolean {
  return session.expiresAt !== undefined && Date.parse(session.expiresAt) - EXPIRY_MARGIN_MS <= now.getTime();
}

/** The credential store of the user's configuration directory. */
export function userCredentials(io: CliIo): CredentialStore {
  return credentialStore(configDir(io.env));
}

/**
 * Trades the refresh token for new tokens at the issuer that gave them (the refresh token is
 * rotated: the new one is kept) and stores them, holding the store's lock. When another process
 * renewed the sign-in meanwhile (the stored refresh token is not the one held), its tokens are
 * taken instead: a rotated refresh token may be used only once. An issuer that refuses
 * (`invalid_grant`: expired or revoked) ends the sign-in.
 */
async function refreshSession(input: {
  server: string;
  session: StoredSession;
  store: CredentialStore;
  now: () => Date;
}): Promise<StoredSession> {
  const { server, store } = input;
  return store.locked(async () => {
    const latest = await store.read(server);
    if (latest && latest.refreshToken !== input.session.refreshToken && !isExpired(latest, input.now())) {
      return latest;
    }
    const session = latest ?? input.session;
    if (!session.refreshToken) throw new CliError(signInEndedMessage(server));
    let tokens: oidc.TokenEndpointResponse;
    try {
      const config = await discoverIssuer(session);
      tokens = await oidc.refreshTokenGrant(config, session.refreshToken, { resource: session.audience });
    } catch (error) {
      if (oauthErrorOf(error) === 'invalid_grant') {
        throw new CliError(signInEndedMessage(server), { cause: error });
      }
      throw issuerFailure(session.issuer, error);
    }
    const renewed = sessionFrom(tokens, session, { now: input.now(), previous: session });
    await store.write(server, renewed);
    return renewed;
  });
}

/**
 * An SDK client for `server` acting for the signed-in user, from the tokens `lineup login` stored:
 * an access token that has expired is renewed before the call, and a 401 makes one silent refresh
 * (the SDK's `refreshToken`) before the call is sent again. Renewed tokens are stored at once.
 * Without a stored sign-in it fails with 'Not signed in to <server>. Run `lineup login`.'
 */
export async function signedInClient(io: CliIo, server: string): Promise<LineupLabClient> {
  const store = userCredentials(io);
  let session = await store.read(server);
  if (!session) throw new CliError(notSignedInMessage(server));
  let inFlight: Promise<StoredSession> | undefined;
  const refresh = async (): Promise<string> => {
    inFlight ??= refreshSession({
      server,
      session: session as StoredSession,
      store,
      now: () => nowOf(io),
    }).finally(() => {
      inFlight = undefined;
    });
    session = await inFlight;
    return session.accessToken;
  };
  return createClient({
    baseUrl: server,
    getToken: async () => {
      const current = session as StoredSession;
      return isExpired(current, nowOf(io)) ? refresh() : current.accessToken;
    },
    refreshToken: refresh,
  });
}
