import { CONTACT } from '@lineup-lab/core';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, newAccount, screenshots, test } from './support/fixtures.js';
import { openSignedIn, signUpOverHttp } from './support/session.js';
import { expectSignedInNav } from './support/site-nav.js';
import { expectSupportCoversNothing } from './support/support-button.js';

const SUCCESS = "Message sent successfully! We'll get back to you soon.";

const toggle = (page: Page) => page.getByRole('button', { name: 'Message support', exact: true });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Contact support', exact: true });
const field = (page: Page, name: string) => panel(page).getByRole('textbox', { name, exact: true });
const send = (page: Page) => panel(page).getByRole('button', { name: /^(Send Message|Sending…)$/ });

const LABELS = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' } as const;

async function fill(page: Page, values: Partial<Record<keyof typeof LABELS, string>>) {
  for (const [key, value] of Object.entries(values)) {
    await field(page, LABELS[key as keyof typeof LABELS]).fill(value);
  }
}

/**
 * Uses up the server's contact limit for `email` (3 messages per 10 minutes per address) straight
 * through the API, until it answers 429 with enough of its fixed window left for the test to see the
 * countdown (else it waits for the next window and starts again).
 */
async function useUpContactLimit(request: APIRequestContext, email: string): Promise<number> {
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const response = await request.post('/api/contact', {
      data: { name: 'Limit', email, subject: 'Filling the limit', message: 'One of several quick messages.' },
    });
    if (response.status() === 201) continue;
    expect(response.status()).toBe(429);
    const retryAfter = Number(response.headers()['retry-after']);
    if (retryAfter >= 20) return retryAfter;
    await new Promise((resolve) => setTimeout(resolve, (retryAfter + 1) * 1000));
  }
  throw new Error('the contact limit never answered 429');
}

test.describe('contact support widget', () => {
  test('opens from the support bar as an accessible panel and shows the validation messages', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await toggle(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page)).toContainText("We'll respond within 24 hours.");
    await expect(field(page, 'Name')).toBeFocused();
    for (const name of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(field(page, name)).toHaveAttribute('required', '');
    }
    await expectAccessible(page);
    await screenshots(page, 'contact-open');

    const alert = panel(page).getByRole('alert');
    await send(page).click();
    await expect(alert).toHaveText('Please fill in all fields');
    await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');

    await fill(page, { name: 'Sam', email: 'sam@example', subject: 'Help', message: 'My bench is empty.' });
    await send(page).click();
    await expect(alert).toHaveText('Please enter a valid email address');

    await fill(page, { email: 'sam@example.com', message: ' too short ' });
    await send(page).click();
    await expect(alert).toHaveText('Message must be at least 10 characters long');
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
    // Opening again clears the old status but keeps the draft.
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole('alert')).toHaveCount(0);
    await expect(field(page, 'Subject')).toHaveValue('Help');
  });

  test('a signed-out visitor sends a message; the panel closes itself after 3 s and clears the form', async ({
    page,
  }) => {
    await page.goto('/');
    await toggle(page).click();
    await fill(page, {
      name: 'Sam Visitor',
      email: newAccount('contact').email,
      subject: 'Pricing question',
      message: 'Does the season pass cover the playoffs?',
    });
    await send(page).click();
    await expect(panel(page).getByRole('status')).toHaveText(SUCCESS);
    // The 3 s pass on the page's clock.
    await page.clock.runFor(CONTACT.autoCloseMs);
    await expect(panel(page)).toBeHidden({ timeout: 5_000 });
    await expect(toggle(page)).toBeFocused();
    await toggle(page).click();
    for (const name of ['Name', 'Email', 'Subject', 'Message'])
      await expect(field(page, name)).toHaveValue('');
  });

  test('a signed-in user finds their name and email filled in and sends a message', async ({
    page,
    server,
  }) => {
    const account = newAccount('contact');
    await openSignedIn(page, await signUpOverHttp(server, account));
    await toggle(page).click();
    await expect(field(page, 'Email')).toHaveValue(account.email);
    await expect(field(page, 'Name')).toHaveValue(account.email.split('@')[0] ?? '');
    await fill(page, { subject: 'Lineup question', message: 'Should I start my FLEX or my bench RB?' });
    await send(page).click();
    await expect(panel(page).getByRole('status')).toHaveText(SUCCESS);
    await page.clock.runFor(CONTACT.autoCloseMs);
    await expect(panel(page)).toBeHidden({ timeout: 5_000 });

    // The dashboard's contact-support section opens the same widget (openContact()), prefilled again.
    await page.getByRole('button', { name: 'Contact Support', exact: true }).click();
    await expect(panel(page)).toBeVisible();
    await expect(field(page, 'Name')).toBeFocused();
    await expect(field(page, 'Email')).toHaveValue(account.email);
    await expect(field(page, 'Subject')).toHaveValue('');
  });

  test('after the limit the server answers 429: the wait and a live countdown, sending disabled', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = newAccount('limited').email;
    await useUpContactLimit(request, email);

    await page.goto('/');
    await toggle(page).click();
    await fill(page, {
      name: 'Sam',
      email,
      subject: 'One more',
      message: 'A fourth message within ten minutes.',
    });
    await send(page).click();
    await expect(panel(page).getByRole('alert')).toHaveText(
      /^Rate limit exceeded\. Please try again in \d+ seconds\.$/,
    );
    const timer = panel(page).getByRole('timer');
    await expect(timer).toHaveText(/^You can send again in \d+ seconds?\.$/);
    await expect(send(page)).toHaveAttribute('aria-disabled', 'true');
    const secondsLeft = async () => Number(/(\d+)/.exec((await timer.textContent()) ?? '')?.[1]);
    const first = await secondsLeft();
    // A second passes on the page's clock: the countdown moves.
    await page.clock.runFor(1_000);
    await expect.poll(secondsLeft, { timeout: 5_000 }).toBeLessThan(first);

    // A forced click while the wait runs sends nothing (Playwright itself sees the button as disabled).
    await expect(send(page)).toBeDisabled();
    let posted = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact')) posted += 1;
    });
    await send(page).click({ force: true });
    await page.waitForTimeout(500);
    expect(posted).toBe(0);
    await expect(panel(page).getByRole('alert')).toContainText('Rate limit exceeded');

    await expectAccessible(page);
    await screenshots(page, 'contact-429');
  });

  test('a team named with "/" and a last part like a file extension opens on reload and from a bookmark', async ({
    page,
    server,
  }) => {
    const user = await signUpOverHttp(server, newAccount('slash'));
    const teamName = `Sunday/Funday ${Date.now().toString(36)} 2.0`;
    await user.client.teams.create({ teamName });
    await openSignedIn(page, user);
    const path = `/edit-team/${encodeURIComponent(teamName)}`;
    expect(path).toContain('%2F');
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    // The editor itself, not its loading page (same heading) nor 'Failed to load team data'.
    const opened = async () => {
      await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
      await expect(page.getByText('Loading team…')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
    };
    await opened();
    await page.reload();
    await opened();
    // The editor shows the one site navigation (through SiteHeader), as does a page that does not exist.
    await expectSignedInNav(page);
    await expectSupportCoversNothing(page);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectSignedInNav(page);
  });
});
