import { parse as parseCookies } from 'cookie';
import express, { type Request, type Response, Router } from 'express';
import { errors, type Provider } from 'oidc-provider';
import { AppError } from '../../../errors/app-error.js';
import type { Logger } from '../../../logger.js';
import type { Clock } from '../../../ports/clock.js';
import type { Mailer } from '../../../ports/mailer.js';
import { type Outcomes, uncountedOutcomes } from '../../../ports/outcomes.js';
import type { Store } from '../../../ports/store.js';
import { consumeRateLimits, type RateLimit } from '../../../rate-limit/consume-rate-limit.js';
import { normalizeEmail } from '../../../records/account-record.js';
import { ACCOUNT_MESSAGES, checkNewAccount } from '../../../use-cases/accounts/account-rules.js';
import { resendConfirmation } from '../../../use-cases/accounts/confirm-email.js';
import type { HashGate } from '../../../use-cases/accounts/hash-gate.js';
import { logIn } from '../../../use-cases/accounts/log-in.js';
import { signUp } from '../../../use-cases/accounts/sign-up.js';
import { clientAddress } from '../../http/client-address.js';
import { SCRIPT_PATH, STYLESHEET_PATH } from '../html.js';
import { IDENTITY_SCRIPT } from '../identity-script.js';
import { IDENTITY_STYLESHEET } from '../identity-stylesheet.js';
import { grantRequestedAccess } from './auto-consent.js';
import {
  CONFIRMED_COOKIE,
  CONFIRMED_NOTICE,
  confirmationRoutes,
  pendingOf,
  verifyLinkOf,
} from './confirmation-routes.js';
import {
  deviceOf,
  finishLogin as finishLoginAs,
  type Interaction,
  pageRoute,
  sendPage,
  setDeviceCookie,
  uidOf,
} from './interaction-http.js';
import {
  checkEmailPage,
  errorPage,
  interactionPaths,
  loginPage,
  type SignUpErrors,
  signUpPage,
} from './interaction-pages.js';

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

const formBody = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 10 });

function formText(req: Request, name: string): string {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null) return '';
  const value: unknown = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
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
  const verifyLink = verifyLinkOf(provider);
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

  const page = pageRoute(logger);
  const finishLogin = (req: Request, res: Response, accountId: string) =>
    finishLoginAs(provider, req, res, accountId);

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

  router.use(confirmationRoutes({ provider, store, clock, logger, mailer, appUrl: options.appUrl, page }));

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
