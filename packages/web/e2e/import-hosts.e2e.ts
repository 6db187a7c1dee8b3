import type { Locator, Page } from '@playwright/test';
import { expect, newAccount, screenshots, signUp, test, VIEWPORTS } from './support/fixtures.js';
import { expectAccessibleAtBothSizes, expectSupportCoversNothing } from './support/support-button.js';

/**
 * League import from ESPN and from Yahoo against the real server, whose ESPN and Yahoo are fakes
 * speaking those hosts' protocols (start-server.ts) and serving demo leagues made of the demo
 * season's players (so they match our catalogue), each with one rookie we do not know and a trade
 * to sync. ESPN: a public league found by its pasted address, a private one opened with the
 * person's cookies, imported, synced after a trade, then synced again after its cookies expired.
 * Yahoo: connected through the fake's consent page and the server's OAuth callback, disconnected,
 * the consent declined, connected again, a league imported and synced after a trade.
 *
 * One test per host, one sign-up each (the free plan's one league). The pages are checked with axe
 * and for the support button at the phone's and the desktop's widths, and photographed at both;
 * part of each journey is driven at the phone's width.
 */

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 3, name });
const hostRadio = (page: Page, name: 'Sleeper' | 'Yahoo' | 'ESPN') =>
  page.getByRole('group', { name: 'Where is your league?' }).getByRole('radio', { name, exact: true });
/** The lineup row of our slot `slot` in the preview (`QB`, `RB1`, `D/ST` …). */
const lineupRow = (page: Page, slot: string) =>
  page
    .getByRole('table', { name: 'Starting lineup' })
    .getByRole('row')
    .filter({
      has: page.getByRole('rowheader', { name: slot, exact: true }),
    });
/** An imported league's card in "Your leagues". */
const leagueCard = (page: Page, name: string): Locator =>
  page.getByRole('main').locator('.imported-league').filter({ hasText: name });
/** The fact `term` of an imported league's card. */
const fact = (card: Locator, term: string) =>
  card.locator('.league-facts div').filter({ hasText: term }).locator('dd');

/**
 * Every answer of our API to `page` from now on, as text: to show that a secret the server keeps
 * (ESPN's cookies, Yahoo's tokens) is never in one.
 */
function apiAnswers(page: Page): () => Promise<string[]> {
  const answers: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) answers.push(response.text().catch(() => ''));
  });
  return () => Promise.all(answers);
}

test.describe('league import from ESPN and Yahoo', () => {
  // Each is two of the Sleeper spec's journeys in one (about 40 s on a quiet machine): room for a busy one.
  test.setTimeout(120_000);

  test('ESPN: a public league by its address, a private one with its cookies, imported, synced, and synced again with new cookies', async ({
    page,
    server,
  }) => {
    const { fake, demo } = server.espn;
    const { publicLeague, privateLeague, trade, season } = demo;
    let traded = false;
    const answers = apiAnswers(page);
    try {
      await signUp(page, newAccount('import-espn'), '/import');
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1, name: 'Import Leagues' })).toBeVisible();
      await expect(hostRadio(page, 'Sleeper')).toBeChecked();
      await hostRadio(page, 'ESPN').check();
      await expect(stepHeading(page, 'Your ESPN league')).toBeVisible();
      await expect(main.getByRole('list', { name: 'Import steps' }).getByRole('listitem')).toHaveText([
        'ESPN league',
        'Your team',
        'Preview',
      ]);
      const privateBox = page.getByRole('checkbox', { name: 'Private league (needs your ESPN cookies)' });
      await expect(privateBox).not.toBeChecked();
      await expect(page.getByLabel('espn_s2', { exact: true })).toHaveCount(0);
      await expectSupportCoversNothing(page);
      await screenshots(page, 'import-espn');

      // The public league, its address pasted as is, at a phone's width: found without cookies.
      await page.setViewportSize(VIEWPORTS.phone);
      const league = page.getByLabel('ESPN league ID or address');
      const seasonSelect = page.getByLabel('Season', { exact: true });
      await league.fill(publicLeague.address);
      await expect(
        main.getByText(`League ${publicLeague.leagueId}, ${season} season (from the address)`),
      ).toBeVisible();
      await expect(seasonSelect).toHaveValue(String(season));
      await page.getByRole('button', { name: 'Find my league' }).click();
      await expect(stepHeading(page, `Which team in ${publicLeague.name} is yours?`)).toBeFocused();
      await expect(main.locator('.import-choice').filter({ hasText: publicLeague.teamName })).toContainText(
        `Owner: Demo Dana · ${publicLeague.starters.length + publicLeague.bench.length} players`,
      );
      const publicRead = fake.requests.findLast((request) =>
        request.path.endsWith(`/leagues/${publicLeague.leagueId}`),
      );
      expect(publicRead?.path).toContain(`/seasons/${season}/`);
      expect(publicRead?.cookiesSent).toBe(false);

      // Back, and the private league's address (a team page of it): ESPN refuses it without cookies.
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(stepHeading(page, 'Your ESPN league')).toBeFocused();
      await expect(league).toHaveValue(publicLeague.address);
      await league.fill(privateLeague.address);
      await expect(
        main.getByText(`League ${privateLeague.leagueId}, ${season} season (from the address)`),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Find my league' }).click();
      await expect(page.getByRole('alert')).toContainText(`ESPN league ${privateLeague.leagueId} is private`);
      await expect(privateBox).toBeChecked();
      const s2 = page.getByLabel('espn_s2', { exact: true });
      const swid = page.getByLabel('SWID', { exact: true });
      await expect(s2).toBeFocused();
      await expect(s2).toHaveAttribute('type', 'password');
      await expect(main.getByRole('group', { name: 'Private league' })).toContainText(
        'Copy the values of espn_s2 and SWID into the fields below.',
      );
      await expectSupportCoversNothing(page);
      await screenshots(page, 'import-espn-private');

      // The cookies open it: Dana's team, then the preview (at a phone's width).
      await page.setViewportSize(VIEWPORTS.phone);
      await s2.fill(privateLeague.cookies.espnS2);
      await swid.fill(privateLeague.cookies.swid);
      await page.getByRole('button', { name: 'Find my league' }).click();
      await expect(stepHeading(page, `Which team in ${privateLeague.name} is yours?`)).toBeFocused();
      expect(fake.requests.at(-1)?.cookiesSent).toBe(true);
      await page.getByRole('button', { name: `This is my team: ${privateLeague.teamName}` }).click();
      await expect(stepHeading(page, `Preview: ${privateLeague.name}`)).toBeFocused();
      await expect(
        page.getByRole('table', { name: 'Starting lineup' }).getByRole('columnheader', { name: 'ESPN slot' }),
      ).toBeVisible();
      const [qb, , , , , , , op, dst] = privateLeague.starters;
      await expect(lineupRow(page, 'QB')).toContainText(`${qb?.name} (QB, BUF)`);
      await expect(lineupRow(page, 'QB').getByRole('cell').last()).toHaveText('QB');
      await expect(lineupRow(page, 'D/ST')).toContainText(`${dst?.name}`);
      // The OP (superflex) QB has no slot of ours: he is on the bench, and a note says why.
      await expect(main.locator('.preview-bench')).toContainText(`${op?.name} (QB, BAL)`);
      for (const player of privateLeague.bench.filter((one) => one !== privateLeague.unknown))
        await expect(main.locator('.preview-bench')).toContainText(player.name);
      await expect(main.locator('.preview-notes')).toContainText("The league's superflex slot (OP, Q/W/R/T)");
      await expect(main.locator('.preview-unmatched')).toContainText(
        `${privateLeague.unknown.name} (WR, CHI)`,
      );
      await expect(main.getByText('Half-PPR', { exact: true })).toBeVisible();
      await expect(page.getByLabel('Team name')).toHaveValue(privateLeague.teamName);
      expect(page.url()).not.toContain(privateLeague.cookies.espnS2);
      await expectSupportCoversNothing(page);
      await screenshots(page, 'import-espn-preview');

      // Import: the league listed as ESPN's, the free plan's one league used.
      await page.getByRole('button', { name: 'Import league' }).click();
      const done = page.getByRole('region', { name: `${privateLeague.name} is imported` });
      await expect(done).toContainText(`Your team is now ${privateLeague.teamName}`);
      await expect(done).toContainText('1 player could not be matched and was left out.');
      const card = leagueCard(page, privateLeague.name);
      await expect(fact(card, 'Host')).toHaveText('ESPN');
      await expect(fact(card, 'Season')).toHaveText(String(season));
      await expect(fact(card, 'Scoring')).toHaveText('Half-PPR');
      await expect(main.getByRole('region', { name: 'League limit reached' })).toBeVisible();

      // A trade at ESPN: Sync now brings it in (ESPN read with the cookies kept sealed on the server).
      trade.apply(fake);
      traded = true;
      await card.getByRole('button', { name: 'Sync now' }).click();
      const status = card.getByRole('status');
      await expect(status).toContainText(`Added: ${trade.added.name}.`);
      await expect(status).toContainText(`Dropped: ${trade.dropped.name}.`);
      expect(fake.requests.at(-1)?.cookiesSent).toBe(true);
      await expectAccessibleAtBothSizes(page);
      await screenshots(page, 'import-espn-synced');

      // The cookies expire at ESPN: the sync is refused and new ones are asked for, then it syncs.
      fake.setCookies(privateLeague.leagueId, season, privateLeague.renewedCookies);
      await card.getByRole('button', { name: 'Sync now' }).click();
      await expect(card.getByRole('alert')).toContainText(
        `ESPN would not open league ${privateLeague.leagueId} with the espn_s2 and SWID given`,
      );
      const renew = card.getByRole('form', { name: 'New ESPN cookies for this league' });
      await expect(renew).toBeVisible();
      await expectSupportCoversNothing(page);
      await screenshots(page, 'import-espn-new-cookies');
      await page.setViewportSize(VIEWPORTS.phone);
      await renew.getByLabel('espn_s2', { exact: true }).fill(privateLeague.renewedCookies.espnS2);
      await renew.getByLabel('SWID', { exact: true }).fill(privateLeague.renewedCookies.swid);
      await renew.getByRole('button', { name: 'Save cookies and sync' }).click();
      await expect(status).toContainText('Synced.');
      await expect(status).toContainText('No players were added or dropped.');
      await expect(renew).toHaveCount(0);
      await expect(card.getByRole('alert')).toHaveCount(0);
      await page.setViewportSize(VIEWPORTS.desktop);
      // The cookies went to the server and stay there: no answer of ours held them.
      const sent = [privateLeague.cookies.espnS2, privateLeague.renewedCookies.espnS2];
      const secrets = [...sent, ...sent.map(decodeURIComponent)];
      const texts = await answers();
      expect(texts.length).toBeGreaterThan(10);
      expect(texts.filter((text) => secrets.some((secret) => text.includes(secret)))).toEqual([]);

      // The editor shows the team scored as the league scores, with the league's name.
      await done.getByRole('link', { name: `Open ${privateLeague.teamName} in the editor` }).click();
      await expect(page.getByRole('heading', { level: 1, name: privateLeague.teamName })).toBeVisible();
      await expect(page.getByText(`Scoring: Half-PPR · League ${privateLeague.name}`)).toBeVisible();
    } finally {
      // The fake as it was, whatever ran: its cookies, and the trade undone.
      fake.setCookies(privateLeague.leagueId, season, privateLeague.cookies);
      if (traded) trade.undo(fake);
    }
  });

  test('Yahoo: connected through the consent page, disconnected, declined, connected again, a league imported and synced', async ({
    page,
    server,
  }) => {
    const { fake, demo } = server.yahoo;
    const { ppr, trade, season, user } = demo;
    let traded = false;
    const answers = apiAnswers(page);
    const exchanges = () =>
      fake.requests.filter(
        (request) => request.path === '/oauth2/get_token' && request.grantType === 'authorization_code',
      ).length;
    try {
      fake.consent = 'allow';
      await signUp(page, newAccount('import-yahoo'), '/import');
      const main = page.getByRole('main');
      await hostRadio(page, 'Yahoo').check();
      await expect(stepHeading(page, 'Your Yahoo leagues')).toBeVisible();
      const connect = page.getByRole('button', { name: 'Connect Yahoo' });
      await expect(connect).toBeVisible();
      await expectSupportCoversNothing(page);
      await screenshots(page, 'import-yahoo');

      // Connect: Yahoo's consent page (the fake's, agreeing), then the server's callback, then back here.
      const before = exchanges();
      await connect.click();
      await expect(main.getByRole('status').filter({ hasText: 'Yahoo connected' })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === '/import' && url.search === '');
      expect(exchanges()).toBe(before + 1);
      await expect(hostRadio(page, 'Yahoo')).toBeChecked();
      await expect(main.getByText('Your Yahoo account is connected since')).toBeVisible();
      await expect(main.getByText(`Your Yahoo leagues for the ${season} season:`)).toBeVisible();
      await expect(main.locator('.import-choice').filter({ hasText: ppr.name })).toContainText(
        '4 teams · PPR · In season',
      );
      await expect(main.locator('.import-choice').filter({ hasText: demo.superflex.name })).toBeVisible();
      await expectAccessibleAtBothSizes(page);
      await screenshots(page, 'import-yahoo-leagues');

      // Disconnect: the tokens are forgotten here and revoked at Yahoo.
      const live = fake.liveTokens(user.guid).refresh;
      await page.getByRole('button', { name: 'Disconnect Yahoo' }).click();
      await expect(connect).toBeVisible();
      await expect(main.getByText(`Your Yahoo leagues for the ${season} season:`)).toHaveCount(0);
      expect(fake.liveTokens(user.guid).refresh).toBe(live - 1);

      // The person declines at Yahoo: back here, told so, and still not connected.
      fake.consent = 'deny';
      await connect.click();
      await expect(page).toHaveURL((url) => url.pathname === '/import' && url.search === '');
      await expect(connect).toBeVisible();
      await expect(main.getByRole('alert')).toHaveText('You did not allow access on Yahoo');
      await expectSupportCoversNothing(page);
      await screenshots(page, 'import-yahoo-declined');

      // Connected again (at a phone's width), the PPR league chosen, Dana's team, the preview.
      fake.consent = 'allow';
      await page.setViewportSize(VIEWPORTS.phone);
      await connect.click();
      await expect(main.getByRole('status').filter({ hasText: 'Yahoo connected' })).toBeVisible();
      await page.getByRole('button', { name: `Choose ${ppr.name}` }).click();
      await expect(stepHeading(page, `Which team in ${ppr.name} is yours?`)).toBeFocused();
      await expect(main.locator('.import-choice').filter({ hasText: ppr.teamName })).toContainText(
        `Owner: ${user.nickname} · ${ppr.starters.length + ppr.bench.length} players`,
      );
      await page.getByRole('button', { name: `This is my team: ${ppr.teamName}` }).click();
      await expect(stepHeading(page, `Preview: ${ppr.name}`)).toBeFocused();
      await expect(
        page
          .getByRole('table', { name: 'Starting lineup' })
          .getByRole('columnheader', { name: 'Yahoo slot' }),
      ).toBeVisible();
      const [qb, , , , , , flex, , dst] = ppr.starters;
      await expect(lineupRow(page, 'QB')).toContainText(`${qb?.name} (QB, BUF)`);
      await expect(lineupRow(page, 'FLEX')).toContainText(`${flex?.name} (RB, DET)`);
      await expect(lineupRow(page, 'QB').getByRole('cell').last()).toHaveText('QB');
      await expect(lineupRow(page, 'D/ST')).toContainText(`${dst?.name}`);
      for (const player of ppr.bench.filter((one) => one !== ppr.unknown))
        await expect(main.locator('.preview-bench')).toContainText(player.name);
      await expect(main.locator('.preview-unmatched')).toContainText(`${ppr.unknown.name} (RB, CHI)`);
      await expect(main.getByText('PPR', { exact: true })).toBeVisible();
      await expectSupportCoversNothing(page);
      await screenshots(page, 'import-yahoo-preview');

      // Import, then a trade at Yahoo: Sync now brings it in.
      await page.getByRole('button', { name: 'Import league' }).click();
      const done = page.getByRole('region', { name: `${ppr.name} is imported` });
      await expect(done).toContainText(`Your team is now ${ppr.teamName}`);
      await expect(done).toContainText('1 player could not be matched and was left out.');
      const card = leagueCard(page, ppr.name);
      await expect(fact(card, 'Host')).toHaveText('Yahoo');
      await expect(fact(card, 'Scoring')).toHaveText('PPR');
      trade.apply(fake);
      traded = true;
      await card.getByRole('button', { name: 'Sync now' }).click();
      const status = card.getByRole('status');
      await expect(status).toContainText(`Added: ${trade.added.name}.`);
      await expect(status).toContainText(`Dropped: ${trade.dropped.name}.`);
      await expectAccessibleAtBothSizes(page);
      await screenshots(page, 'import-yahoo-synced');
      // Yahoo's tokens stay on the server: no answer of ours held one.
      const tokens = fake.issuedSecrets().filter((secret) => /^y(at|rt)\./.test(secret));
      expect(tokens.length).toBeGreaterThanOrEqual(4);
      const texts = await answers();
      expect(texts.filter((text) => tokens.some((token) => text.includes(token)))).toEqual([]);
    } finally {
      // The fake as it was, whatever ran: consent given, the trade undone.
      fake.consent = 'allow';
      if (traded) trade.undo(fake);
    }
  });
});
