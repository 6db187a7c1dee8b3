import { type Request, type RequestHandler, type Response, Router } from 'express';
import type { Provider } from 'oidc-provider';
import type { Logger } from '../../../logger.js';
import type { Clock } from '../../../ports/clock.js';
import { COLLECTIONS } from '../../../ports/collections.js';
import type { Mailer } from '../../../ports/mailer.js';
import type { Store } from '../../../ports/store.js';
import { type AccountRecord, isConfirmed, safeReturnPath } from '../../../records/account-record.js';
import { confirmEmail, resendConfirmation } from '../../../use-cases/accounts/confirm-email.js';
import type { PendingSignIn } from '../../../use-cases/accounts/sign-up.js';
import { trustDevice } from '../../../use-cases/accounts/trusted-devices.js';
import { sendPage } from '../page-http.js';
import { deviceOf, finishLogin, type Interaction, setDeviceCookie, uidOf } from './interaction-http.js';
import { errorPage, interactionPaths, linkExpiredPage } from './interaction-pages.js';

/** Set in the browser that opened a confirmation link, so that its sign-in page says the address is confirmed. */
export const CONFIRMED_COOKIE = 'lineup_confirmed';
/** What the sign-in page says then. */
export const CONFIRMED_NOTICE = 'Your email address is confirmed. Sign in to finish.';
/** The app's page that starts a sign-in as an address (`login_hint`) and returns to `return`. */
const APP_SIGN_IN_PATH = '/auth/sign-in';

/** The sign-in a sign-up of `interaction` belongs to: its uid, and the app path the sign-in started from. */
export function pendingOf(interaction: Interaction): PendingSignIn {
  return { interaction: interaction.uid, returnTo: safeReturnPath(interaction.params.lineup_return_to) };
}

/** The confirmation link of sign-in `uid` for a mailed token. */
export function verifyLinkOf(provider: Provider) {
  return (uid: string) => (token: string) =>
    `${provider.issuer}/interaction/${encodeURIComponent(uid)}/confirm?token=${encodeURIComponent(token)}`;
}

/** What the confirmation routes need. */
export interface ConfirmationRoutesOptions {
  provider: Provider;
  store: Store;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  /** The web app's address: its origin, and the path a sign-in returns to by default. */
  appUrl: string;
  /** The sign-in pages' handler wrapper (`pageRoute`). */
  page: (handler: (req: Request, res: Response) => Promise<void>) => RequestHandler;
}

/**
 * The app's page that starts a new sign-in as `account` (its address filled in) and comes back to
 * the path the sign-up started from: where a confirmed address goes on in a browser without
 * the sign-up's own sign-in. Signed in as that account already, the app goes straight there.
 */
function appSignIn(options: ConfirmationRoutesOptions, account: AccountRecord): string {
  const app = new URL(options.appUrl);
  const url = new URL(APP_SIGN_IN_PATH, app.origin);
  url.searchParams.set('return', account.verification?.returnTo ?? app.pathname);
  url.searchParams.set('login_hint', account.email);
  return url.href;
}

/**
 * Finishes the sign-in `uid` as `account` when this browser holds it, still at its login prompt,
 * and it is the one the account signed up in; answers whether it did.
 */
async function finishSignUp(
  options: ConfirmationRoutesOptions,
  at: { req: Request; res: Response; account: AccountRecord; uid: string },
): Promise<boolean> {
  const { provider, store, clock } = options;
  const { req, res, account, uid } = at;
  if (account.signUpInteraction !== uid) return false;
  const interaction = await provider.interactionDetails(req, res).catch(() => undefined);
  if (interaction?.uid !== uid || interaction.prompt.name !== 'login') return false;
  setDeviceCookie(
    req,
    res,
    await trustDevice(store, { email: account.email, cookie: deviceOf(req), now: clock.now() }),
  );
  await finishLogin({ provider, req, res, accountId: account._id });
  return true;
}

/**
 * The link mailed at sign-up, opened anywhere. In the browser that signed up (its sign-in still
 * open), it finishes that sign-in; anywhere else (another browser or device, a mail client's own
 * browser, a second opening) the address is confirmed and the browser goes to the app, which
 * starts a sign-in as that address and returns to where the sign-up began. A link out of date
 * for an address still unconfirmed gets a new link mailed.
 */
async function openConfirmationLink(options: ConfirmationRoutesOptions, req: Request, res: Response) {
  const { store, clock } = options;
  const token = typeof req.query.token === 'string' ? req.query.token : '';
  const result = await confirmEmail(store, token, clock);
  if (result.status === 'unknown') {
    sendPage(
      res,
      400,
      errorPage({
        title: 'This link does not work',
        message:
          'It is not a link we sent, or a newer mail replaced it. Sign in, or sign up again to get a new link.',
        next: { href: options.appUrl, text: 'Go to Lineup Lab' },
      }),
    );
    return;
  }
  const { account } = result;
  if (result.status === 'expired') {
    const interaction = account.signUpInteraction ?? uidOf(req);
    await resendConfirmation({
      store,
      account,
      mailer: options.mailer,
      verifyLink: verifyLinkOf(options.provider)(interaction),
      pending: { interaction, returnTo: account.verification?.returnTo },
      clock,
    });
    sendPage(res, 200, linkExpiredPage({ email: account.email }));
    return;
  }
  if (result.status === 'confirmed') options.logger.info({ accountId: account._id }, 'email confirmed');
  if (await finishSignUp(options, { req, res, account, uid: uidOf(req) })) return;
  res.cookie(CONFIRMED_COOKIE, '1', {
    httpOnly: true,
    secure: req.secure,
    sameSite: 'lax',
    path: '/oidc',
    maxAge: 10 * 60_000,
  });
  res.set('Cache-Control', 'no-store').redirect(303, appSignIn(options, account));
}

/**
 * The confirmation link mailed at sign-up, and the "Check your email" page's way on, under
 * `/oidc/interaction/:uid`: `confirm` (the link), `sign-up-status` (asked by the page) and
 * `continue` (where the page goes once the address is confirmed).
 */
export function confirmationRoutes(options: ConfirmationRoutesOptions): Router {
  const { page } = options;
  const router = Router();
  const accounts = COLLECTIONS.accounts.of(options.store);
  const signUpOf = (uid: string) => (uid === '' ? null : accounts.findOne({ signUpInteraction: uid }));

  router.get(
    '/oidc/interaction/:uid/confirm',
    page((req, res) => openConfirmationLink(options, req, res)),
  );

  /**
   * Whether the address signed up in sign-in `uid` is confirmed yet, for its "Check your email"
   * page. It answers about that one sign-up only (never about an address), and the same for a
   * sign-up of a taken address as for one not yet confirmed.
   */
  router.get(
    '/oidc/interaction/:uid/sign-up-status',
    page(async (req, res) => {
      const uid = uidOf(req);
      const account = await signUpOf(uid);
      const confirmed = account !== null && isConfirmed(account);
      res
        .set('Cache-Control', 'no-store')
        .json(confirmed ? { confirmed, next: interactionPaths(uid).continue } : { confirmed });
    }),
  );

  /**
   * The "Check your email" page going on once the address is confirmed: finishes the sign-in in
   * this browser (while it is open), or sends the browser to the app's sign-in (another tab of
   * this browser finished it already). Not confirmed yet: back to the sign-in page.
   */
  router.get(
    '/oidc/interaction/:uid/continue',
    page(async (req, res) => {
      const uid = uidOf(req);
      const account = await signUpOf(uid);
      if (!account || !isConfirmed(account)) {
        res.redirect(303, interactionPaths(uid).signIn);
        return;
      }
      if (await finishSignUp(options, { req, res, account, uid })) return;
      res.set('Cache-Control', 'no-store').redirect(303, appSignIn(options, account));
    }),
  );

  return router;
}
