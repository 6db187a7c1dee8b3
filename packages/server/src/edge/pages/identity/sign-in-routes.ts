import { parse as parseCookies } from 'cookie';
import { type Request, type Response, Router } from 'express';
import { normalizeEmail } from '../../../records/account-record.js';
import { ACCOUNT_MESSAGES } from '../../../use-cases/accounts/account-rules.js';
import { resendConfirmation } from '../../../use-cases/accounts/confirm-email.js';
import { type LogInResult, logIn } from '../../../use-cases/accounts/log-in.js';
import { clientAddress } from '../../http/client-address.js';
import { formText, sendPage } from '../page-http.js';
import { grantRequestedAccess } from './auto-consent.js';
import { CONFIRMED_COOKIE, CONFIRMED_NOTICE, pendingOf } from './confirmation-routes.js';
import { formBody, type InteractionContext } from './interaction-context.js';
import { deviceOf, finishLogin, type Interaction, setDeviceCookie } from './interaction-http.js';
import { errorPage, interactionPaths, loginPage } from './interaction-pages.js';

/** The address the app asked to sign in as (`login_hint`), when it is one, to fill in the form. */
function loginHintOf(interaction: Interaction): string | undefined {
  const hint = interaction.params.login_hint;
  return typeof hint === 'string' && hint.length <= 254 && hint.includes('@')
    ? normalizeEmail(hint)
    : undefined;
}

/**
 * Whether the app opened this sign-in on its sign-up page ("Create account": `screen_hint=signup`),
 * unless the visitor asked for the sign-in page since (`?screen=sign-in`) or just confirmed an address.
 */
function opensOnSignUp(interaction: Interaction, req: Request, notice: string | undefined): boolean {
  return (
    interaction.params.screen_hint === 'signup' && req.query.screen !== 'sign-in' && notice === undefined
  );
}

/**
 * An interaction opened: the sign-in page at the login prompt (the sign-up page when the app asked
 * for it); at the consent prompt, consent granted
 * for our own clients (403 for any other); any other prompt ended as unsupported.
 */
async function showInteraction(ctx: InteractionContext, req: Request, res: Response): Promise<void> {
  const { provider } = ctx;
  const interaction = await ctx.load(req, res);
  const clientId = interaction.params.client_id;
  switch (interaction.prompt.name) {
    case 'login': {
      const notice = parseCookies(req.headers.cookie ?? '')[CONFIRMED_COOKIE] ? CONFIRMED_NOTICE : undefined;
      if (opensOnSignUp(interaction, req, notice)) {
        res.redirect(303, interactionPaths(interaction.uid).signUp);
        return;
      }
      sendPage(res, 200, loginPage({ uid: interaction.uid, email: loginHintOf(interaction), notice }));
      return;
    }
    case 'consent': {
      if (typeof clientId !== 'string' || !ctx.firstPartyClients.has(clientId)) {
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
        { error: 'interaction_required', error_description: `Unsupported prompt ${interaction.prompt.name}` },
        { mergeWithLastSubmission: false },
      );
  }
}

/** A refused sign-in, as a page: 429 with the wait, 403 with a new link mailed (unconfirmed), else 401. */
async function refuseSignIn(
  ctx: InteractionContext,
  refusal: {
    req: Request;
    res: Response;
    interaction: Interaction;
    result: Exclude<LogInResult, { ok: true }>;
    render: (error: string) => string;
  },
): Promise<void> {
  const { req, res, interaction, result, render } = refusal;
  if (result.reason === 'throttled') {
    ctx.logger.warn({ client: clientAddress(req) }, 'sign-in refused: too many attempts');
    res.setHeader('Retry-After', String(result.retryAfterSeconds));
    sendPage(res, 429, render(result.message));
  } else if (result.reason === 'unconfirmed') {
    await resendConfirmation({
      store: ctx.store,
      account: result.account,
      mailer: ctx.mailer,
      verifyLink: ctx.verifyLink(interaction.uid),
      pending: pendingOf(interaction),
      clock: ctx.clock,
    });
    sendPage(res, 403, render(result.message));
  } else {
    sendPage(res, 401, render(result.message));
  }
}

/** The sign-in form posted: checked against the client's limit and the account, then the login finished. */
async function signIn(ctx: InteractionContext, req: Request, res: Response): Promise<void> {
  const { store, clock, outcomes } = ctx;
  const interaction = await ctx.atLogin(req, res);
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
  if (!(await ctx.withinLimit({ req, res, kind: 'signIn', render }))) {
    outcomes.signIn('rate-limited');
    return;
  }
  const result = await logIn({ store, email, password, clock, gate: ctx.gate, device: deviceOf(req) });
  outcomes.signIn(result.ok ? 'success' : result.reason);
  if (!result.ok) {
    await refuseSignIn(ctx, { req, res, interaction, result, render });
    return;
  }
  setDeviceCookie(req, res, result.device);
  res.clearCookie(CONFIRMED_COOKIE, { path: '/oidc' });
  ctx.logger.info({ accountId: result.account._id }, 'signed in');
  await finishLogin({ provider: ctx.provider, req, res, accountId: result.account._id });
}

/** The interaction's page (`GET /oidc/interaction/:uid`) and its sign-in form (`POST …/login`). */
export function signInRoutes(ctx: InteractionContext): Router {
  const router = Router();
  router.get(
    '/oidc/interaction/:uid',
    ctx.page((req, res) => showInteraction(ctx, req, res)),
  );
  router.post(
    '/oidc/interaction/:uid/login',
    formBody,
    ctx.page((req, res) => signIn(ctx, req, res)),
  );
  return router;
}
