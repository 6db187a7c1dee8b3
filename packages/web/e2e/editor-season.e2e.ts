import { formatGameTime, type TeamWeekResponse, type WeekPlayer } from '@lineup-lab/core';
import type { Page } from '@playwright/test';
import { addPlayer, benchRow, escapeRegExp, openNewTeam, seasonNow } from './support/editor.js';
import { expect, expectAccessible, test } from './support/fixtures.js';
import { VIEWER } from './support/suite-dates.js';

/**
 * The editor follows the season under way (`GET /api/season`): its weeks, the week it opens on, and
 * kickoffs in the viewer's zone. Run at each date of the suite. (A week without projections cannot
 * happen with the demo season, which predicts every week: `EditTeamPage.test.tsx` shows the editor's
 * notice and 'N/A' total, and the server's `season.test.ts` a season with weeks unpredicted.)
 */

/** Intl and the page may space a time with narrow or thin spaces; compare the words. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * A kickoff as a viewer in California reading US English should see it: core's rule for that zone
 * and locale (its own tests pin the texts for PDT and PST dates), so the page must be using the
 * viewer's zone, not another.
 */
const pacificKickoff = (iso: string) =>
  formatGameTime(iso, { timeZone: VIEWER.timezoneId, locale: VIEWER.locale });

/**
 * Every player of the team's week answers (`GET /api/teams/:teamName/week/:week`) the page receives,
 * by name and week. Read as they pass through a route (the server's answer, handed on unchanged):
 * a body read from a `response` event afterwards may already be gone once the page moves on.
 */
async function recordProjections(page: Page): Promise<Map<string, WeekPlayer>> {
  const answers = new Map<string, WeekPlayer>();
  await page.route(/\/api\/teams\/[^/]+\/week\/\d+(\?|$)/, async (route) => {
    const response = await route.fetch();
    if (response.ok()) {
      const answer = (await response.json()) as TeamWeekResponse;
      const players = [...answer.slots.flatMap((row) => (row.player ? [row.player] : [])), ...answer.bench];
      for (const line of players) answers.set(`${line.player.playerName}@${answer.week}`, line);
    }
    await route.fulfill({ response });
  });
  return answers;
}

test.describe('the editor follows the season', () => {
  test('offers every week of GET /api/season, with its dates, and opens on the week users plan for', async ({
    page,
    request,
    suiteDate,
  }) => {
    const season = await seasonNow(request);
    if (suiteDate.known) expect(season.planningWeek).toBe(suiteDate.known.planningWeek);
    expect(season.weeks).toHaveLength(18);
    await openNewTeam(page);

    const weekList = page.getByLabel('Week', { exact: true });
    await expect(weekList).toHaveValue(String(season.planningWeek));
    const options = weekList.locator('option');
    await expect(options).toHaveCount(season.weeks.length);
    expect(await options.evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value))).toEqual(
      season.weeks.map((w) => String(w.week)),
    );
    const labels = (await options.allTextContents()).map(plain);
    season.weeks.forEach((w, index) => {
      expect(labels[index]).toMatch(new RegExp(`^Week ${w.week} · [A-Z][a-z]{2} \\d`));
      expect(labels[index]?.endsWith('— no projections yet')).toBe(!w.predicted);
    });
    await expect(weekList).toHaveAccessibleDescription(new RegExp(`^${season.season} season`));
    await expect(page.getByText(`Projected points (median, week ${season.planningWeek})`)).toBeVisible();
    await expectAccessible(page);
  });

  test('shows a kickoff in the viewer’s time zone, with the abbreviation for that date', async ({
    page,
    request,
    suiteDate,
  }) => {
    const { planningWeek } = await seasonNow(request);
    const answers = await recordProjections(page);
    await openNewTeam(page);

    // The first player added who has a game (not a bye) in the week users plan for.
    let kickoff: { name: string; gameTime: string } | undefined;
    for (let tries = 0; tries < 4 && !kickoff; tries++) {
      const name = await addPlayer(page);
      const key = `${name}@${planningWeek}`;
      await expect.poll(() => answers.has(key), { message: `the projections of ${name}` }).toBe(true);
      const gameTime = answers.get(key)?.gameTime;
      if (gameTime) kickoff = { name, gameTime };
    }
    if (!kickoff) throw new Error(`No player with a game in week ${planningWeek} was found`);

    const expected = plain(pacificKickoff(kickoff.gameTime));
    // Where the add put him: a starting slot he fits, else the bench.
    const place = page
      .getByRole('article', { name: new RegExp(` ${escapeRegExp(kickoff.name)}$`) })
      .or(benchRow(page, kickoff.name));
    const time = place.locator('time');
    await expect(time).toHaveAttribute('datetime', kickoff.gameTime);
    expect(plain(await time.textContent())).toBe(expected);
    const zone = expected.split(' ').at(-1);
    expect(zone).toMatch(/^P[DS]T$/);
    if (suiteDate.known) expect(zone).toBe(suiteDate.known.zone);
  });
});
