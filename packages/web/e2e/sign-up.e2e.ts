import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  type Account,
  expect,
  expectAccessible,
  newAccount,
  screenshots,
  signIn,
  signUp,
  submitSignUp,
  test,
} from './support/fixtures.js';
import { confirmLinkIn, SIGN_UP_MAIL } from './support/sign-up-mail.js';
import { startServer } from './support/start-server.js';

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
    await page.goto('about:blank'); // as openConfirmationLink does, so the page's own check cannot race it
    await page.goto(link);
    await expect(page).toHaveURL((url) => url.pathname === '/create-team');
    await expect(heading(page, 'Create a New Team')).toBeVisible();
    expect(await storedUser(page)).toMatchObject({ email: account.email });

    // Opened again (a second click, a mail client's preview before it), it leads where it led.
    await page.goto(link);
    await expect(page).toHaveURL((url) => url.pathname === '/create-team');
    await expect(heading(page, 'Create a New Team')).toBeVisible();
    expect(await storedUser(page)).toMatchObject({ email: account.email });
  });

  test('the mailed link opened in another browser confirms the address and asks its password there, back to where the sign-up began; the waiting tab goes on by itself (regression)', async ({
    page,
    server,
    newContext,
  }) => {
    const account = newAccount('elsewhere');
    await page.goto('/create-team');
    await submitSignUp(page, account);
    const mail = await server.mailbox.waitForMail({ to: account.email, subject: SIGN_UP_MAIL.confirm });

    const other = await (await newContext()).newPage();
    await other.goto(confirmLinkIn(mail));
    await expect(heading(other, 'Sign in')).toBeVisible();
    await expect(other.getByRole('status')).toHaveText('Your email address is confirmed. Sign in to finish.');
    await expect(other.getByLabel('Email')).toHaveValue(account.email);
    expect(await storedUser(other)).toBeNull();
    await expectAccessible(other);
    await screenshots(other, 'sign-up-confirmed');
    await other.getByLabel('Password').fill(account.password);
    await other.getByRole('button', { name: 'Sign in' }).click();
    await expect(other).toHaveURL((url) => url.pathname === '/create-team');
    expect(await storedUser(other)).toMatchObject({ email: account.email });

    // The first browser, still on "Check your email", hears of it and finishes its own sign-in.
    await page.clock.runFor(3_000);
    await expect(page).toHaveURL((url) => url.pathname === '/create-team');
    await expect(heading(page, 'Create a New Team')).toBeVisible();
    expect(await storedUser(page)).toMatchObject({ email: account.email });
  });

  test('the mailed link opened in a new tab of the same browser signs in there, and the tab that signed up goes on too (regression)', async ({
    page,
    server,
  }) => {
    const account = newAccount('new-tab');
    await page.goto('/import');
    await submitSignUp(page, account);
    const mail = await server.mailbox.waitForMail({ to: account.email, subject: SIGN_UP_MAIL.confirm });

    const tab = await page.context().newPage();
    await tab.goto(confirmLinkIn(mail));
    await expect(tab).toHaveURL((url) => url.pathname === '/import');
    await expect(tab.getByRole('alert')).toHaveCount(0);
    expect(await storedUser(tab)).toMatchObject({ email: account.email });

    await page.clock.runFor(3_000);
    await expect(page).toHaveURL((url) => url.pathname === '/import');
    expect(await storedUser(page)).toMatchObject({ email: account.email });
  });

  test('the link of another account, opened where someone is signed in, asks for that account’s password instead of signing anyone in', async ({
    page,
    server,
    newContext,
  }) => {
    const signedIn = newAccount('signed-in');
    await signUp(page, signedIn);
    const other = newAccount('other');
    const theirs = await (await newContext()).newPage();
    await theirs.goto('/dashboard');
    await submitSignUp(theirs, other);
    const mail = await server.mailbox.waitForMail({ to: other.email, subject: SIGN_UP_MAIL.confirm });

    await page.goto(confirmLinkIn(mail));
    await expect(heading(page, 'Sign in')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Your email address is confirmed. Sign in to finish.');
    await expect(page.getByLabel('Email')).toHaveValue(other.email);
    expect(await storedUser(page)).toMatchObject({ email: signedIn.email });
    // Whoever signs in here now is asked for the password: the other account's waiting tab goes on.
    await theirs.clock.runFor(3_000);
    await expect(theirs).toHaveURL((url) => url.pathname === '/dashboard');
    expect(await storedUser(theirs)).toMatchObject({ email: other.email });
  });

  test('a link more than a day old mails a new one, which confirms the address and signs in where the sign-up began', async ({
    newContext,
  }) => {
    // A server of its own on a data folder that outlives it: signed up on one day, the link is
    // opened on the next, by a server started on the same data a day and an hour later. Its dates
    // are its own, so it runs in the first project only (two server starts).
    const { project, config } = test.info();
    test.skip(project.name !== config.projects[0]?.name, 'its own dates: the first project runs it');
    const dataDir = await mkdtemp(join(tmpdir(), 'lineup-lab-e2e-expired-'));
    const account = newAccount('expired');
    let link: string;
    const first = await startServer('2026-10-06T17:00:00Z', { dataDir, demoSeason: 'off' });
    try {
      const signingUp = await (await newContext({ baseURL: first.url })).newPage();
      await signingUp.goto('/create-team');
      await submitSignUp(signingUp, account);
      link = confirmLinkIn(
        await first.mailbox.waitForMail({ to: account.email, subject: SIGN_UP_MAIL.confirm }),
      );
    } finally {
      await first.stop();
    }
    const next = await startServer('2026-10-07T18:00:00Z', { dataDir, demoSeason: 'off' });
    try {
      const page = await (await newContext({ baseURL: next.url })).newPage();
      await page.goto(link.replace(first.url, next.url));
      await expect(heading(page, 'This link has expired')).toBeVisible();
      await expect(page.getByRole('status')).toHaveText(
        `It was more than a day old, so we have sent a new link to ${account.email}.`,
      );
      await expectAccessible(page);
      const fresh = await next.mailbox.waitForMail({ to: account.email, subject: SIGN_UP_MAIL.confirm });
      await page.goto(confirmLinkIn(fresh).replace(first.url, next.url));
      await expect(heading(page, 'Sign in')).toBeVisible();
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/create-team');
      expect(await storedUser(page)).toMatchObject({ email: account.email });
    } finally {
      await next.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
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
    await page.goto('about:blank'); // as openConfirmationLink does, so the page's own check cannot race it
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
    await expect(heading(page, 'This link does not work')).toBeVisible();
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
