import { alertBox, escapeHtml, field, page } from '../html.js';

/** The action and the anti-forgery value of a form oidc-provider built, so that we can render our own. */
function formParts(form: string): { action: string; xsrf: string } | undefined {
  const action = /\baction="([^"]+)"/.exec(form)?.[1];
  const xsrf = /\bname="xsrf"\s+value="([^"]+)"/.exec(form)?.[1];
  return action && xsrf ? { action, xsrf } : undefined;
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${value}">`;
}

/** Device flow, step 1: the field for the code the CLI shows. */
export function deviceCodePage(form: string, error: string | undefined): string {
  const parts = formParts(form);
  const formHtml = parts
    ? `<form method="post" action="${parts.action}">
${hidden('xsrf', parts.xsrf)}
${field({ name: 'user_code', label: 'Code shown by the Lineup Lab CLI', type: 'text', autocomplete: 'off', extra: ' autofocus autocapitalize="characters" spellcheck="false"' })}
<button type="submit" class="primary">Continue</button>
</form>`
    : `${form}<button type="submit" class="primary" form="op.deviceInputForm">Continue</button>`;
  return page({ title: 'Sign in on a device', body: `${alertBox(error)}${formHtml}` });
}

/** Device flow, step 2: confirm that the code matches the one on the device. */
export function deviceConfirmPage(form: string, clientName: string, userCode: string): string {
  const parts = formParts(form);
  const buttons = parts
    ? `<form method="post" action="${parts.action}">
${hidden('xsrf', parts.xsrf)}${hidden('user_code', escapeHtml(userCode))}${hidden('confirm', 'yes')}
<button type="submit" class="primary">Continue</button>
</form>
<form class="cancel" method="post" action="${parts.action}">
${hidden('xsrf', parts.xsrf)}${hidden('user_code', escapeHtml(userCode))}${hidden('abort', 'yes')}
<button type="submit" class="link">This is not my device: cancel</button>
</form>`
    : `${form}<button type="submit" class="primary" form="op.deviceConfirmForm">Continue</button>`;
  return page({
    title: 'Confirm your device',
    body: `<p><strong>${escapeHtml(clientName)}</strong> is asking to sign in. Check that it shows this code:</p>
<p class="code">${escapeHtml(userCode)}</p>
${buttons}`,
  });
}

/** Device flow, done. */
export function deviceSuccessPage(): string {
  return page({
    title: 'You are signed in',
    body: '<p>Your device is signed in to Lineup Lab. You can close this page.</p>',
  });
}

/** RP-initiated logout: ask before ending the session. */
export function logoutPage(form: string): string {
  const parts = formParts(form);
  const body = parts
    ? `<form method="post" action="${parts.action}">
${hidden('xsrf', parts.xsrf)}
<button type="submit" class="primary" name="logout" value="yes">Yes, sign me out</button>
</form>
<form class="cancel" method="post" action="${parts.action}">
${hidden('xsrf', parts.xsrf)}
<button type="submit" class="link">No, stay signed in</button>
</form>`
    : `${form}<button type="submit" class="primary" form="op.logoutForm" name="logout" value="yes">Yes, sign me out</button>`;
  return page({ title: 'Sign out', body: `<p>Do you want to sign out of Lineup Lab?</p>${body}` });
}

/**
 * RP-initiated logout asked by our own app for the account signed in here: no question to ask, the
 * form is sent at once (by the identity script; a button without JavaScript).
 */
export function signingOutPage(form: string): string {
  const parts = formParts(form);
  const body = parts
    ? `<form method="post" action="${parts.action}" data-auto-submit>
${hidden('xsrf', parts.xsrf)}${hidden('logout', 'yes')}
<noscript><button type="submit" class="primary">Sign out</button></noscript>
</form>`
    : `${form}<noscript><button type="submit" class="primary" form="op.logoutForm" name="logout" value="yes">Sign out</button></noscript>`;
  return page({
    title: 'Signing you out',
    body: `<p role="status">Signing you out of Lineup Lab…</p>${body}`,
    script: true,
  });
}

/** RP-initiated logout without a redirect back: done. */
export function loggedOutPage(): string {
  return page({ title: 'Signed out', body: '<p>You are signed out of Lineup Lab.</p>' });
}

/** The provider's own error page (bad request to an OIDC endpoint). */
export function providerErrorPage(out: { error?: string; error_description?: string }): string {
  return page({
    title: 'Sign-in problem',
    body: `${alertBox(out.error_description ?? out.error ?? 'Something went wrong')}
<p>Go back to Lineup Lab and try again.</p>`,
  });
}

/** The device code page's message for an error oidc-provider reports there. */
export function deviceErrorMessage(error: { name?: string } | undefined): string | undefined {
  switch (error?.name) {
    case undefined:
      return undefined;
    case 'NoCodeError':
    case 'NotFoundError':
      return 'That code is not right. Try again.';
    case 'ExpiredError':
      return 'That code has expired. Start again on your device.';
    case 'AlreadyUsedError':
      return 'That code has already been used. Start again on your device.';
    case 'AbortedError':
      return 'The sign-in was cancelled.';
    default:
      return 'Something went wrong. Try again.';
  }
}
