import { MIN_PASSWORD_LENGTH } from './account-rules.js';
import { alertBox, escapeHtml, field, page } from './html.js';

/** Where the pages of one interaction live, relative to the server root. */
export function interactionPaths(uid: string): { login: string; signUp: string; abort: string } {
  const base = `/oidc/interaction/${encodeURIComponent(uid)}`;
  return { login: base, signUp: `${base}/signup`, abort: `${base}/abort` };
}

function cancelForm(action: string): string {
  return `<form class="cancel" method="post" action="${escapeHtml(action)}">
<button type="submit" class="link">Cancel and go back</button>
</form>`;
}

/** The sign-in form (email, password), with the page's error when there is one. */
export function loginPage(options: { uid: string; email?: string; error?: string }): string {
  const paths = interactionPaths(options.uid);
  return page({
    title: 'Sign in',
    body: `${alertBox(options.error)}
<form method="post" action="${escapeHtml(`${paths.login}/login`)}" novalidate>
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'username', value: options.email, extra: ' autofocus' })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' })}
<button type="submit" class="primary">Sign in</button>
</form>
<p class="switch">New to Lineup Lab? <a href="${escapeHtml(paths.signUp)}">Create an account</a></p>
${cancelForm(paths.abort)}`,
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
  const summary = errors.email ?? errors.password ?? errors.confirm;
  return page({
    title: 'Create your account',
    body: `${alertBox(summary)}
<form method="post" action="${escapeHtml(paths.signUp)}" novalidate>
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: options.email, error: errors.email, extra: ' autofocus' })}
${field({ name: 'password', label: `Password (at least ${MIN_PASSWORD_LENGTH} characters)`, type: 'password', autocomplete: 'new-password', error: errors.password, extra: ` minlength="${MIN_PASSWORD_LENGTH}"` })}
${field({ name: 'confirm', label: 'Confirm password', type: 'password', autocomplete: 'new-password', error: errors.confirm })}
<button type="submit" class="primary">Create account</button>
</form>
<p class="switch">Already have an account? <a href="${escapeHtml(paths.login)}">Sign in</a></p>
${cancelForm(paths.abort)}`,
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
  const next = options.next
    ? `<p><a class="primary" href="${escapeHtml(options.next.href)}">${escapeHtml(options.next.text)}</a></p>`
    : '<p>Go back to Lineup Lab and sign in again.</p>';
  return page({
    title: options.title,
    body: `<p role="alert">${escapeHtml(options.message)}</p>
${next}`,
  });
}

/** After sign-up, whatever the address: the mail to look for. */
export function checkEmailPage(options: { email: string }): string {
  return page({
    title: 'Check your email',
    body: `<p role="status">We have sent a message to <strong>${escapeHtml(options.email)}</strong>.</p>
<p>Open the link in it to finish creating your account. The link works for 24 hours.</p>
<p>Nothing there? Look in your spam folder, or sign up again to get a new link.</p>`,
  });
}

/** The address is confirmed, in a browser whose sign-in is gone: sign in from the app. */
export function confirmedPage(options: { appUrl: string }): string {
  return page({
    title: 'Your email is confirmed',
    body: `<p role="status">Your account is ready.</p>
<p><a class="primary" href="${escapeHtml(options.appUrl)}">Go to Lineup Lab and sign in</a></p>`,
  });
}
