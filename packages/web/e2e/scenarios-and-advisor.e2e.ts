import type { Locator, Page } from '@playwright/test';
import {
  addPlayerOverHttp,
  type OpenedTeam,
  openTeamOverHttp,
  playerAction,
  seasonNow,
  settledTotal,
  slotCard,
} from './support/editor.js';
import { expect, expectAccessible, screenshots, test, VIEWPORTS } from './support/fixtures.js';

/**
 * The editor's pro panels (issue 15): what-if scenarios, the AI advisor and the 30-day history
 * (issue 25), for a user made Pro through the local test checkout, and the upgrade banners a free
 * user sees in their place.
 */

/** Runs axe at the phone size, then at the desktop size (where the page is left). */
async function expectAccessibleAtBothSizes(page: Page): Promise<void> {
  await page.setViewportSize(VIEWPORTS.phone);
  await expectAccessible(page);
  await page.setViewportSize(VIEWPORTS.desktop);
  await expectAccessible(page);
}

/**
 * Adds a player of `position` through the SDK, as the editor's Add does, and checks he went to
 * `slot` ('QB', 'RB1', 'BENCH'): the weakest of the position browsed, or the best (`pick`).
 * Adding from the search in the page is what edit-team.e2e.ts checks.
 */
async function seat(
  team: OpenedTeam,
  position: 'QB' | 'RB',
  slot: string,
  pick: 'first' | 'last' = 'last',
): Promise<string> {
  const { name, placed } = await addPlayerOverHttp(team, position, pick);
  expect(placed, `${name} (${position})`).toBe(slot);
  return name;
}

const scenariosPanel = (page: Page) => page.getByRole('region', { name: 'What-if scenarios', exact: true });
const advisorPanel = (page: Page) => page.getByRole('region', { name: 'AI lineup advisor', exact: true });
const historyPanel = (page: Page) => page.getByRole('region', { name: 'History', exact: true });
/** The editor's difference of two totals shown to 1 decimal: '+6.2', '−1.5' or '±0.0'. */
function difference(scenario: number, current: number): string {
  const tenths = Math.round((scenario - current) * 10) / 10;
  if (tenths === 0) return '±0.0';
  return `${tenths > 0 ? '+' : '−'}${Math.abs(tenths).toFixed(1)}`;
}

/** A saved scenario's three figures for the week shown: its points, the current lineup's, the difference. */
const figuresOf = (scenario: Locator) => scenario.getByRole('definition');

test.describe('what-if scenarios, the AI advisor and the history', () => {
  test('a Pro user saves a scenario, compares it, changes the lineup, loads it back, restores the change from the history and deletes it', async ({
    page,
    request,
    server,
  }) => {
    test.setTimeout(240_000);
    const { planningWeek, weeks } = await seasonNow(request);
    test.skip(
      planningWeek === null || !weeks.find((w) => w.week === planningWeek)?.predicted,
      `At this date week ${planningWeek} has no projections: nothing to total or compare`,
    );
    // A team with a QB at QB and an RB at RB1.
    let [qb, rb] = ['', ''];
    await openTeamOverHttp(page, server, {
      pro: true,
      seed: async (team) => {
        qb = await seat(team, 'QB', 'QB');
        rb = await seat(team, 'RB', 'RB1');
      },
    });
    const panel = scenariosPanel(page);
    await expect(panel.getByText('0 of 10 saved')).toBeVisible();
    await expect(panel.getByText('No scenarios saved yet.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'What-if scenarios and AI advisor' })).toHaveCount(0);
    await expect(slotCard(page, 'QB')).toHaveAccessibleName(`QB ${qb}`);
    await expect(slotCard(page, 'RB1')).toHaveAccessibleName(`RB1 ${rb}`);
    const saved = await settledTotal(page);
    expect(saved).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshots(page, 'scenarios-empty');

    // The save-scenario modal: the name is required; saving lists the scenario and resets the form.
    await panel.getByRole('button', { name: 'Save scenario' }).click();
    const modal = page.getByRole('dialog', { name: 'Save scenario' });
    await expect(modal.getByLabel('Scenario name')).toBeFocused();
    await modal.getByRole('button', { name: 'Save scenario' }).click();
    await expect(modal.getByText('Scenario name is required')).toBeVisible();
    await expect(modal.getByLabel('Scenario name')).toBeFocused();
    await modal.getByLabel('Scenario name').fill('QB and RB start');
    await modal.getByLabel(/^Description/).fill(`${qb} at QB, ${rb} at RB1`);
    await expectAccessibleAtBothSizes(page);
    await screenshots(page, 'scenarios-save-modal');
    await modal.getByRole('button', { name: 'Save scenario' }).click();
    await expect(modal).toBeHidden();
    await expect(panel.getByText('Scenario “QB and RB start” saved.')).toBeVisible();
    await expect(panel.getByText('1 of 10 saved')).toBeVisible();

    const scenario = panel.getByRole('listitem', { name: 'QB and RB start' });
    await expect(scenario).toContainText(`${qb} at QB, ${rb} at RB1`);
    await expect(scenario).toContainText(
      new RegExp(
        `Saved for week ${planningWeek} · Median · ${saved.toFixed(1)} points · [A-Z][a-z]{2} \\d{1,2}, \\d{4}`,
      ),
    );
    // Its week points beside the current lineup's: the same lineup, no difference.
    await expect(figuresOf(scenario)).toHaveText([saved.toFixed(1), saved.toFixed(1), '±0.0']);
    await expectAccessibleAtBothSizes(page);
    await screenshots(page, 'scenarios-saved');

    // The form starts empty again.
    await panel.getByRole('button', { name: 'Save scenario' }).click();
    await expect(modal.getByLabel('Scenario name')).toHaveValue('');
    await modal.getByRole('button', { name: 'Cancel' }).click();

    // A changed lineup: the QB to the bench. The scenario now scores his points more (none on a bye).
    await playerAction(page, qb, `Move ${qb} to bench`);
    await page
      .getByRole('dialog', { name: 'Move to bench?' })
      .getByRole('button', { name: 'Move to bench' })
      .click();
    await expect(slotCard(page, 'QB')).toHaveAccessibleName('QB Empty');
    const changed = await settledTotal(page);
    await expect(figuresOf(scenario)).toHaveText([
      saved.toFixed(1),
      changed.toFixed(1),
      difference(saved, changed),
    ]);

    // Loading it back, confirmed: the lineup and the total are the scenario's again.
    await scenario.getByRole('button', { name: 'Load QB and RB start' }).click();
    const load = page.getByRole('dialog', { name: 'Load scenario?' });
    await expect(load).toContainText('Your lineup and bench become “QB and RB start” as saved.');
    await expectAccessible(page);
    await load.getByRole('button', { name: 'Load scenario' }).click();
    await expect(panel.getByText('Scenario “QB and RB start” loaded.')).toBeVisible();
    await expect(slotCard(page, 'QB')).toHaveAccessibleName(`QB ${qb}`);
    await expect(slotCard(page, 'RB1')).toHaveAccessibleName(`RB1 ${rb}`);
    expect(await settledTotal(page)).toBe(saved);
    await expect(figuresOf(scenario)).toHaveText([saved.toFixed(1), saved.toFixed(1), '±0.0']);

    // The history: the load is the current version, the QB's move to the bench the one before.
    const history = historyPanel(page);
    const versions = history
      .getByRole('list', { name: 'Versions of the last 30 days' })
      .getByRole('listitem');
    await expect(versions.first()).toContainText('Scenario loaded');
    await expect(versions.first()).toContainText(`${qb} bench → QB`);
    const benched = versions.nth(1);
    await expect(benched).toContainText(`Moved to bench${qb} QB → bench`);
    await expect(benched).toContainText(`median points: ${changed.toFixed(1)}`);
    await expectAccessible(page);
    await screenshots(page, 'history');
    // Restoring it, confirmed: the editor shows the QB on the bench again, and the restore is the
    // current version.
    await benched.getByRole('button', { name: /^Restore version \d+$/ }).click();
    const restore = page.getByRole('dialog', { name: /^Restore version \d+\?$/ });
    await expect(restore).toContainText('The lineup as it stands stays in the history');
    await restore.getByRole('button', { name: 'Restore version' }).click();
    await expect(history.getByText(/^Version \d+ restored\.$/)).toBeVisible();
    await expect(slotCard(page, 'QB')).toHaveAccessibleName('QB Empty');
    expect(await settledTotal(page)).toBe(changed);
    await expect(versions.first()).toContainText(`Restored${qb} QB → bench`);
    await expect(versions.first().getByRole('heading')).toHaveText(/\(current\)$/);

    // Deleting it, confirmed (Cancel first keeps it).
    await scenario.getByRole('button', { name: 'Delete QB and RB start' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete scenario?' });
    await expect(remove).toContainText('This cannot be undone.');
    await remove.getByRole('button', { name: 'Cancel' }).click();
    await expect(scenario).toBeVisible();
    await scenario.getByRole('button', { name: 'Delete QB and RB start' }).click();
    await remove.getByRole('button', { name: 'Delete scenario' }).click();
    await expect(panel.getByText('Scenario “QB and RB start” deleted.')).toBeVisible();
    await expect(scenario).toHaveCount(0);
    await expect(panel.getByText('0 of 10 saved')).toBeVisible();
    await expectAccessible(page);
  });

  test('a Pro user asks the advisor a suggested question and sees advice with the facts it rests on', async ({
    page,
    request,
    server,
  }) => {
    test.setTimeout(240_000);
    const { planningWeek, weeks } = await seasonNow(request);
    test.skip(
      planningWeek === null || !weeks.find((w) => w.week === planningWeek)?.predicted,
      `At this date week ${planningWeek} has no projections: nothing to advise on`,
    );
    // Two quarterbacks: one starts (the weaker), the better waits on the bench, so "Start X or Y?"
    // is offered; and an RB at RB1.
    let [starter, backup] = ['', ''];
    await openTeamOverHttp(page, server, {
      pro: true,
      seed: async (team) => {
        starter = await seat(team, 'QB', 'QB');
        backup = await seat(team, 'QB', 'BENCH', 'first');
        await seat(team, 'RB', 'RB1');
      },
    });
    const panel = advisorPanel(page);

    // An empty question is refused before anything is sent.
    await panel.getByRole('button', { name: 'Ask' }).click();
    await expect(panel.getByText('Please enter a question')).toBeVisible();
    await expect(panel.getByLabel('Your question')).toBeFocused();
    await settledTotal(page);
    const suggestions = panel.getByRole('list', { name: 'Suggested questions' }).getByRole('button');
    await expect(suggestions).toHaveText([
      `Start ${starter} or ${backup}?`,
      'Is my lineup optimal?',
      'Who should I start at FLEX?',
      'I’m the underdog this week — who has the biggest ceiling?',
      'Any injuries or byes I should worry about?',
    ]);
    await expectAccessible(page);
    await screenshots(page, 'advisor-empty');

    await panel.getByRole('button', { name: `Start ${starter} or ${backup}?` }).click();
    await expect(panel.getByLabel('Your question')).toHaveValue(`Start ${starter} or ${backup}?`);
    const advice = panel.getByRole('article', { name: `Advice for week ${planningWeek}` });
    await expect(advice).toBeVisible({ timeout: 20_000 });
    const text = (await advice.locator('.advice-text').textContent()) ?? '';
    // It names one of the two and cites their numbers.
    expect(text.includes(starter) || text.includes(backup), text).toBe(true);
    expect(text).toMatch(/\d+\.\d/);
    const facts = advice.getByRole('list', { name: 'Based on' }).getByRole('listitem');
    expect(await facts.count()).toBeGreaterThan(0);
    await expect(advice.getByText(/^Answered by /)).toBeVisible();
    await expectAccessibleAtBothSizes(page);
    await screenshots(page, 'advisor-answer');

    // The panel and its answer sit beside (wide) or above (phone) the roster, not below it.
    for (const viewport of [VIEWPORTS.desktop, { width: 390, height: 844 }]) {
      await page.setViewportSize(viewport);
      const answerBox = await advice.boundingBox();
      const rosterBox = await page.getByRole('region', { name: 'Starting lineup' }).boundingBox();
      expect(answerBox && rosterBox && answerBox.y < rosterBox.y + rosterBox.height).toBe(true);
    }
    await page.setViewportSize(VIEWPORTS.desktop);

    // Another suggestion replaces the answer. The better QB waits on the bench: the advice's one
    // change is ready to apply, through the lineup call, and then said.
    await panel.getByRole('button', { name: 'Is my lineup optimal?' }).click();
    await expect(advice.locator('.advice-question')).toContainText('Is my lineup optimal?');
    await expect(advice.locator('.advice-text')).toContainText(/\d+\.\d/);
    const suggested = advice.locator('.advice-change');
    await expect(suggested).toContainText(/^Suggested change: .+ → .+ \(\+\d+\.\d pts\)/);
    const [, mover, slot] =
      /^Suggested change: (.+) \S+ → (\S+) /.exec((await suggested.textContent()) ?? '') ?? [];
    const moves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/move'))
        moves.push(new URL(request.url()).pathname);
    });
    await expectAccessible(page);
    await advice.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(`Applied: ${mover} to ${slot}`)).toBeVisible();
    await expect(slotCard(page, slot ?? '')).toHaveAccessibleName(`${slot} ${mover}`);
    await expect(advice.getByRole('button', { name: 'Applied' })).toBeDisabled();
    expect(moves).toEqual(['/api/move-player']);
    await screenshots(page, 'advisor-applied');
  });

  test('a free user sees the upgrade banner instead of the panels', async ({ page, server }) => {
    await openTeamOverHttp(page, server);
    const banner = page.getByRole('region', { name: 'What-if scenarios and AI advisor' });
    await expect(banner).toContainText('Save what-if scenarios and ask the AI lineup advisor with Pro.');
    await expect(banner.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/billing');
    await expect(scenariosPanel(page)).toHaveCount(0);
    await expect(advisorPanel(page)).toHaveCount(0);
    const history = page.getByRole('region', { name: '30-day history' });
    await expect(history).toContainText('restore any of them in one click with Pro');
    await expect(historyPanel(page)).toHaveCount(0);
    const moves = page.getByRole('region', { name: 'Waiver assistant and trade analyzer' });
    await expect(moves.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/billing');
    await expect(page.getByRole('region', { name: 'Waivers and trades' })).toHaveCount(0);
    await expectAccessibleAtBothSizes(page);
    await screenshots(page, 'pro-panels-free');
  });
});
