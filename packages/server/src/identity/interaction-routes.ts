import express, { type Request, type RequestHandler, type Response, Router } from 'express';
import { errors, type Provider } from 'oidc-provider';
import type { Logger } from '../logger.js';
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/store.js';
import { ACCOUNT_MESSAGES, checkNewAccount } from './account-rules.js';
import { grantRequestedAccess } from './auto-consent.js';
import { STYLESHEET_PATH } from './html.js';
import { IDENTITY_STYLESHEET } from './identity-stylesheet.js';
import {
  errorPage,
  interactionPaths,
  loginPage,
  type SignUpErrors,
  signUpPage,
} from './interaction-pages.js';
import { logIn } from './log-in.js';
import { signUp } from './sign-up.js';

/** What the interaction routes need. */
export interface InteractionRoutesOptions {
  provider: Provider;
  store: Store;
  clock: Clock;
  logger: Logger;
  /** Clients whose consent is granted without asking (all of ours). */
  firstPartyClients: ReadonlySet<string>;
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

function uidOf(req: Request): string {
  const uid: unknown = req.params.uid;
  return typeof uid === 'string' ? uid : '';
}

/**
 * The sign-in, sign-up and consent steps of oidc-provider's interactions, as server-rendered pages
 * under `/oidc/interaction/:uid`. Forms post back to the interaction; oidc-provider's interaction
 * cookie (signed, SameSite=Lax, scoped to the interaction path) ties each post to the browser that
 * started the sign-in, which is what keeps the forms safe from cross-site posts.
 */
export function interactionRoutes(options: InteractionRoutesOptions): Router {
  const { provider, store, clock, logger } = options;
  const router = Router();

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

  router.get(
    '/oidc/interaction/:uid',
    page(async (req, res) => {
      const interaction = await load(req, res);
      const clientId = interaction.params.client_id;
      switch (interaction.prompt.name) {
        case 'login':
          sendPage(res, 200, loginPage({ uid: interaction.uid }));
          return;
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
        sendPage(
          res,
          400,
          loginPage({ uid: interaction.uid, email, error: ACCOUNT_MESSAGES.invalidCredentials }),
        );
        return;
      }
      const result = await logIn({ store, email, password, clock });
      if (!result.ok) {
        if (result.reason === 'locked')
          logger.warn({ reason: result.reason }, 'sign-in refused: account locked');
        sendPage(res, 401, loginPage({ uid: interaction.uid, email, error: result.message }));
        return;
      }
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
      const problem = checkNewAccount({ email, password });
      if (problem) fieldErrors[problem.field] = problem.message;
      if (password !== confirm) fieldErrors.confirm = ACCOUNT_MESSAGES.passwordsDiffer;
      if (problem || fieldErrors.confirm) {
        sendPage(res, 400, signUpPage({ uid: interaction.uid, email, errors: fieldErrors }));
        return;
      }
      const result = await signUp({ store, email, password, clock });
      if (!result.ok) {
        const status = result.message === ACCOUNT_MESSAGES.emailTaken ? 409 : 400;
        sendPage(
          res,
          status,
          signUpPage({ uid: interaction.uid, email, errors: { [result.field]: result.message } }),
        );
        return;
      }
      logger.info({ accountId: result.account._id }, 'account created');
      await finishLogin(req, res, result.account._id);
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
