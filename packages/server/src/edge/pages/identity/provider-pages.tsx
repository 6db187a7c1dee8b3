import type { ReactNode } from 'react';
import { AlertBox, Field, Hidden, page } from '../html.js';

/**
 * The action and the anti-forgery value of a form oidc-provider built, so that we can render our own.
 * oidc-provider puts both in unescaped (a URL of its own and a random value): they are taken as text,
 * and React escapes them again where our pages put them.
 */
function formParts(form: string): { action: string; xsrf: string } | undefined {
  const action = /\baction="([^"]+)"/.exec(form)?.[1];
  const xsrf = /\bname="xsrf"\s+value="([^"]+)"/.exec(form)?.[1];
  return action && xsrf ? { action, xsrf } : undefined;
}

/**
 * oidc-provider's own form, as it built it, with our button after it: only when `formParts` cannot
 * read that form (a changed oidc-provider), so that the flow still works. The markup is the
 * provider's, made from its own URL and random value, never from the request.
 */
function ProviderForm({ form, children }: { form: string; children: ReactNode }) {
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: oidc-provider's own form markup, see above */}
      <div dangerouslySetInnerHTML={{ __html: form }} />
      {children}
    </>
  );
}

/** Device flow, step 1: the field for the code the CLI shows. */
export function deviceCodePage(form: string, error: string | undefined): string {
  const parts = formParts(form);
  return page({
    title: 'Sign in on a device',
    children: (
      <>
        <AlertBox message={error} />
        {parts ? (
          <form method="post" action={parts.action}>
            <Hidden name="xsrf" value={parts.xsrf} />
            <Field
              name="user_code"
              label="Code shown by the Lineup Lab CLI"
              type="text"
              autoComplete="off"
              extra={{ autoFocus: true, autoCapitalize: 'characters', spellCheck: false }}
            />
            <button type="submit" className="primary">
              Continue
            </button>
          </form>
        ) : (
          <ProviderForm form={form}>
            <button type="submit" className="primary" form="op.deviceInputForm">
              Continue
            </button>
          </ProviderForm>
        )}
      </>
    ),
  });
}

/** Device flow, step 2: confirm that the code matches the one on the device. */
export function deviceConfirmPage(form: string, clientName: string, userCode: string): string {
  const parts = formParts(form);
  return page({
    title: 'Confirm your device',
    children: (
      <>
        <p>
          <strong>{clientName}</strong> is asking to sign in. Check that it shows this code:
        </p>
        <p className="code">{userCode}</p>
        {parts ? (
          <>
            <form method="post" action={parts.action}>
              <Hidden name="xsrf" value={parts.xsrf} />
              <Hidden name="user_code" value={userCode} />
              <Hidden name="confirm" value="yes" />
              <button type="submit" className="primary">
                Continue
              </button>
            </form>
            <form className="cancel" method="post" action={parts.action}>
              <Hidden name="xsrf" value={parts.xsrf} />
              <Hidden name="user_code" value={userCode} />
              <Hidden name="abort" value="yes" />
              <button type="submit" className="link">
                This is not my device: cancel
              </button>
            </form>
          </>
        ) : (
          <ProviderForm form={form}>
            <button type="submit" className="primary" form="op.deviceConfirmForm">
              Continue
            </button>
          </ProviderForm>
        )}
      </>
    ),
  });
}

/** Device flow, done. */
export function deviceSuccessPage(): string {
  return page({
    title: 'You are signed in',
    children: <p>Your device is signed in to Lineup Lab. You can close this page.</p>,
  });
}

/** RP-initiated logout: ask before ending the session. */
export function logoutPage(form: string): string {
  const parts = formParts(form);
  return page({
    title: 'Sign out',
    children: (
      <>
        <p>Do you want to sign out of Lineup Lab?</p>
        {parts ? (
          <>
            <form method="post" action={parts.action}>
              <Hidden name="xsrf" value={parts.xsrf} />
              <button type="submit" className="primary" name="logout" value="yes">
                Yes, sign me out
              </button>
            </form>
            <form className="cancel" method="post" action={parts.action}>
              <Hidden name="xsrf" value={parts.xsrf} />
              <button type="submit" className="link">
                No, stay signed in
              </button>
            </form>
          </>
        ) : (
          <ProviderForm form={form}>
            <button type="submit" className="primary" form="op.logoutForm" name="logout" value="yes">
              Yes, sign me out
            </button>
          </ProviderForm>
        )}
      </>
    ),
  });
}

/**
 * RP-initiated logout asked by our own app for the account signed in here: no question to ask, the
 * form is sent at once (by the identity script; a button without JavaScript).
 */
export function signingOutPage(form: string): string {
  const parts = formParts(form);
  return page({
    title: 'Signing you out',
    script: true,
    children: (
      <>
        <p role="status">Signing you out of Lineup Lab…</p>
        {parts ? (
          <form method="post" action={parts.action} data-auto-submit="">
            <Hidden name="xsrf" value={parts.xsrf} />
            <Hidden name="logout" value="yes" />
            <noscript>
              <button type="submit" className="primary">
                Sign out
              </button>
            </noscript>
          </form>
        ) : (
          <ProviderForm form={form}>
            <noscript>
              <button type="submit" className="primary" form="op.logoutForm" name="logout" value="yes">
                Sign out
              </button>
            </noscript>
          </ProviderForm>
        )}
      </>
    ),
  });
}

/** RP-initiated logout without a redirect back: done. */
export function loggedOutPage(): string {
  return page({ title: 'Signed out', children: <p>You are signed out of Lineup Lab.</p> });
}

/** The provider's own error page (bad request to an OIDC endpoint). */
export function providerErrorPage(out: { error?: string; error_description?: string }): string {
  return page({
    title: 'Sign-in problem',
    children: (
      <>
        <AlertBox message={out.error_description ?? out.error ?? 'Something went wrong'} />
        <p>Go back to Lineup Lab and try again.</p>
      </>
    ),
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
