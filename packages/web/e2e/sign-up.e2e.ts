import type { Page } from '@playwright/test';
import {
  type Account,
  expect,
  expectAccessible,
  newAccount,
  screenshots,
  signIn,
  submitSignUp,
  test,
} from './support/fixtures.js';
import { confirmLinkIn, SIGN_UP_MAIL } from './support/sign-up-mail.js';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Fills in and sends the sign-in form the page is on. */
async function sendSignInForm(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The user the app has stored for the page's session, or null when signed out. */
const storedUser = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('lineup-lab.user') ?? 'null') as { email: string } | null,
  );

test.describe('sign-up with confirmation by mail', () => {
  test('sign-up answers "Check your email"; the mailed link, opened in the same browser, signs the user in on the page they started from', async ({
    page,
    server,
  }) => {
    const account = newAccount('confirm');
    await page.goto('/create-team');
    await submitSignUp(page, account);
    await expect(page.getByRole('status')).toHaveText(`We have sent a message to ${account.email}.`);
    expect(await storedUser(page)).toBeNull();
    await expectAccessible(page);
    await screenshots(page, 'sign-up-check-email');

    const mail = await server.mailbox.waitForMail({ to: account.email, subject: SIGN_UP_MAIL.confirm });
    const link = confirmLinkIn(mail);
    expect(link.startsWith(`${server.url}/oidc/interaction/`)).toBe(true);
    await page.goto(link);
    await expect(page).toHaveURL((url) => url.pathname === '/create-team');
    await expect(heading(page, 'Create a New Team')).toBeVisible();
    expect(await storedUser(page)).toMatchObject({ email: account.email });

    // The link works once.
    await page.goto(link);
    await expect(heading(page, 'This link does not work any more')).toBeVisible();
  });

  test('the mailed link opened in another browser confirms the address and leads to the app, where the user signs in', async ({
    page,
    server,
    newContext,
  }) => {
    const account = newAccount('elsewhere');
    await page.goto('/dashboard');
    await submitSignUp(page, account);
    const mail = await server.mailbox.waitForMail({ to: account.email, subject: SIGN_UP_MAIL.confirm });

    const other = await (await newContext()).newPage();
    await other.goto(confirmLinkIn(mail));
    await expect(heading(other, 'Your email is confirmed')).toBeVisible();
    await expect(other.getByRole('status')).toHaveText('Your account is ready.');
    expect(await storedUser(other)).toBeNull();
    await expectAccessible(other);
    await screenshots(other, 'sign-up-confirmed');

    await other.getByRole('link', { name: 'Go to Lineup Lab and sign in' }).click();
    await expect(heading(other, 'Sign in')).toBeVisible();
    await sendSignInForm(other, account);
    await expect(other).toHaveURL((url) => url.pathname === '/dashboard');
    expect(await storedUser(other)).toMatchObject({ email: account.email });
  });

  test('signing up with a taken address shows the same page and mails its owner, not a new link', async ({
    page,
    server,
    newContext,
  }) => {
    const account = newAccount('taken');
    await page.goto('/dashboard');
    await submitSignUp(page, account);
    const freeAnswer = (await page.getByRole('main').textContent()) ?? '';
    expect(freeAnswer).toContain(account.email);
    const confirm = await server.mailbox.waitForMail({ to: account.email, subject: SIGN_UP_MAIL.confirm });
    await page.goto(confirmLinkIn(confirm));
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');

    const other = await (await newContext()).newPage();
    await other.goto('/dashboard');
    await submitSignUp(other, { email: account.email, password: 'someone-elses-password' });
    await expect(other.getByRole('main')).toHaveText(freeAnswer);
    await server.mailbox.waitForMail({ to: account.email, subject: SIGN_UP_MAIL.alreadyRegistered });
    expect(server.mailbox.received(account.email, SIGN_UP_MAIL.confirm)).toEqual([confirm]);

    // The owner's password still signs in.
    await signIn(other, account);
    expect(await storedUser(other)).toMatchObject({ email: account.email });
  });

  test('signing in before confirming is refused with a new link mailed, which then signs the user in', async ({
    page,
    server,
  }) => {
    const account = newAccount('unconfirmed');
    await page.goto('/dashboard');
    await submitSignUp(page, account);
    const first = await server.mailbox.waitForMail({ to: account.email, subject: SIGN_UP_MAIL.confirm });

    await page.goto('/dashboard');
    await sendSignInForm(page, account);
    await expect(page.getByRole('alert')).toHaveText(
      'Confirm your email address first: we have sent you a new link.',
    );
    await expectAccessible(page);
    const second = await server.mailbox.waitForMail({
      to: account.email,
      subject: SIGN_UP_MAIL.confirm,
      after: first,
    });
    expect(confirmLinkIn(second)).not.toBe(confirmLinkIn(first));

    // The new link replaced the first one, and finishes the sign-in under way.
    await page.goto(confirmLinkIn(first));
    await expect(heading(page, 'This link does not work any more')).toBeVisible();
    await page.goto(confirmLinkIn(second));
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    expect(await storedUser(page)).toMatchObject({ email: account.email });
  });

  test('an address with a letter from another script is refused on the sign-up page', async ({
    page,
    server,
  }) => {
    // 'bоѕs': a Cyrillic o (U+043E) and dze (U+0455) among Latin letters.
    const lookalike = { email: 'b\u043e\u0455s@example.com', password: 'correct-horse-battery' };
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Email').fill(lookalike.email);
    await page.getByLabel(/^Password/).fill(lookalike.password);
    await page.getByLabel('Confirm password').fill(lookalike.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    const message = 'Email addresses can only hold plain letters (a–z), digits and symbols, without spaces';
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(heading(page, 'Create your account')).toBeVisible();
    expect(server.mailbox.received(lookalike.email)).toEqual([]);
  });
});
