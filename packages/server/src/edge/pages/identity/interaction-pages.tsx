import { MIN_PASSWORD_LENGTH } from '../../../use-cases/accounts/account-rules.js';
import { AlertBox, Field, page } from '../html.js';

/** The query that asks an interaction for its sign-in page, whatever screen it opens on. */
const SIGN_IN_SCREEN = 'screen=sign-in';

/** Where the pages of one interaction live, relative to the server root. */
export function interactionPaths(uid: string): {
  login: string;
  signIn: string;
  signUp: string;
  abort: string;
  signUpStatus: string;
  continue: string;
} {
  const base = `/oidc/interaction/${encodeURIComponent(uid)}`;
  return {
    login: base,
    // The sign-in page even for a sign-in the app opened on sign-up (`screen_hint=signup`).
    signIn: `${base}?${SIGN_IN_SCREEN}`,
    signUp: `${base}/signup`,
    abort: `${base}/abort`,
    signUpStatus: `${base}/sign-up-status`,
    continue: `${base}/continue`,
  };
}

function CancelForm({ action }: { action: string }) {
  return (
    <form className="cancel" method="post" action={action}>
      <button type="submit" className="link">
        Cancel and go back
      </button>
    </form>
  );
}

/**
 * The sign-in form (email, password), with the page's error when there is one, or a notice (the
 * address was just confirmed).
 */
export function loginPage(options: {
  uid: string;
  email?: string | undefined;
  error?: string;
  notice?: string | undefined;
}): string {
  const paths = interactionPaths(options.uid);
  return page({
    title: 'Sign in',
    children: (
      <>
        {options.notice && !options.error && <p role="status">{options.notice}</p>}
        <AlertBox message={options.error} />
        <form method="post" action={`${paths.login}/login`} noValidate>
          <Field
            name="email"
            label="Email"
            type="email"
            autoComplete="username"
            value={options.email}
            extra={{ autoFocus: true }}
          />
          <Field name="password" label="Password" type="password" autoComplete="current-password" />
          <button type="submit" className="primary">
            Sign in
          </button>
        </form>
        <p className="switch">
          New to Lineup Lab? <a href={paths.signUp}>Create an account</a>
        </p>
        <CancelForm action={paths.abort} />
      </>
    ),
  });
}

/** Field errors of the sign-up form. */
export interface SignUpErrors {
  email?: string | undefined;
  password?: string | undefined;
  confirm?: string | undefined;
}

/** The sign-up form (email, password, confirmation), with its errors. */
export function signUpPage(options: { uid: string; email?: string; errors?: SignUpErrors }): string {
  const paths = interactionPaths(options.uid);
  const errors = options.errors ?? {};
  return page({
    title: 'Create your account',
    children: (
      <>
        <AlertBox message={errors.email ?? errors.password ?? errors.confirm} />
        <form method="post" action={paths.signUp} noValidate>
          <Field
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            value={options.email}
            error={errors.email}
            extra={{ autoFocus: true }}
          />
          <Field
            name="password"
            label={`Password (at least ${MIN_PASSWORD_LENGTH} characters)`}
            type="password"
            autoComplete="new-password"
            error={errors.password}
            extra={{ minLength: MIN_PASSWORD_LENGTH }}
          />
          <Field
            name="confirm"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            error={errors.confirm}
          />
          <button type="submit" className="primary">
            Create account
          </button>
        </form>
        <p className="switch">
          Already have an account? <a href={paths.signIn}>Sign in</a>
        </p>
        <CancelForm action={paths.abort} />
      </>
    ),
  });
}

/**
 * A page that explains why sign-in cannot go on, and what to do: `next` when given, else going back
 * to the app.
 */
export function errorPage(options: {
  title: string;
  message: string;
  next?: { href: string; text: string };
}): string {
  return page({
    title: options.title,
    children: (
      <>
        <p role="alert">{options.message}</p>
        {options.next ? (
          <p>
            <a className="primary" href={options.next.href}>
              {options.next.text}
            </a>
          </p>
        ) : (
          <p>Go back to Lineup Lab and sign in again.</p>
        )}
      </>
    ),
  });
}

/**
 * After sign-up, whatever the address: the mail to look for. The page asks the server every few
 * seconds whether the address of this sign-in is confirmed (in any browser) and then goes on by
 * itself (the identity script); the button does the same by hand.
 */
export function checkEmailPage(options: { email: string; uid: string }): string {
  const paths = interactionPaths(options.uid);
  return page({
    title: 'Check your email',
    script: true,
    children: (
      <>
        <p role="status">
          We have sent a message to <strong>{options.email}</strong>.
        </p>
        <p data-wait-for={paths.signUpStatus}>
          Open the link in it, on this device or another, to finish creating your account: this page goes on
          by itself once you have. The link works for 24 hours.
        </p>
        <p>
          <a className="primary" href={paths.continue}>
            I have confirmed my email
          </a>
        </p>
        <p>Nothing there? Look in your spam folder, or sign up again to get a new link.</p>
      </>
    ),
  });
}

/** A confirmation link more than a day old, for an address still unconfirmed: a new one is on its way. */
export function linkExpiredPage(options: { email: string }): string {
  return page({
    title: 'This link has expired',
    children: (
      <>
        <p role="status">
          It was more than a day old, so we have sent a new link to <strong>{options.email}</strong>.
        </p>
        <p>Open the new link to finish creating your account.</p>
      </>
    ),
  });
}
