import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { createClient, type LineupLabClient } from '@lineup-lab/sdk';
import type { pino } from 'pino';
import { type EphemeralServer, startEphemeralServer } from '../../src/composition/ephemeral-server.js';
import { WEB_CALLBACK_PATH } from '../../src/composition/start-server.js';
import type { Clock } from '../../src/ports/clock.js';
import { COLLECTIONS } from '../../src/ports/collections.js';
import type { Store } from '../../src/ports/store.js';
import type { OutboxRecord } from '../../src/records/outbox-record.js';
import { type ConfirmationLinkReader, signIn, signUpAndSignIn } from './oidc-sign-in.js';

export const INDEX_HTML = '<!doctype html><html lang="en"><title>Lineup Lab test page</title></html>';
/** The page the stand-in app has for `/` alone (as the real build prerenders the landing page). */
export const LANDING_HTML = '<!doctype html><html lang="en"><title>Lineup Lab landing</title></html>';
/** The editor's own page (`pages/edit-team.html`), for every team's path. */
export const EDITOR_HTML = '<!doctype html><html lang="en"><title>Lineup Lab editor</title></html>';

export const APP_JS = 'console.log("app");';

/**
 * A temporary stand-in for the built web app: index.html, a page of its own for `/`, and one asset
 * with the brotli copy the build writes beside it.
 */
export async function makeWebRoot(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'lineup-web-'));
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await mkdir(join(dir, 'pages'));
  await writeFile(join(dir, 'pages', 'index.html'), LANDING_HTML);
  await writeFile(join(dir, 'pages', 'edit-team.html'), EDITOR_HTML);
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'assets', 'app-abc123.js'), APP_JS);
  await writeFile(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(APP_JS));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export const ADMIN_EMAIL = 'admin@lineup-lab.test';
const ADMIN_PASSWORD = 'admin-password-123';

/** A signed-in user: an SDK client acting for them and the bearer token it sends. */
export interface SignedIn {
  client: LineupLabClient;
  token: string;
}

/** A real server for a test: embedded store in a temp folder, embedded identity, port 0. */
export interface TestServer extends EphemeralServer {
  /** Signs a new user up through the real sign-in pages and gives an SDK client acting for them. */
  signUp(email: string, password?: string): Promise<LineupLabClient>;
  /** As `signUp`, and also the access token, for requests the SDK would not send (raw `fetch`). */
  signUpWithToken(email: string, password?: string): Promise<SignedIn>;
  /** Signs the administrator in through the real sign-in pages. */
  signInAdmin(): Promise<LineupLabClient>;
  /** As `signInAdmin`, and also the access token. */
  signInAdminWithToken(): Promise<SignedIn>;
  /** An SDK client without a token. */
  anonymous(): LineupLabClient;
  /** An SDK client that sends this bearer token, whatever it is (to test refused tokens). */
  clientWithToken(token: string): LineupLabClient;
  /** The link of the newest sign-up confirmation mail to an address, from the server's outbox. */
  confirmationLink: ConfirmationLinkReader;
}

/** The newest mail to `email` whose subject starts with `subject`, from the embedded mailer's outbox. */
export async function newestMail(store: Store, email: string, subject: string): Promise<OutboxRecord> {
  const mails = await COLLECTIONS.outbox.of(store).find({ to: email.toLowerCase() });
  const mail = mails
    .filter((m) => m.subject.startsWith(subject))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  if (!mail) throw new Error(`No mail "${subject}" to ${email} in the outbox`);
  return mail;
}

/** The confirmation link in the newest sign-up mail to `email`. */
export async function confirmationLinkIn(store: Store, email: string): Promise<string> {
  const mail = await newestMail(store, email, 'Confirm your Lineup Lab account');
  const link = /https?:\/\/\S+\/confirm\?token=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No confirmation link in the mail to ${email}`);
  return link;
}

/**
 * Starts the real server as `lineup-server start` does (with `env` on top of test defaults), plus a
 * stand-in web app, and removes both when closed.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { logger?: pino.Logger; clock?: Clock } = {},
): Promise<TestServer> {
  const web = await makeWebRoot();
  const server = await startEphemeralServer(
    // The API tests bring their own players: no demo season unless a test asks for it. They sign up
    // many users from one address: per-client limits are raised (tests of the limits set their own).
    {
      WEB_ROOT: web.dir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      DEMO_SEASON: 'off',
      // No test reaches a real league host: a closed local port unless the test brings its fake.
      SLEEPER_API_URL: 'http://127.0.0.1:9/v1',
      ESPN_API_URL: 'http://127.0.0.1:9/apis/v3/games/ffl',
      YAHOO_API_URL: 'http://127.0.0.1:9/fantasy/v2',
      YAHOO_AUTH_URL: 'http://127.0.0.1:9/oauth2',
      SIGN_IN_RATE_PER_CLIENT: '1000/1m',
      SIGN_UP_RATE_PER_CLIENT: '1000/1m',
      CONTACT_RATE_PER_CLIENT: '1000/1m',
      WAITLIST_RATE_PER_CLIENT: '1000/1m',
      ...env,
    },
    { version: '9.9.9-test', ...options },
  );
  const redirectUri = `${server.url}${WEB_CALLBACK_PATH}`;
  const client = (token?: string) =>
    createClient({
      baseUrl: server.url,
      ...(token ? { getToken: () => token } : {}),
      retry: { delaysMs: [] },
    });
  const signedIn = (token: string): SignedIn => ({ client: client(token), token });
  const confirmationLink = (email: string) => confirmationLinkIn(server.store, email);
  const signUpWithToken = async (email: string, password = 'password-123') =>
    signedIn(
      (await signUpAndSignIn({ baseUrl: server.url, email, password, redirectUri, confirmationLink }))
        .accessToken,
    );
  const signInAdminWithToken = async () =>
    signedIn(
      (await signIn({ baseUrl: server.url, email: ADMIN_EMAIL, password: ADMIN_PASSWORD, redirectUri }))
        .accessToken,
    );
  return {
    ...server,
    anonymous: () => client(),
    clientWithToken: (token) => client(token),
    confirmationLink,
    signUpWithToken,
    signInAdminWithToken,
    signUp: async (email, password) => (await signUpWithToken(email, password)).client,
    signInAdmin: async () => (await signInAdminWithToken()).client,
    async close() {
      await server.close();
      await web.remove();
    },
  };
}
