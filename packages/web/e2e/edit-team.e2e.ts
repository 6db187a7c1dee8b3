import type { Page, Request } from '@playwright/test';
import {
  benchRow,
  openTeamOverHttp,
  playerAction,
  searchPosition,
  searchSettled,
  seasonNow,
  settledTotal,
  slotCard,
} from './support/editor.js';
import {
  editorHeight,
  FILL_ORDER,
  fillTeamCountingClicks,
  MEASURE_PHONE,
} from './support/editor-measures.js';
import { expect, expectAccessible, newAccount, screenshots, test, VIEWPORTS } from './support/fixtures.js';
import { openSignedIn, signUpOverHttp } from './support/session.js';

/** The slots the nine starters go to, in the order they are added (the third RB: FLEX). */
const STARTING_SLOTS = ['QB', 'RB1', 'RB2', 'WR1', 'WR2', 'TE', 'K', 'D/ST', 'FLEX'];

/** Where a screenshot of this project goes (e2e-screenshots/<project>/<name>.png, as `screenshots` writes). */
const screenshotPath = (name: string) =>
  new URL(`../e2e-screenshots/${test.info().project.name}/${name}.png`, import.meta.url).pathname;

/** Runs axe at the measured phone size, then at the desktop size (where the page is left). */
async function expectAccessibleAtBothSizes(page: Page): Promise<void> {
  await page.setViewportSize(MEASURE_PHONE);
  await expectAccessible(page);
  await page.setViewportSize(VIEWPORTS.desktop);
  await expectAccessible(page);
}

test.describe('edit team', () => {
  test('fills an empty team from the search, one click a player (measured), then swaps, benches, drops and optimizes', async ({
    page,
    request,
    server,
    newContext,
  }) => {
    test.setTimeout(300_000);
    const { planningWeek, weeks } = await seasonNow(request);
    const predicted = weeks.filter((w) => w.predicted).map((w) => w.week);
    // Another week with projections, to switch to and back.
    const otherWeek = predicted.find((w) => w !== planningWeek);
    test.skip(
      planningWeek === null || !predicted.includes(planningWeek) || otherWeek === undefined,
      `At this date week ${planningWeek} or every other week lacks projections: nothing to total or optimize`,
    );
    const { teamName } = await openTeamOverHttp(page, server, { pro: true });

    // The empty team, its week in the address.
    await expect(page.getByRole('link', { name: /Back to dashboard/ })).toBeVisible();
    await expect(page.getByLabel('Week', { exact: true })).toHaveValue(String(planningWeek));
    await expect(page.getByRole('article', { name: /Empty$/ })).toHaveCount(9);
    await expect(page.getByText('Open bench spot')).toHaveCount(7);
    await expect(page.getByTestId('projected-total')).toHaveText('0.0');
    await page.getByLabel('Search players').fill('a');
    await expect(page.getByText('Type at least 2 characters to search')).toBeVisible();
    await expectAccessibleAtBothSizes(page);
    await screenshots(page, 'edit-team-empty');

    // The search with the facts: a position browsed with no text, each row with its week.
    await page.getByLabel('Search players').fill('');
    await searchPosition(page).selectOption('QB');
    await searchSettled(page);
    await expect(page.getByRole('status').filter({ hasText: /^Showing 20 of \d+$/ })).toBeVisible();
    const rows = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    await expect(rows).toHaveCount(20);
    for (const meta of await rows.locator('.result-meta').allTextContents()) {
      expect(meta).toMatch(/^QB · [A-Z]{2,3} · ((vs|@) [A-Z]{2,3}|Bye)$/);
    }
    const points = (await rows.locator('.result-points').allTextContents()).map((text) =>
      Number.parseFloat(text),
    );
    expect(points).toHaveLength(20);
    expect(points, 'browsed by projection, highest first').toEqual([...points].sort((a, b) => b - a));
    await expect(rows.first().getByRole('button', { name: /^Add / })).toBeVisible();
    await expectAccessibleAtBothSizes(page);
    await screenshots(page, 'edit-team-search');

    // Fill the team from the search: nine starters where they fit, seven on the bench.
    const fill = await fillTeamCountingClicks(page);
    console.log(`[editor measure] clicks to fill 9 starters and 7 bench from an empty team: ${fill.clicks}`);
    expect(fill.clicks).toBeLessThanOrEqual(17);
    expect(fill.players.map((p) => p.placed)).toEqual([
      ...STARTING_SLOTS,
      ...FILL_ORDER.bench.map(() => 'BENCH'),
    ]);
    const byPlace = new Map(fill.players.map((p) => [p.placed === 'BENCH' ? p.name : p.placed, p.name]));
    const starterAt = (slot: string) => byPlace.get(slot) ?? '';
    const [qb, rb1, k] = [starterAt('QB'), starterAt('RB1'), starterAt('K')];
    const bench = fill.players.filter((p) => p.placed === 'BENCH');

    // The editor's height on a phone, a Pro user's panels collapsed.
    const height = await editorHeight(page);
    console.log(
      `[editor measure] editor height at 390×844 (Pro, scenarios and advisor collapsed): ${height} px`,
    );
    await page.screenshot({ path: screenshotPath('edit-team-full-390'), fullPage: true });
    await screenshots(page, 'edit-team-full');
    expect(height).toBeLessThanOrEqual(2400);
    // From the top of the phone's page, the section bar reaches the collapsed advisor (opening it)
    // and the search (its box focused), wherever the page is scrolled.
    await page.setViewportSize(MEASURE_PHONE);
    const sections = page.getByRole('navigation', { name: 'Editor sections' });
    await sections.getByRole('link', { name: 'Advisor' }).click();
    await expect(page.getByLabel('Your question')).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Hide AI lineup advisor' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await sections.getByRole('link', { name: 'Add players' }).click();
    await expect(page.getByLabel('Search players')).toBeFocused();
    await expect(page.getByLabel('Search players')).toBeInViewport();
    await page.getByRole('button', { name: 'Hide AI lineup advisor' }).click();
    // The waiver assistant and the trade analyzer: one collapsed row, opened from the bar.
    await sections.getByRole('link', { name: 'Waivers & trades' }).click();
    const moves = page.getByRole('region', { name: 'Waivers and trades' });
    await expect(moves.getByRole('button', { name: 'Hide Waivers and trades' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await moves.getByRole('button', { name: 'Find pickups' }).click();
    const picks = moves.getByRole('list', { name: 'Best pickups' }).getByRole('listitem');
    await expect(picks.first()).toContainText(/Drop/);
    await expect(moves.getByText(/^Every player of the catalogue not on this team/)).toBeVisible();
    await expectAccessibleAtBothSizes(page);
    await screenshots(page, 'edit-team-waivers');
    await moves.getByRole('button', { name: 'Trade analyzer' }).click();
    await expect(moves.getByRole('group', { name: /You give/ }).getByRole('checkbox')).toHaveCount(16);
    await expect(picks).toHaveCount(0);
    await moves.getByRole('button', { name: 'Hide Waivers and trades' }).click();
    const totals = [await settledTotal(page)];
    await expect(slotCard(page, 'QB').getByRole('definition')).toHaveCount(3);

    // A full bench is said at once: no confirmation that then fails.
    await page.getByRole('button', { name: `Actions for ${k}`, exact: true }).click();
    await page.getByRole('menuitem', { name: `Move ${k} to bench` }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The bench is full (7 players). Move or drop a bench player first.',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(slotCard(page, 'K')).toHaveAccessibleName(`K ${k}`);

    // Slot selection: the bench QB may only start at QB (swapping with the starter).
    const benchQb = bench.find((p) => p.position === 'QB')?.name ?? '';
    await playerAction(page, benchQb, `Swap ${benchQb} into the lineup`);
    const slotSelection = page.getByRole('dialog', { name: `Choose a slot for ${benchQb}` });
    await expect(slotSelection.getByRole('list', { name: 'Eligible slots' }).getByRole('button')).toHaveCount(
      1,
    );
    await expectAccessible(page);
    await slotSelection.getByRole('button', { name: /^QB/ }).click();
    await expect(page.getByText(`${benchQb} now starts at QB.`)).toBeVisible();
    await expect(slotCard(page, 'QB')).toHaveAccessibleName(`QB ${benchQb}`);
    await expect(benchRow(page, qb)).toBeVisible();
    totals.push(await settledTotal(page));

    // Where to move: a bench RB may start at RB1, RB2 or FLEX.
    const benchRb = bench.find((p) => p.position === 'RB')?.name ?? '';
    await playerAction(page, benchRb, `Swap ${benchRb} into the lineup`);
    const whereTo = page.getByRole('dialog', { name: `Where should ${benchRb} play?` });
    await expect(whereTo.getByRole('list').getByRole('button')).toHaveText([/^RB1/, /^RB2/, /^FLEX/]);
    await expectAccessible(page);
    await screenshots(page, 'edit-team-swap-modal');
    await whereTo.getByRole('button', { name: /^RB1/ }).click();
    await expect(slotCard(page, 'RB1')).toHaveAccessibleName(`RB1 ${benchRb}`);
    await expect(benchRow(page, rb1)).toBeVisible();
    totals.push(await settledTotal(page));
    expect(new Set(totals).size, `totals: ${totals.join(', ')}`).toBeGreaterThan(1);

    // Another week recalculates the projections, and back: one week answer, no call per player.
    const asked: string[] = [];
    const recordAsked = (request: Request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(`${request.method()} ${pathname}`);
    };
    page.on('request', recordAsked);
    await page.getByLabel('Week', { exact: true }).selectOption(String(otherWeek));
    await expect(page.getByText(`Projected points (median, week ${otherWeek})`)).toBeVisible();
    await settledTotal(page);
    page.off('request', recordAsked);
    expect(asked.filter((call) => /^GET \/api\/teams\/[^/]+\/week\/\d+$/.test(call))).toEqual([
      `GET /api/teams/${encodeURIComponent(teamName)}/week/${otherWeek}`,
    ]);
    expect(asked.filter((call) => call.includes('/api/players/player-projections'))).toEqual([]);
    // The week is in the address (the entry replaced): a reload keeps it.
    await expect(page).toHaveURL((url) => url.searchParams.get('week') === String(otherWeek));
    await page.reload();
    await expect(page.getByLabel('Week', { exact: true })).toHaveValue(String(otherWeek));
    await page.getByLabel('Week', { exact: true }).selectOption(String(planningWeek));
    await expect(page).toHaveURL((url) => url.searchParams.get('week') === String(planningWeek));
    await expect(page.getByText(`Projected points (median, week ${planningWeek})`)).toBeVisible();
    const full = await settledTotal(page);

    // A better option: the starters just benched project more; the row says so and its menu swaps.
    const hinted = page.getByRole('article').filter({ has: page.locator('.better-hint') });
    await expect(hinted.first()).toBeVisible();
    const slot = ((await hinted.first().locator('.slot-name').textContent()) ?? '').trim();
    const starter = ((await hinted.first().locator('.slot-player').textContent()) ?? '').trim();
    await hinted
      .first()
      .getByRole('button', { name: `Actions for ${starter}` })
      .click();
    const suggestion = page.getByRole('menuitem', { name: /^Swap in .+ \(\+\d+\.\d\)$/ }).first();
    const label = ((await suggestion.textContent()) ?? '').trim();
    const [, candidate, gain] = /^Swap in (.+) \(\+(\d+\.\d)\)$/.exec(label) ?? [];
    await expect(hinted.first().locator('.better-hint')).toHaveText(`Better option: +${gain}`);
    await suggestion.click();
    await expect(page.getByText(`${candidate} now starts at ${slot}.`)).toBeVisible();
    await expect(slotCard(page, slot)).toHaveAccessibleName(`${slot} ${candidate}`);
    const swapped = await settledTotal(page);
    expect(swapped).toBeCloseTo(full + Number(gain), 0);

    // Drop a bench player, irreversibly, with a confirmation.
    const benched = (await page.locator('.bench-name').allTextContents()).find((name) => name !== k);
    if (!benched) throw new Error('no bench player to drop');
    await playerAction(page, benched, `Drop ${benched}`);
    const dropDialog = page.getByRole('dialog', { name: 'Drop player?' });
    await expect(dropDialog).toContainText('This cannot be undone.');
    await dropDialog.getByRole('button', { name: 'Drop player' }).click();
    await expect(page.getByText(`${benched} was dropped.`)).toBeVisible();
    await expect(page.locator('.bench-name', { hasText: benched })).toHaveCount(0);

    // Move a starter to the bench, with a confirmation (Cancel first changes nothing).
    await playerAction(page, k, `Move ${k} to bench`);
    const benchDialog = page.getByRole('dialog', { name: 'Move to bench?' });
    await expect(benchDialog).toContainText(k);
    await benchDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(slotCard(page, 'K')).toHaveAccessibleName(`K ${k}`);
    await expect(page.getByRole('button', { name: `Actions for ${k}`, exact: true })).toBeFocused();
    await playerAction(page, k, `Move ${k} to bench`);
    await benchDialog.getByRole('button', { name: 'Move to bench' }).click();
    await expect(page.getByText(`${k} moved to the bench.`)).toBeVisible();
    await expect(slotCard(page, 'K')).toHaveAccessibleName('K Empty');
    await expect(benchRow(page, k)).toBeVisible();

    // Optimize: the preview shows who comes in and who goes out, the moves and the gain; Cancel
    // leaves the lineup, Apply changes it.
    const before = await settledTotal(page);
    await page.getByRole('button', { name: 'Optimize lineup' }).click();
    const preview = page.getByRole('dialog', { name: 'Optimize lineup' });
    await expect(preview.getByRole('list', { name: 'In' })).toContainText(`${k} at K`);
    await expect(preview.getByRole('list', { name: 'Proposed moves' })).toContainText(`${k}: Bench → K`);
    await expect(preview.getByText(/^\+\d+\.\d points$/)).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'edit-team-optimize');
    await preview.getByRole('button', { name: 'Cancel' }).click();
    await expect(preview).toBeHidden();
    await expect(slotCard(page, 'K')).toHaveAccessibleName('K Empty');

    await page.getByRole('button', { name: 'Optimize lineup' }).click();
    const gainText = (await preview.getByText(/^\+\d+\.\d points$/).textContent()) ?? '';
    const changes: string[] = [];
    const recordChange = (request: Request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/'))
        changes.push(`${request.method()} ${new URL(request.url()).pathname}`);
    };
    page.on('request', recordChange);
    await preview.getByRole('button', { name: /^Apply \d+ moves?$/ }).click();
    await expect(preview).toBeHidden();
    await expect(page.getByText(/^Lineup optimized: \d+ moves? applied\.$/)).toBeVisible();
    page.off('request', recordChange);
    // One call applies the whole optimal lineup: no move-by-move requests.
    expect(changes).toEqual([`POST /api/teams/${encodeURIComponent(teamName)}/optimize`]);
    await expect(slotCard(page, 'K')).toHaveAccessibleName(`K ${k}`);
    const after = await settledTotal(page);
    expect(after).toBeGreaterThanOrEqual(before);
    expect(after).toBeCloseTo(before + Number(gainText.replace(/[^\d.]/g, '')), 0);

    await page.getByRole('button', { name: 'Optimize lineup' }).click();
    await expect(page.getByRole('dialog', { name: 'Your lineup is already optimal' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Another user cannot open the team: the error page, none of its players.
    const other = await newContext();
    const otherPage = await other.newPage();
    await openSignedIn(otherPage, await signUpOverHttp(server, newAccount('intruder')));
    await otherPage.goto(`/edit-team/${encodeURIComponent(teamName)}`);
    await expect(
      otherPage.getByRole('heading', { level: 1, name: 'Failed to load team data' }),
    ).toBeVisible();
    await expect(otherPage.getByRole('alert')).toContainText('not found');
    await expect(otherPage.getByRole('link', { name: 'Back to dashboard' })).toBeVisible();
    for (const { name } of fill.players) {
      await expect(otherPage.getByText(name)).toHaveCount(0);
    }
    await expectAccessible(otherPage);
  });

  test('fills a slot from the search and acts on a player from the keyboard', async ({ page, server }) => {
    test.setTimeout(180_000);
    await openTeamOverHttp(page, server);
    await settledTotal(page);

    // Fill QB on the empty team: no bench player can, so the search browses QBs, focused.
    await page.getByRole('button', { name: 'Fill QB' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Search players')).toBeFocused();
    await expect(searchPosition(page)).toHaveValue('QB');
    await expect(page.getByText('Filling QB: the player you add starts there.')).toBeVisible();
    await searchSettled(page);
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
    const qb = ((await first.locator('.result-name').textContent()) ?? '').trim();
    await first.getByRole('button', { name: `Add ${qb}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `Added ${qb} at QB` })).toBeVisible();
    await expect(slotCard(page, 'QB')).toHaveAccessibleName(`QB ${qb}`);
    await expect(page.getByText('Filling QB: the player you add starts there.')).toHaveCount(0);
    // He shows as on the team in the results.
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('listitem').filter({ hasText: qb }),
    ).toContainText('On team');
    await settledTotal(page);

    // His actions from the keyboard: Enter opens the menu on its first item, Escape closes it and
    // gives the focus back; Enter on Move to bench asks first.
    const actions = page.getByRole('button', { name: `Actions for ${qb}`, exact: true });
    await actions.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: `Actions for ${qb}` });
    await expect(menu.getByRole('menuitem', { name: `Move ${qb} to bench` })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(actions).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Move to bench?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Move to bench' }).click();
    await expect(slotCard(page, 'QB')).toHaveAccessibleName('QB Empty');
    await expect(benchRow(page, qb)).toBeVisible();

    // Enter on Swap opens the slot selection with the focus on the first slot; Enter starts him.
    await settledTotal(page);
    await page.getByRole('button', { name: `Actions for ${qb}`, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: `Swap ${qb} into the lineup` })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Choose a slot for ${qb}` });
    await expect(dialog.getByRole('button', { name: /^QB/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(slotCard(page, 'QB')).toHaveAccessibleName(`QB ${qb}`);
    await expect(slotCard(page, 'QB')).toBeFocused();
    await expectAccessible(page);
  });
});
