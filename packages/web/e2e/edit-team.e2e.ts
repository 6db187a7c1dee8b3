import type { Page, Request } from '@playwright/test';
import { addPlayer, escapeRegExp, openNewTeam, seasonNow, settledTotal, slotCard } from './support/editor.js';
import { expect, expectAccessible, newAccount, screenshots, signUp, test } from './support/fixtures.js';

/** Swaps a bench player into `slot` through whichever modal the editor opens, and checks it landed. */
async function startAt(page: Page, name: string, slot: string, modal: RegExp): Promise<void> {
  await page.getByRole('button', { name: `Swap ${name} into the lineup` }).click();
  const dialog = page.getByRole('dialog', { name: modal });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: new RegExp(`^${escapeRegExp(slot)}`) }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${name} now starts at ${slot}.`)).toBeVisible();
  await expect(slotCard(page, slot)).toHaveAccessibleName(`${slot} ${name}`);
}

test.describe('edit team', () => {
  test('fills every slot through both modals, swaps, benches, drops and optimizes', async ({
    page,
    request,
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
    const teamName = await openNewTeam(page);

    // The empty team.
    await expect(page.getByRole('link', { name: /Back to dashboard/ })).toBeVisible();
    await expect(page.getByLabel('Week', { exact: true })).toHaveValue(String(planningWeek));
    await expect(page.getByRole('article', { name: /Empty$/ })).toHaveCount(9);
    await expect(page.getByText('Open bench spot')).toHaveCount(7);
    await expect(page.getByTestId('projected-total')).toHaveText('0.0');
    await expect(page.getByRole('region', { name: 'What-if scenarios and AI advisor' })).toContainText(
      'Save what-if scenarios and ask the AI lineup advisor with Pro',
    );
    await page.getByLabel('Search players').fill('a');
    await expect(page.getByText('Type at least 2 characters to search')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'edit-team-empty');

    // Fill the lineup: seven players (a full bench), each swapped into the lineup.
    const qb = await addPlayer(page, 'QB', 'last');
    const rb1 = await addPlayer(page, 'RB', 'last');
    const rb2 = await addPlayer(page, 'RB', 'last');
    const wr1 = await addPlayer(page, 'WR', 'last');
    const wr2 = await addPlayer(page, 'WR', 'last');
    const te = await addPlayer(page, 'TE', 'last');
    const k = await addPlayer(page, 'K', 'last');
    await expect(page.getByText('Open bench spot')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Bench \(7\/7\)/ })).toBeVisible();

    const totals = [await settledTotal(page)];
    // Slot selection: a QB may only start at QB.
    await page.getByRole('button', { name: `Swap ${qb} into the lineup` }).click();
    const slotSelection = page.getByRole('dialog', { name: `Choose a slot for ${qb}` });
    await expect(slotSelection.getByRole('list', { name: 'Eligible slots' }).getByRole('button')).toHaveCount(
      1,
    );
    await expectAccessible(page);
    await slotSelection.getByRole('button', { name: /^QB/ }).click();
    await expect(slotCard(page, 'QB')).toHaveAccessibleName(`QB ${qb}`);
    totals.push(await settledTotal(page));

    // Where to move: an RB may start at RB1, RB2 or FLEX.
    await page.getByRole('button', { name: `Swap ${rb1} into the lineup` }).click();
    const whereTo = page.getByRole('dialog', { name: `Where should ${rb1} play?` });
    await expect(whereTo.getByRole('list').getByRole('button')).toHaveText([/^RB1/, /^RB2/, /^FLEX/]);
    await expectAccessible(page);
    await screenshots(page, 'edit-team-swap-modal');
    await whereTo.getByRole('button', { name: /^RB1/ }).click();
    await expect(slotCard(page, 'RB1')).toHaveAccessibleName(`RB1 ${rb1}`);
    totals.push(await settledTotal(page));

    await startAt(page, rb2, 'RB2', /^Where should/);
    await startAt(page, wr1, 'WR1', /^Where should/);
    await startAt(page, wr2, 'WR2', /^Where should/);
    await startAt(page, te, 'TE', /^Choose a slot/);
    await startAt(page, k, 'K', /^Choose a slot/);
    totals.push(await settledTotal(page));

    const dst = await addPlayer(page, 'D/ST');
    await startAt(page, dst, 'D/ST', /^Choose a slot/);
    const flex = await addPlayer(page, 'RB', 'last');
    await startAt(page, flex, 'FLEX', /^Where should/);
    totals.push(await settledTotal(page));

    await expect(page.getByRole('article', { name: /Empty$/ })).toHaveCount(0);
    expect(new Set(totals).size, `totals: ${totals.join(', ')}`).toBeGreaterThan(1);
    await expect(slotCard(page, 'QB').getByRole('definition')).toHaveCount(3);
    await expectAccessible(page);
    await screenshots(page, 'edit-team-full');

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
    await page.getByLabel('Week', { exact: true }).selectOption(String(planningWeek));
    await expect(page.getByText(`Projected points (median, week ${planningWeek})`)).toBeVisible();
    const full = await settledTotal(page);

    // A better option: bench players of a starter's position who project more than 0.5 points better.
    const suggestion = page.getByRole('button', { name: /^Swap in .+ \(\+\d+\.\d\)$/ });
    for (const position of ['RB', 'WR', 'RB', 'WR', 'TE']) {
      if ((await suggestion.count()) > 0) break;
      await addPlayer(page, position, 'first');
      await settledTotal(page);
    }
    await expect(suggestion.first()).toBeVisible();
    const card = page.getByRole('article').filter({ has: suggestion.first() }).first();
    const slot = ((await card.locator('.slot-name').textContent()) ?? '').trim();
    const label = ((await suggestion.first().textContent()) ?? '').trim();
    const [, candidate, gain] = /^Swap in (.+) \(\+(\d+\.\d)\)$/.exec(label) ?? [];
    await suggestion.first().click();
    await expect(page.getByText(`${candidate} now starts at ${slot}.`)).toBeVisible();
    await expect(slotCard(page, slot)).toHaveAccessibleName(`${slot} ${candidate}`);
    const swapped = await settledTotal(page);
    expect(swapped).toBeCloseTo(full + Number(gain), 0);

    // Move a starter to the bench, with a confirmation (Cancel first changes nothing).
    await page.getByRole('button', { name: `Move ${k} to bench` }).click();
    const benchDialog = page.getByRole('dialog', { name: 'Move to bench?' });
    await expect(benchDialog).toContainText(k);
    await benchDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(slotCard(page, 'K')).toHaveAccessibleName(`K ${k}`);
    await page.getByRole('button', { name: `Move ${k} to bench` }).click();
    await benchDialog.getByRole('button', { name: 'Move to bench' }).click();
    await expect(page.getByText(`${k} moved to the bench.`)).toBeVisible();
    await expect(slotCard(page, 'K')).toHaveAccessibleName('K Empty');
    await expect(page.getByRole('button', { name: `Swap ${k} into the lineup` })).toBeVisible();

    // Drop a bench player, irreversibly, with a confirmation.
    const benched = (await page.locator('.bench-name').allTextContents()).find((name) => name !== k);
    if (!benched) throw new Error('no bench player to drop');
    await page.getByRole('button', { name: `Drop ${benched}` }).click();
    const dropDialog = page.getByRole('dialog', { name: 'Drop player?' });
    await expect(dropDialog).toContainText('This cannot be undone.');
    await dropDialog.getByRole('button', { name: 'Drop player' }).click();
    await expect(page.getByText(`${benched} was dropped.`)).toBeVisible();
    await expect(page.locator('.bench-name', { hasText: benched })).toHaveCount(0);

    // Optimize: the preview shows the moves and the gain; Cancel leaves the lineup, Apply changes it.
    const before = await settledTotal(page);
    await page.getByRole('button', { name: 'Optimize lineup' }).click();
    const preview = page.getByRole('dialog', { name: 'Optimize lineup' });
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
    await signUp(otherPage, newAccount('intruder'));
    await otherPage.goto(`/edit-team/${encodeURIComponent(teamName)}`);
    await expect(
      otherPage.getByRole('heading', { level: 1, name: 'Failed to load team data' }),
    ).toBeVisible();
    await expect(otherPage.getByRole('alert')).toContainText('not found');
    await expect(otherPage.getByRole('link', { name: 'Back to dashboard' })).toBeVisible();
    for (const name of [qb, rb1, rb2, wr1, wr2, te, k, dst, flex]) {
      await expect(otherPage.getByText(name)).toHaveCount(0);
    }
    await expectAccessible(otherPage);
  });

  test('works from the keyboard, and shows the server’s refusal while the lineup stays as it was', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openNewTeam(page);
    const qb = await addPlayer(page, 'QB');
    // The add reloads the team and its week: focus the bench row once that has settled, or the
    // re-rendered row may drop the focus before Enter.
    await settledTotal(page);

    // Enter opens the slot selection with the focus on the first slot; Enter again starts the player.
    await page.getByRole('button', { name: `Swap ${qb} into the lineup` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Choose a slot for ${qb}` });
    await expect(dialog.getByRole('button', { name: /^QB/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(slotCard(page, 'QB')).toHaveAccessibleName(`QB ${qb}`);
    await expect(slotCard(page, 'QB')).toBeFocused();

    // A full bench: the search cannot add more, and the server refuses to bench the QB.
    for (let added = 0; added < 7; added++) await addPlayer(page);
    await expect(page.getByRole('heading', { name: /Bench \(7\/7\)/ })).toBeVisible();
    await page.getByLabel('Search players').fill('an');
    await expect(
      page.getByText('The bench is full: move or drop a bench player to add another.'),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Search results' }).locator('button:enabled')).toHaveCount(0);

    await page.getByRole('button', { name: `Move ${qb} to bench` }).click();
    await page
      .getByRole('dialog', { name: 'Move to bench?' })
      .getByRole('button', { name: 'Move to bench' })
      .click();
    await expect(page.getByRole('alert')).toHaveText(
      'The bench is full (7 players). Move or drop a bench player first.',
    );
    await expect(slotCard(page, 'QB')).toHaveAccessibleName(`QB ${qb}`);
    await expect(page.getByRole('heading', { name: /Bench \(7\/7\)/ })).toBeVisible();
    await expectAccessible(page);
  });
});
