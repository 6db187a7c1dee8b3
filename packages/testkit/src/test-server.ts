/**
 * TEST SUPPORT: a real Lineup Lab server on port 0 for a test (embedded store in a temporary folder,
 * the embedded OpenID provider, no demo season), with a clock the test sets, the administrator's
 * account, the sign-up mails read from its outbox, and sign-in that gives real tokens.
 */
import { createClient, type LineupLabClient } from '@lineup-lab/sdk';
import { COLLECTIONS, type EphemeralServer, startEphemeralServer } from '@lineup-lab/server';
import { deviceSignIn, type SignInTokens } from './device-sign-in.js';

export const ADMIN_EMAIL = 'admin@lineup-lab.test';
export const ADMIN_PASSWORD = 'admin-password-123';

/** A clock the test sets by hand (the server's time: the season clock, the planning week). */
export interface SettableClock {
  now(): Date;
  set(time: string): void;
}

export interface TestServer {
  url: string;
  server: EphemeralServer;
  clock: SettableClock;
  /** The link of the newest sign-up confirmation mail to `email` in the server's outbox. */
  confirmationLink(email: string): Promise<string>;
  /** Signs a new user up and in (device flow, confirmed by the mail's link): their tokens. */
  signUp(email: string, password?: string): Promise<SignInTokens>;
  /** Signs the administrator in: the administrator's tokens. */
  signInAdmin(): Promise<SignInTokens>;
  /** An SDK client that sends this access token (no retries: a test should not wait). */
  client(accessToken?: string): LineupLabClient;
  close(): Promise<void>;
}

/**
 * Starts the server at the time `now`, where the clock stays until the test sets it (`env` on top of
 * the defaults: no demo season, the administrator's account, sign-in limits raised for one address).
 */
export async function startTestServer(
  options: { now: string; env?: Record<string, string> } = { now: new Date().toISOString() },
): Promise<TestServer> {
  let time = Date.parse(options.now);
  const clock: SettableClock = {
    now: () => new Date(time),
    set(iso) {
      time = Date.parse(iso);
    },
  };
  const server = await startEphemeralServer(
    {
      DEMO_SEASON: 'off',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SIGN_IN_RATE_PER_CLIENT: '1000/1m',
      SIGN_UP_RATE_PER_CLIENT: '1000/1m',
      ...options.env,
    },
    { version: '9.9.9-test', clock },
  );

  async function confirmationLink(email: string): Promise<string> {
    const mails = await COLLECTIONS.outbox.of(server.store).find({ to: email.toLowerCase() });
    const newest = mails.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    const link = newest && /https?:\/\/\S+\/confirm\?token=\S+/.exec(newest.text)?.[0];
    if (!link) throw new Error(`No confirmation link in a mail to ${email}`);
    return link;
  }

  return {
    url: server.url,
    server,
    clock,
    confirmationLink,
    signUp: (email, password = 'password-123') =>
      deviceSignIn(server.url, { email, password, signUp: { confirmationLink } }),
    signInAdmin: () => deviceSignIn(server.url, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    client: (accessToken) =>
      createClient({
        baseUrl: server.url,
        ...(accessToken && { getToken: () => accessToken }),
        retry: { delaysMs: [] },
      }),
    close: () => server.close(),
  };
}
