import { type Request, type Response, Router } from 'express';
import { ACCOUNT_MESSAGES, checkNewAccount } from '../../../use-cases/accounts/account-rules.js';
import { signUp } from '../../../use-cases/accounts/sign-up.js';
import { formText, sendPage } from '../page-http.js';
import { pendingOf } from './confirmation-routes.js';
import { formBody, type InteractionContext } from './interaction-context.js';
import { checkEmailPage, type SignUpErrors, signUpPage } from './interaction-pages.js';

/** The form's own mistakes (the address, the password, the two passwords differing), before any limit. */
function formErrors(ctx: InteractionContext, form: { email: string; password: string; confirm: string }) {
  const errors: SignUpErrors = {};
  const problem = checkNewAccount({
    email: form.email,
    password: form.password,
    protectedEmail: ctx.adminEmail,
  });
  if (problem) errors[problem.field] = problem.message;
  if (form.password !== form.confirm) errors.confirm = ACCOUNT_MESSAGES.passwordsDiffer;
  return problem || errors.confirm ? errors : undefined;
}

/**
 * The sign-up form posted: checked, counted against the client's limit, the account created (or
 * not, when the address is taken: the mail says so), and "Check your email" either way.
 */
async function signUpPosted(ctx: InteractionContext, req: Request, res: Response): Promise<void> {
  const interaction = await ctx.atLogin(req, res);
  if (!interaction) return;
  const email = formText(req, 'email').trim();
  const password = formText(req, 'password');
  const errors = formErrors(ctx, { email, password, confirm: formText(req, 'confirm') });
  if (errors) {
    ctx.outcomes.signUp('refused');
    sendPage(res, 400, signUpPage({ uid: interaction.uid, email, errors }));
    return;
  }
  const render = (error: string) => signUpPage({ uid: interaction.uid, email, errors: { email: error } });
  if (!(await ctx.withinLimit({ req, res, kind: 'signUp', render }))) {
    ctx.outcomes.signUp('rate-limited');
    return;
  }
  const result = await signUp({
    store: ctx.store,
    email,
    password,
    gate: ctx.gate,
    mailer: ctx.mailer,
    verifyLink: ctx.verifyLink(interaction.uid),
    signInLink: ctx.appUrl,
    protectedEmail: ctx.adminEmail,
    pending: pendingOf(interaction),
    clock: ctx.clock,
  });
  ctx.outcomes.signUp(result.ok ? 'accepted' : 'refused');
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
}

/** The sign-up page and its form, under `/oidc/interaction/:uid/signup`. */
export function signUpRoutes(ctx: InteractionContext): Router {
  const router = Router();
  router.get(
    '/oidc/interaction/:uid/signup',
    ctx.page(async (req, res) => {
      const interaction = await ctx.atLogin(req, res);
      if (interaction) sendPage(res, 200, signUpPage({ uid: interaction.uid }));
    }),
  );
  router.post(
    '/oidc/interaction/:uid/signup',
    formBody,
    ctx.page((req, res) => signUpPosted(ctx, req, res)),
  );
  return router;
}
