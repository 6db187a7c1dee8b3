import { describe, expect, it } from 'vitest';
import { checkEmailPage, errorPage, linkExpiredPage, loginPage, signUpPage } from './interaction-pages.js';
import { deviceCodePage, deviceConfirmPage, signingOutPage } from './provider-pages.js';

const providerInputForm = `<form id="op.deviceInputForm" novalidate method="post" action="http://127.0.0.1:1/oidc/device">
  <input type="hidden" name="xsrf" value="abc123"/>
  <input type="text" name="user_code" placeholder="Enter code" onfocus="this.select()" autofocus autocomplete="off"></input>
  </form>`;

/** The pages are React's static markup: void elements end in `/>`, attribute names as React spells them. */
function expectAccessibleWithoutInlineCode(html: string): void {
  expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
  expect(html.match(/<!doctype/gi)).toHaveLength(1);
  expect(html).toMatch(/<title>[^<]+ · Lineup Lab<\/title>/);
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
  expect(html).toContain('<link rel="stylesheet" href="/oidc/assets/identity.css"/>');
  expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
  for (const [, id] of html.matchAll(/<input id="([^"]+)"/g)) expect(html).toContain(`<label for="${id}">`);
}

describe('interaction pages', () => {
  it('render a labelled sign-in form that posts to the interaction', () => {
    const html = loginPage({ uid: 'u1', email: 'fan@example.com', error: 'Invalid email or password' });
    expectAccessibleWithoutInlineCode(html);
    expect(html).toContain('action="/oidc/interaction/u1/login"');
    expect(html).toContain('<p class="alert" role="alert" id="form-error">Invalid email or password</p>');
    expect(html).toContain('autoComplete="current-password"');
    expect(html).toContain('href="/oidc/interaction/u1/signup"');
  });

  it('render sign-up errors beside their fields', () => {
    const html = signUpPage({ uid: 'u1', email: 'x', errors: { confirm: 'Passwords do not match' } });
    expectAccessibleWithoutInlineCode(html);
    expect(html).toContain('aria-invalid="true" aria-describedby="field-confirm-error"');
    expect(html).toContain('<p class="field-error" id="field-confirm-error">Passwords do not match</p>');
    expect(html.match(/autoComplete="new-password"/g)).toHaveLength(2);
  });

  it('escape what the user typed', () => {
    const html = loginPage({ uid: 'u"1', email: '"><script>alert(1)</script>' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('/oidc/interaction/u%221/login');
  });

  it('let "Check your email" ask about its own sign-up through the script file, with a button that goes on by hand', () => {
    const html = checkEmailPage({ email: 'fan@example.com', uid: 'u1' });
    expectAccessibleWithoutInlineCode(
      html.replace('<script src="/oidc/assets/identity.js" defer=""></script>', ''),
    );
    expect(html).toContain('<script src="/oidc/assets/identity.js" defer=""></script>');
    expect(html).toContain('data-wait-for="/oidc/interaction/u1/sign-up-status"');
    expect(html).toContain('href="/oidc/interaction/u1/continue"');
    expect(html).toContain(
      '<p role="status">We have sent a message to <strong>fan@example.com</strong>.</p>',
    );
  });

  it('say when an address was confirmed, and when a link expired', () => {
    const login = loginPage({ uid: 'u1', email: 'fan@example.com', notice: 'Confirmed <now>' });
    expectAccessibleWithoutInlineCode(login);
    expect(login).toContain('<p role="status">Confirmed &lt;now&gt;</p>');
    expect(login).toContain('value="fan@example.com"');
    expectAccessibleWithoutInlineCode(linkExpiredPage({ email: '<fan>@example.com' }));
  });

  it('sign the app out with a form sent by the script file, a button without it', () => {
    const html = signingOutPage(
      '<form id="op.logoutForm" method="post" action="http://127.0.0.1:1/oidc/session/end/confirm"><input type="hidden" name="xsrf" value="abc"/></form>',
    );
    expect(html).toContain(
      '<form data-auto-submit="" action="http://127.0.0.1:1/oidc/session/end/confirm" method="post">',
    );
    expect(html).toContain('<input type="hidden" name="logout" value="yes"/>');
    expect(html).toContain('<noscript><button type="submit" class="primary">Sign out</button></noscript>');
    expect(html).not.toMatch(/<script>|\son[a-z]+=/i);
  });

  it('render error pages', () => {
    expectAccessibleWithoutInlineCode(errorPage({ title: 'Expired', message: 'Start again <now>' }));
  });

  it('replace the provider device forms with labelled ones, keeping the anti-forgery value', () => {
    const html = deviceCodePage(providerInputForm, undefined);
    expectAccessibleWithoutInlineCode(html);
    expect(html).toContain('action="http://127.0.0.1:1/oidc/device"');
    expect(html).toContain('<input type="hidden" name="xsrf" value="abc123"/>');
    expect(html).toContain('name="user_code"');
    const confirm = deviceConfirmPage(providerInputForm, 'Lineup Lab CLI', 'ABCD-EFGH');
    expectAccessibleWithoutInlineCode(confirm);
    expect(confirm).toContain('<input type="hidden" name="confirm" value="yes"/>');
    expect(confirm).toContain('<input type="hidden" name="abort" value="yes"/>');
  });

  it('escape hostile values wherever a page puts them (text and attribute values)', () => {
    const hostile = `"'><script>alert("x")</script>`;
    const escaped = '&quot;&#x27;&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;';
    const pages = [
      checkEmailPage({ email: hostile, uid: hostile }),
      linkExpiredPage({ email: hostile }),
      signUpPage({ uid: hostile, email: hostile, errors: { email: hostile } }),
      errorPage({ title: hostile, message: hostile, next: { href: hostile, text: hostile } }),
      deviceConfirmPage(providerInputForm, hostile, hostile),
    ];
    for (const html of pages) {
      expect(html).not.toContain('<script>');
      expect(html).not.toMatch(/"'>/);
      expect(html).toContain(escaped);
    }
    expect(pages[4]).toContain(`<strong>${escaped}</strong> is asking to sign in.`);
    expect(pages[4]).toContain(`<input type="hidden" name="user_code" value="${escaped}"/>`);
    expect(pages[0]).toContain(`We have sent a message to <strong>${escaped}</strong>.`);
  });
});
