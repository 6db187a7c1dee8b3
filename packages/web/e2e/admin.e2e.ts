import { readFile } from 'node:fs/promises';
import { waitlistExportFilename } from '@lineup-lab/core';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_ADMIN } from './support/admin.js';
import { addPlayerOverHttp, openTeamOverHttp, seasonNow } from './support/editor.js';
import {
  expect,
  expectAccessible,
  newAccount,
  nextFrames,
  screenshots,
  test,
  VIEWPORTS,
} from './support/fixtures.js';
import { openSignedIn, signInOverHttp, signUpOverHttp } from './support/session.js';
import { expectSignedInNav, expectVisitorNav, logOut } from './support/site-nav.js';
import type { TestServer } from './support/start-server.js';
import { VIEWER } from './support/suite-dates.js';
import { expectSupportCoversNothing } from './support/support-button.js';

const ACCESS_DENIED =
  'Admin access is restricted to authorized personnel only. Contact system administrator if you believe this is an error.';

/** A date and time as the admin tables show it to the suite's viewer (California, US English). */
const viewerDateTime = (iso: string) =>
  new Intl.DateTimeFormat(VIEWER.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: VIEWER.timezoneId,
  }).format(new Date(iso));

/** Joins the waitlist through the public call the landing page makes. */
async function joinWaitlist(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/waitlist', { data: { email, source: 'landing_page' } });
  expect(response.ok()).toBe(true);
}

/**
 * Signs the administrator in from the admin dashboard itself: /admin goes to /admin/dashboard,
 * which asks a visitor to sign in; its button goes to the sign-in page and back.
 */
async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.waitForURL((url) => url.pathname === '/admin/dashboard');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard');
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
}

/**
 * Opens the admin dashboard signed in as the administrator, signed in over HTTP: for the tests
 * after the first, which goes through the dashboard's own sign-in (`signInAsAdmin`).
 */
async function openAsAdmin(page: Page, server: TestServer): Promise<void> {
  await openSignedIn(page, await signInOverHttp(server, E2E_ADMIN), '/admin/dashboard');
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
}

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const panel = (page: Page) => page.getByRole('tabpanel');

/** Opens a tab by clicking it; it is then the selected one. */
async function openTab(page: Page, name: RegExp): Promise<Locator> {
  await tab(page, name).click();
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  return panel(page);
}

/**
 * The screen as it is now: no serious axe violation (`scanned`: the caller has just scanned this
 * very state at 1280×800), no page-wide sideways scrolling at 375 px (tables scroll inside their
 * own panel), and a screenshot at both sizes.
 */
async function checkScreen(page: Page, name: string, { scanned = false } = {}): Promise<void> {
  if (!scanned) await expectAccessible(page);
  await page.setViewportSize(VIEWPORTS.phone);
  await nextFrames(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
  await screenshots(page, name);
}

/** The row of the table in the current tab whose row header is `name`. */
const row = (page: Page, name: string) =>
  panel(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/** Searches a server-side search box and waits for the row of `name`. */
async function searchFor(page: Page, label: string, text: string, name = text): Promise<Locator> {
  await panel(page).getByLabel(label).fill(text);
  await expect(row(page, name)).toHaveCount(1);
  return row(page, name);
}

/** Sets `player`'s injury status through the Players tab's pencil and modal, and waits for the row. */
async function setInjury(page: Page, player: string, status: string, shown: string): Promise<void> {
  const playerRow = await searchFor(page, 'Search players', player);
  await playerRow.getByRole('button', { name: `Edit injury for ${player}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit injury: ${player}` });
  await expect(dialog.getByLabel('Injury status')).toBeFocused();
  await dialog.getByLabel('Injury status').selectOption({ label: status });
  if (status === 'Out') {
    await dialog.getByLabel('Body part').fill('Knee');
    await dialog.getByLabel('Practice status').selectOption('DNP');
    await expectAccessible(page);
    await screenshots(page, 'admin-injury-modal');
  } else {
    await dialog.getByLabel('Body part').fill('');
    await dialog.getByLabel('Practice status').selectOption({ label: 'Unknown' });
  }
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(playerRow.getByRole('cell').nth(7)).toHaveText(shown);
}

test.describe('admin dashboard', () => {
  test('signed out: /admin goes to /admin/dashboard and asks to sign in; then every tab for the administrator', async ({
    page,
    request,
    server,
  }) => {
    test.setTimeout(240_000);
    // Some data of this test's own: a user who signed up and made a team (over HTTP: the admin
    // tables are what is tested), and two waitlist sign-ups.
    const { account: member, client: memberClient } = await signUpOverHttp(server, newAccount('member'));
    const teamName = `Admin Check ${Date.now().toString(36)}`;
    await memberClient.teams.create({ teamName });
    const waitlisted = [newAccount('wait-a').email, newAccount('wait-b').email];
    for (const email of waitlisted) await joinWaitlist(request, email);

    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await expect(page.getByRole('heading', { level: 2, name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign In' })).toBeVisible();
    await checkScreen(page, 'admin-sign-in-required');

    await signInAsAdmin(page);
    await expectSignedInNav(page, { admin: true });
    const season = await seasonNow(request);

    // Overview: the counts, the recent users (the new member among them), the footer.
    const overview = panel(page);
    await expect(overview.locator('.stat-card')).toHaveCount(3);
    await expect(overview.getByText(/^\d+ admin · \d+ regular$/)).toBeVisible();
    await expect(row(page, member.email)).toContainText('user');
    await expect(
      page.getByText(/^Last updated: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2} [AP]M$/),
    ).toBeVisible();
    await expect(tab(page, /^Users \(\d+\)$/)).toBeVisible();
    await expect(tab(page, /^Lineups \(\d+\)$/)).toBeVisible();
    await expect(tab(page, /^Players \(\d+\)$/)).toBeVisible();
    await expect(tab(page, /^Weekly ML \(\d+\)$/)).toBeVisible();
    await expect(tab(page, /^Waitlist \(\d+\)$/)).toBeVisible();
    // Axe at 1280×800 and 390×844 with the support button's checks; the screen's own scan below
    // would repeat the first.
    await expectSupportCoversNothing(page);
    await expect(page.getByRole('tab')).toHaveText([
      'Overview',
      /^Users/,
      /^Lineups/,
      /^Players/,
      /^Weekly ML/,
      'ML System',
      /^Waitlist/,
      'Messages',
      'Audit',
    ]);
    await checkScreen(page, 'admin-overview', { scanned: true });

    // Users: server-side search finds the new member; the administrator's own revoke is disabled.
    await openTab(page, /^Users/);
    const memberRow = await searchFor(page, 'Search users', member.email);
    await expect(memberRow).toContainText('Free');
    await expect(memberRow.getByRole('button', { name: `Grant exempt for ${member.email}` })).toBeEnabled();
    await panel(page).getByLabel('Search users').fill('');
    await expect(panel(page).getByRole('columnheader', { name: /Created/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await panel(page)
      .getByRole('columnheader', { name: /Email or ID/ })
      .getByRole('button')
      .click();
    await expect(panel(page).getByRole('columnheader', { name: /Email or ID/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await panel(page)
      .getByRole('columnheader', { name: /Email or ID/ })
      .getByRole('button')
      .click();
    await expect(panel(page).getByRole('columnheader', { name: /Email or ID/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const adminRow = await searchFor(page, 'Search users', E2E_ADMIN.email);
    await expect(
      adminRow.getByRole('button', { name: `Revoke exempt for ${E2E_ADMIN.email}` }),
    ).toBeDisabled();
    await expect(adminRow.locator('.badge')).toHaveText('admin');
    await checkScreen(page, 'admin-users');

    // Lineups: the member's new team, empty (Incomplete), owned by them.
    await openTab(page, /^Lineups/);
    const team = await searchFor(page, 'Search lineups', teamName);
    await expect(team.getByRole('cell')).toHaveText([
      member.email,
      /^(Active|Inactive)$/,
      /^(\d+|—)$/,
      '0.0',
      '0 Incomplete',
      /\d{4}$/,
    ]);
    await expect(panel(page).getByRole('columnheader')).toHaveText([
      /Name/,
      /Owner/,
      'Status',
      'Week created',
      /Total points/,
      'Bench',
      /Created/,
    ]);
    await panel(page).getByLabel('Search lineups').fill('');
    await expect(panel(page).getByText(/^Showing 1–/)).toBeVisible();
    await checkScreen(page, 'admin-lineups');

    // Players: the filters and the table.
    await openTab(page, /^Players/);
    await expect(panel(page).getByLabel('Show')).toHaveValue('20');
    await expect(panel(page).getByRole('row')).toHaveCount(21);
    await panel(page).getByLabel('Position').selectOption('QB');
    await expect(panel(page).locator('tbody tr td:nth-of-type(1)').first()).toHaveText('QB');
    await expect(panel(page).getByRole('columnheader', { name: /Normal/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await checkScreen(page, 'admin-players');

    // Weekly ML: the planning week of the season under way, sorted and paged on the server.
    const weekly = await openTab(page, /^Weekly ML/);
    if (season.planningWeek !== null)
      await expect(weekly.getByLabel('Week', { exact: true })).toHaveValue(String(season.planningWeek));
    if (season.season !== null) await expect(weekly.getByText(`${season.season} season`)).toBeVisible();
    await expect(weekly.getByLabel('Per page')).toHaveValue('50');
    await expect(weekly.getByRole('columnheader', { name: /Ceiling/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(weekly.locator('th[aria-sort]')).toHaveCount(11);
    const pager = weekly.getByRole('navigation', { name: 'Weekly predictions pages' });
    await weekly.getByLabel('Per page').selectOption('10');
    // The new page has arrived (until then the previous one shows, marked Loading…).
    await expect(weekly.getByText(/^Showing 1–10 of \d+$/)).toBeVisible();
    await expect(pager).toContainText(/Page 1 of \d+/);
    const pages = Number((await pager.textContent())?.match(/of (\d+)/)?.[1]);
    if (pages > 1) {
      await pager.getByRole('button', { name: 'Next' }).click();
      await expect(pager).toContainText(`Page 2 of ${pages}`);
      const player = weekly.getByRole('columnheader', { name: /Player/ });
      await player.getByRole('button').click();
      await expect(player).toHaveAttribute('aria-sort', 'descending');
      await expect(pager).toContainText(`Page 1 of ${pages}`);
      await player.getByRole('button').click();
      await expect(player).toHaveAttribute('aria-sort', 'ascending');
      await expect(pager).toContainText(`Page 1 of ${pages}`);
    }
    await checkScreen(page, 'admin-weekly');

    // ML System.
    const ml = await openTab(page, /^ML System$/);
    await expect(ml.getByRole('heading', { name: 'Loaded models' })).toBeVisible();
    await expect(ml.getByRole('heading', { name: 'Feature columns' })).toBeVisible();
    await checkScreen(page, 'admin-ml');

    // Waitlist: the sign-ups with their date in the viewer's zone, the source, copy, export, setup.
    const waitlist = await openTab(page, /^Waitlist/);
    for (const email of waitlisted) {
      const signup = row(page, email);
      await expect(signup).toContainText('Landing Page');
      const time = signup.locator('time');
      await expect(time).toHaveText(viewerDateTime((await time.getAttribute('datetime')) ?? ''));
    }
    await expect(waitlist.getByRole('region', { name: 'Setup instructions' })).toContainText('SMTP_URL');
    await expect(waitlist.getByRole('region', { name: 'Setup instructions' })).toContainText('PORT');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await row(page, waitlisted[0] as string)
      .getByRole('button', { name: `Copy ${waitlisted[0]}` })
      .click();
    await expect(waitlist.getByRole('status').filter({ hasText: 'to the clipboard.' })).toHaveText(
      `Copied ${waitlisted[0]} to the clipboard.`,
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(waitlisted[0]);
    await checkScreen(page, 'admin-waitlist');

    // Audit.
    const audit = await openTab(page, /^Audit$/);
    await expect(audit.getByLabel('Action')).toHaveValue('ALL');
    await checkScreen(page, 'admin-audit');

    // The tab is in the URL; a reload opens it. Refresh All reloads.
    await expect(page).toHaveURL(/\?tab=audit$/);
    await page.reload();
    await expect(tab(page, /^Audit$/)).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Refresh All' }).click();
    await expect(page.getByRole('button', { name: 'Refresh All' })).toBeEnabled();

    // Logout signs out here and at the sign-in provider (which asks nothing of its own app) and
    // comes back to /.
    const ended = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/oidc/session/end/confirm',
    );
    await logOut(page);
    await ended;
    await page.waitForURL((url) => url.pathname === '/');
    await expectVisitorNav(page);
    expect(await page.evaluate(() => localStorage.getItem('lineup-lab.token'))).toBeNull();
  });

  test('an injury edit round trip: Out in the admin table, OUT at 0 in the owner’s editor, then Active again', async ({
    page,
    server,
    newContext,
  }) => {
    test.setTimeout(240_000);
    // A regular user with a team holding a quarterback, who starts (added where he fits, through
    // the SDK: adding in the editor is edit-team.e2e.ts's).
    const owner = await (await newContext()).newPage();
    let qb = '';
    const { teamName } = await openTeamOverHttp(owner, server, {
      seed: async (team) => {
        const added = await addPlayerOverHttp(team, 'QB', 'first');
        expect(added.placed).toBe('QB');
        qb = added.name;
      },
    });
    const qbCard = owner.getByRole('article', { name: `QB ${qb}` });
    await expect(qbCard.locator('.projection-median dd')).not.toHaveText('…');

    await openAsAdmin(page, server);
    await openTab(page, /^Players/);
    await setInjury(page, qb, 'Out', 'Out');

    // The owner's editor, reloaded, shows him OUT and counting 0 points.
    await owner.goto(`/edit-team/${encodeURIComponent(teamName)}`);
    await expect(qbCard.locator('.badge-out')).toHaveText('OUT');
    await expect(qbCard.getByText('Counts 0 points (out)')).toBeVisible();
    await expect(owner.getByTestId('projected-total')).toHaveText('0.0');
    await screenshots(owner, 'admin-injury-in-editor');
    // GET /api/injuries, as the editor reads it (with the owner's token).
    const injuries = await owner.evaluate(async () => {
      const { accessToken } = JSON.parse(localStorage.getItem('lineup-lab.token') ?? '{}');
      const response = await fetch('/api/injuries', { headers: { authorization: `Bearer ${accessToken}` } });
      return ((await response.json()) as { injuries: Record<string, string> }).injuries;
    });
    expect(injuries[qb]).toBe('Out');

    // The audit tab lists the edit; then the player is made Active again (empty values as null).
    const audit = await openTab(page, /^Audit$/);
    await audit.getByLabel('Action').selectOption({ label: 'Injury updated' });
    await expect(audit.getByRole('row').nth(1)).toContainText(E2E_ADMIN.email);
    await openTab(page, /^Players/);
    await setInjury(page, qb, 'Active', 'Healthy');
    await owner.reload();
    await expect(qbCard.locator('.badge-out')).toHaveCount(0);
  });

  test('Export CSV downloads waitlist-emails-{date}.csv holding the waitlist', async ({
    page,
    request,
    server,
    serverNow,
  }) => {
    const emails = [newAccount('csv-a').email, newAccount('csv-b').email];
    for (const email of emails) await joinWaitlist(request, email);
    await openAsAdmin(page, server);
    const waitlist = await openTab(page, /^Waitlist/);
    await expect(row(page, emails[1] as string)).toBeVisible();
    const shown = await waitlist.locator('tbody th').allTextContents();

    const download = page.waitForEvent('download');
    await waitlist.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(waitlistExportFilename(await serverNow()));
    const lines = (await readFile(await file.path(), 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]).toBe('email,signupDate,source');
    const rows = lines.slice(1).map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
    expect(rows.map(([email]) => email)).toEqual(shown);
    for (const email of emails) {
      const entry = rows.find(([address]) => address === email);
      expect(entry?.[2]).toBe('landing_page');
      expect(Number.isNaN(Date.parse(entry?.[1] ?? ''))).toBe(false);
    }
  });

  test('exempt access: granted on a user row, seen on their dashboard, in the audit, and revoked', async ({
    page,
    server,
    newContext,
  }) => {
    test.setTimeout(180_000);
    const signedUp = await signUpOverHttp(server, newAccount('exempt'));
    const { account } = signedUp;
    const member = await (await newContext()).newPage();
    await openSignedIn(member, signedUp);
    await expect(member.locator('.dashboard-plan .badge')).toHaveText('Free');

    await openAsAdmin(page, server);
    await openTab(page, /^Users/);
    const memberRow = await searchFor(page, 'Search users', account.email);
    await memberRow.getByRole('button', { name: `Grant exempt for ${account.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant exempt access?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectAccessible(page);
    await screenshots(page, 'admin-grant-exempt');
    await dialog.getByRole('button', { name: 'Grant exempt' }).click();
    await expect(dialog).toBeHidden();
    await expect(memberRow).toContainText('Exempt (granted by admin)');
    await expect(memberRow.getByRole('button', { name: `Revoke exempt for ${account.email}` })).toBeEnabled();

    await member.reload();
    await expect(member.locator('.dashboard-plan .badge')).toHaveText('Exempt');

    // Exempt access brings priority support (issue 25): the contact form promises its 8 hours, and
    // the administrator's Messages tab marks the message Priority.
    const subject = `Priority check ${account.email}`;
    await member.getByRole('button', { name: 'Message support', exact: true }).click();
    const contact = member.getByRole('dialog', { name: 'Contact support', exact: true });
    await expect(contact).toContainText("Priority support: we'll respond within 8 hours.");
    await contact.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
    await contact
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Does exempt access include league imports?');
    await contact.getByRole('button', { name: 'Send Message', exact: true }).click();
    await expect(contact.getByRole('status')).toHaveText(
      "Message sent successfully! We'll get back to you soon.",
    );
    const messages = await openTab(page, /^Messages$/);
    await messages.getByLabel('Show').selectOption({ label: 'Priority only' });
    const message = messages.getByRole('row').filter({ hasText: subject });
    await expect(message.getByRole('cell').nth(1)).toHaveText('Priority');
    await expect(message.getByRole('link', { name: account.email })).toBeVisible();
    await checkScreen(page, 'admin-messages');

    const audit = await openTab(page, /^Audit$/);
    await audit.getByLabel('Action').selectOption({ label: 'Exempt granted' });
    await expect(audit.getByRole('row').nth(1)).toContainText('Exempt granted');
    await expect(audit.getByRole('row').nth(1)).toContainText(E2E_ADMIN.email);
    await checkScreen(page, 'admin-audit-entries');

    await openTab(page, /^Users/);
    const again = await searchFor(page, 'Search users', account.email);
    await again.getByRole('button', { name: `Revoke exempt for ${account.email}` }).click();
    await page
      .getByRole('dialog', { name: 'Revoke exempt access?' })
      .getByRole('button', { name: 'Revoke exempt' })
      .click();
    await expect(again).toContainText('Free');
    await member.reload();
    await expect(member.locator('.dashboard-plan .badge')).toHaveText('Free');
  });

  test('Access Denied for a signed-in user, who stays signed in and sees no admin link', async ({
    page,
    server,
  }) => {
    await openSignedIn(page, await signUpOverHttp(server, newAccount('denied')));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, /);
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 2, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText(ACCESS_DENIED)).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expectSignedInNav(page);
    await checkScreen(page, 'admin-access-denied');
    // No admin call was made, so nothing ended the session.
    expect(await page.evaluate(() => localStorage.getItem('lineup-lab.token'))).not.toBeNull();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, /);
  });
});
