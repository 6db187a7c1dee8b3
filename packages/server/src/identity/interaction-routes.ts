import { parse as parseCookies } from 'cookie';
import express, { type Request, type RequestHandler, type Response, Router } from 'express';
import { errors, type Provider } from 'oidc-provider';
import { AppError } from '../http/app-error.js';
import { clientAddress } from '../http/client-address.js';
import type { Logger } from '../logger.js';
import { type Outcomes, uncountedOutcomes } from '../metrics/outcomes.js';
import type { Clock } from '../ports/clock.js';
import type { Mailer } from '../ports/mailer.js';
import type { Store } from '../ports/store.js';
import { consumeRateLimits, type RateLimit } from '../rate-limit/consume-rate-limit.js';
import { COLLECTIONS } from '../store/collections.js';
import { type AccountRecord, isConfirmed, normalizeEmail, safeReturnPath } from './account-record.js';
import { ACCOUNT_MESSAGES, checkNewAccount } from './account-rules.js';
import { grantRequestedAccess } from './auto-consent.js';
import { confirmEmail, resendConfirmation } from './confirm-email.js';
import { type HashGate, HashingBusy } from './hash-gate.js';
import { SCRIPT_PATH, STYLESHEET_PATH } from './html.js';
import { IDENTITY_SCRIPT } from './identity-script.js';
import { IDENTITY_STYLESHEET } from './identity-stylesheet.js';
import {
  checkEmailPage,
  errorPage,
  interactionPaths,
  linkExpiredPage,
  loginPage,
  type SignUpErrors,
  signUpPage,
} from './interaction-pages.js';
import { logIn } from './log-in.js';
import { type PendingSignIn, signUp } from './sign-up.js';
import { DEVICE_COOKIE, DEVICE_TRUST_MS, trustDevice } from './trusted-devices.js';

/** What the interaction routes need. */
export interface InteractionRoutesOptions {
  provider: Provider;
  store: Store;
  clock: Clock;
  logger: Logger;
  /** Clients whose consent is granted without asking (all of ours). */
  firstPartyClients: ReadonlySet<string>;
  /** Where sign-up and confirmation mails go out. */
  mailer: Mailer;
  /** Where password checks wait their turn. */
  gate: HashGate;
  /** The web app's address (a mail's way back in). */
  appUrl: string;
  /** The administrator's address: sign-ups that only look like it are refused. */
  adminEmail: string;
  /** Attempts one client (IP address) may make to sign in, and to sign up. */
  clientLimits: { signIn: Omit<RateLimit, 'key'>; signUp: Omit<RateLimit, 'key'> };
  /** Where sign-in and sign-up outcomes are counted (the metrics); nowhere by default. */
  outcomes?: Outcomes;
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

const formBody = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 10 });

function sendPage(res: Response, status: number, html: string): void {
  res.status(status).type('html').set('Cache-Control', 'no-store').send(html);
}

function formText(req: Request, name: string): string {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null) return '';
  const value: unknown = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** The browser's device cookie (`trusted-devices.ts`), when it sent one. */
function deviceOf(req: Request): string | undefined {
  return parseCookies(req.headers.cookie ?? '')[DEVICE_COOKIE];
}

/** Remembers the browser as one its account signs in from: HttpOnly, for the sign-in pages only. */
function setDeviceCookie(req: Request, res: Response, value: string): void {
  res.cookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    secure: req.secure,
    sameSite: 'lax',
    path: '/oidc',
    maxAge: DEVICE_TRUST_MS,
  });
}

function uidOf(req: Request): string {
  const uid: unknown = req.params.uid;
  return typeof uid === 'string' ? uid : '';
}

/** Set in the browser that opened a confirmation link, so that its sign-in page says the address is confirmed. */
const CONFIRMED_COOKIE = 'lineup_confirmed';
const CONFIRMED_NOTICE = 'Your email address is confirmed. Sign in to finish.';

/** The sign-in a sign-up of `interaction` belongs to: its uid, and the app path the sign-in started from. */
function pendingOf(interaction: Interaction): PendingSignIn {
  return { interaction: interaction.uid, returnTo: safeReturnPath(interaction.params.lineup_return_to) };
}

/** The address the app asked to sign in as (`login_hint`), when it is one, to fill in the form. */
function loginHintOf(interaction: Interaction): string | undefined {
  const hint = interaction.params.login_hint;
  return typeof hint === 'string' && hint.length <= 254 && hint.includes('@')
    ? normalizeEmail(hint)
    : undefined;
}

/**
 * The sign-in, sign-up and consent steps of oidc-provider's interactions, as server-rendered pages
 * under `/oidc/interaction/:uid`. Forms post back to the interaction; oidc-provider's interaction
 * cookie (signed, SameSite=Lax, scoped to the interaction path) ties each post to the browser that
 * started the sign-in, which is what keeps the forms safe from cross-site posts.
 */
export function interactionRoutes(options: InteractionRoutesOptions): Router {
  const { provider, store, clock, logger, mailer, gate } = options;
  const outcomes = options.outcomes ?? uncountedOutcomes;
  const router = Router();
  const verifyLink = (uid: string) => (token: string) =>
    `${provider.issuer}/interaction/${encodeURIComponent(uid)}/confirm?token=${encodeURIComponent(token)}`;
  const app = new URL(options.appUrl);
  /**
   * The app's page that starts a new sign-in as `account` (its address filled in) and comes back to
   * the path the sign-up started from: where a confirmed address goes on in a browser without
   * the sign-up's own sign-in. Signed in as that account already, the app goes straight there.
   */
  const appSignIn = (account: AccountRecord) => {
    const url = new URL('/auth/sign-in', app.origin);
    url.searchParams.set('return', account.verification?.returnTo ?? app.pathname);
    url.searchParams.set('login_hint', account.email);
    return url.href;
  };
  const accounts = COLLECTIONS.accounts.of(store);

  /**
   * Finishes the sign-in `uid` as `account` when this browser holds it, still at its login prompt,
   * and it is the one the account signed up in; answers whether it did.
   */
  async function finishSignUp(req: Request, res: Response, account: AccountRecord, uid: string) {
    if (account.signUpInteraction !== uid) return false;
    const interaction = await provider.interactionDetails(req, res).catch(() => undefined);
    if (interaction?.uid !== uid || interaction.prompt.name !== 'login') return false;
    setDeviceCookie(req, res, await trustDevice(store, account.email, deviceOf(req), clock.now()));
    await finishLogin(req, res, account._id);
    return true;
  }

  /**
   * Counts one request of this client against `limit`; when it is over, answers 429 with the wait
   * (in the page and in Retry-After) and gives `false`.
   */
  async function withinLimit(
    req: Request,
    res: Response,
    kind: 'signIn' | 'signUp',
    render: (message: string) => string,
  ) {
    try {
      await consumeRateLimits({ store, clock }, [
        { key: `${kind}:client:${clientAddress(req)}`, ...options.clientLimits[kind] },
      ]);
      return true;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error;
      res.setHeader('Retry-After', String(error.extra.retryAfter ?? 60));
      sendPage(res, 429, render(error.message));
      return false;
    }
  }

  async function load(req: Request, res: Response): Promise<Interaction> {
    const interaction = await provider.interactionDetails(req, res);
    if (interaction.uid !== uidOf(req)) throw new errors.SessionNotFound('interaction mismatch');
    return interaction;
  }

  /** The interaction when it is at the login prompt; otherwise sends the browser to it and answers undefined. */
  async function atLogin(req: Request, res: Response): Promise<Interaction | undefined> {
    const interaction = await load(req, res);
    if (interaction.prompt.name === 'login') return interaction;
    res.redirect(303, interactionPaths(interaction.uid).login);
    return undefined;
  }

  function page(handler: (req: Request, res: Response) => Promise<void>): RequestHandler {
    return async (req, res) => {
      try {
        await handler(req, res);
      } catch (error) {
        if (res.headersSent) {
          logger.error({ err: error }, 'identity page failed after responding');
        } else if (error instanceof HashingBusy) {
          res.setHeader('Retry-After', '2');
          sendPage(res, 503, errorPage({ title: 'Sign-in is busy', message: ACCOUNT_MESSAGES.busy }));
        } else if (error instanceof errors.SessionNotFound) {
          sendPage(
            res,
            400,
            errorPage({
              title: 'This sign-in has expired',
              message:
                'This sign-in page is no longer valid: it timed out, was already used, or was opened in another browser.',
            }),
          );
        } else {
          logger.error({ err: error }, 'identity page failed');
          sendPage(
            res,
            500,
            errorPage({ title: 'Something went wrong', message: 'We could not finish signing you in.' }),
          );
        }
      }
    };
  }

  async function finishLogin(req: Request, res: Response, accountId: string): Promise<void> {
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
  }

  router.get(STYLESHEET_PATH, (_req, res) => {
    res.type('css').set('Cache-Control', 'public, max-age=3600').send(IDENTITY_STYLESHEET);
  });

  router.get(SCRIPT_PATH, (_req, res) => {
    res.type('js').set('Cache-Control', 'public, max-age=3600').send(IDENTITY_SCRIPT);
  });

  router.get(
    '/oidc/interaction/:uid',
    page(async (req, res) => {
      const interaction = await load(req, res);
      const clientId = interaction.params.client_id;
      switch (interaction.prompt.name) {
        case 'login': {
          const notice = parseCookies(req.headers.cookie ?? '')[CONFIRMED_COOKIE]
            ? CONFIRMED_NOTICE
            : undefined;
          sendPage(res, 200, loginPage({ uid: interaction.uid, email: loginHintOf(interaction), notice }));
          return;
        }
        case 'consent': {
          if (typeof clientId !== 'string' || !options.firstPartyClients.has(clientId)) {
            sendPage(
              res,
              403,
              errorPage({ title: 'Not allowed', message: 'This application may not sign in here.' }),
            );
            return;
          }
          const grantId = await grantRequestedAccess(provider, interaction);
          await provider.interactionFinished(
            req,
            res,
            { consent: { grantId } },
            { mergeWithLastSubmission: true },
          );
          return;
        }
        default:
          await provider.interactionFinished(
            req,
            res,
            {
              error: 'interaction_required',
              error_description: `Unsupported prompt ${interaction.prompt.name}`,
            },
            { mergeWithLastSubmission: false },
          );
      }
    }),
  );

  router.post(
    '/oidc/interaction/:uid/login',
    formBody,
    page(async (req, res) => {
      const interaction = await atLogin(req, res);
      if (!interaction) return;
      const email = formText(req, 'email').trim();
      const password = formText(req, 'password');
      if (email === '' || password === '') {
        outcomes.signIn('incomplete');
        sendPage(
          res,
          400,
          loginPage({ uid: interaction.uid, email, error: ACCOUNT_MESSAGES.invalidCredentials }),
        );
        return;
      }
      const render = (error: string) => loginPage({ uid: interaction.uid, email, error });
      if (!(await withinLimit(req, res, 'signIn', render))) {
        outcomes.signIn('rate-limited');
        return;
      }
      const result = await logIn({ store, email, password, clock, gate, device: deviceOf(req) });
      outcomes.signIn(result.ok ? 'success' : result.reason);
      if (!result.ok) {
        if (result.reason === 'throttled') {
          logger.warn({ client: clientAddress(req) }, 'sign-in refused: too many attempts');
          res.setHeader('Retry-After', String(result.retryAfterSeconds));
          sendPage(res, 429, render(result.message));
        } else if (result.reason === 'unconfirmed') {
          await resendConfirmation({
            store,
            account: result.account,
            mailer,
            verifyLink: verifyLink(interaction.uid),
            pending: pendingOf(interaction),
            clock,
          });
          sendPage(res, 403, render(result.message));
        } else {
          sendPage(res, 401, render(result.message));
        }
        return;
      }
      setDeviceCookie(req, res, result.device);
      res.clearCookie(CONFIRMED_COOKIE, { path: '/oidc' });
      logger.info({ accountId: result.account._id }, 'signed in');
      await finishLogin(req, res, result.account._id);
    }),
  );

  router.get(
    '/oidc/interaction/:uid/signup',
    page(async (req, res) => {
      const interaction = await atLogin(req, res);
      if (!interaction) return;
      sendPage(res, 200, signUpPage({ uid: interaction.uid }));
    }),
  );

  router.post(
    '/oidc/interaction/:uid/signup',
    formBody,
    page(async (req, res) => {
      const interaction = await atLogin(req, res);
      if (!interaction) return;
      const email = formText(req, 'email').trim();
      const password = formText(req, 'password');
      const confirm = formText(req, 'confirm');
      const fieldErrors: SignUpErrors = {};
      const problem = checkNewAccount({ email, password, protectedEmail: options.adminEmail });
      if (problem) fieldErrors[problem.field] = problem.message;
      if (password !== confirm) fieldErrors.confirm = ACCOUNT_MESSAGES.passwordsDiffer;
      if (problem || fieldErrors.confirm) {
        outcomes.signUp('refused');
        sendPage(res, 400, signUpPage({ uid: interaction.uid, email, errors: fieldErrors }));
        return;
      }
      const render = (error: string) => signUpPage({ uid: interaction.uid, email, errors: { email: error } });
      if (!(await withinLimit(req, res, 'signUp', render))) {
        outcomes.signUp('rate-limited');
        return;
      }
      const result = await signUp({
        store,
        email,
        password,
        gate,
        mailer,
        verifyLink: verifyLink(interaction.uid),
        signInLink: options.appUrl,
        protectedEmail: options.adminEmail,
        pending: pendingOf(interaction),
        clock,
      });
      outcomes.signUp(result.ok ? 'accepted' : 'refused');
      if (!result.ok) {
        sendPage(
          res,
          400,
          signUpPage({ uid: interaction.uid, email, errors: { [result.field]: result.message } }),
        );
        return;
      }
      // The same page whether the address was free or not: the mail says which.
      sendPage(res, 200, checkEmailPage({ email, uid: interaction.uid }));
    }),
  );

  /**
   * The link mailed at sign-up, opened anywhere. In the browser that signed up (its sign-in still
   * open), it finishes that sign-in; anywhere else (another browser or device, a mail client's own
   * browser, a second opening) the address is confirmed and the browser goes to the app, which
   * starts a sign-in as that address and returns to where the sign-up began. A link out of date
   * for an address still unconfirmed gets a new link mailed.
   */
  router.get(
    '/oidc/interaction/:uid/confirm',
    page(async (req, res) => {
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
        await resendConfirmation({
          store,
          account,
          mailer,
          verifyLink: verifyLink(account.signUpInteraction ?? uidOf(req)),
          pending: {
            interaction: account.signUpInteraction ?? uidOf(req),
            returnTo: account.verification?.returnTo,
          },
          clock,
        });
        sendPage(res, 200, linkExpiredPage({ email: account.email }));
        return;
      }
      if (result.status === 'confirmed') logger.info({ accountId: account._id }, 'email confirmed');
      if (await finishSignUp(req, res, account, uidOf(req))) return;
      res.cookie(CONFIRMED_COOKIE, '1', {
        httpOnly: true,
        secure: req.secure,
        sameSite: 'lax',
        path: '/oidc',
        maxAge: 10 * 60_000,
      });
      res.set('Cache-Control', 'no-store').redirect(303, appSignIn(account));
    }),
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
      const account = uid === '' ? null : await accounts.findOne({ signUpInteraction: uid });
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
      const account = uid === '' ? null : await accounts.findOne({ signUpInteraction: uid });
      if (!account || !isConfirmed(account)) {
        res.redirect(303, interactionPaths(uid).login);
        return;
      }
      if (await finishSignUp(req, res, account, uid)) return;
      res.set('Cache-Control', 'no-store').redirect(303, appSignIn(account));
    }),
  );

  router.post(
    '/oidc/interaction/:uid/abort',
    page(async (req, res) => {
      await load(req, res);
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
    }),
  );

  return router;
}
