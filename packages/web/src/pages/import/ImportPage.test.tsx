// @vitest-environment jsdom
import { NotFoundError, ServerError, UpgradeRequiredError } from '@lineup-lab/sdk';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscriptionStatus } from '../../test-support/fixtures.js';
import { formatSyncTime } from './import-view.js';
import { answerAsPat, api } from './test-api.js';
import { PAT_IMPORT, PAT_LEAGUE } from './test-fixtures.js';
import { renderImport, findStep as step } from './test-render.js';

vi.mock('../../api/client.js', async () => ({ api: (await import('./test-api.js')).api }));
vi.mock('../../auth/actions.js', () => ({ startSignOut: vi.fn(), startSignIn: vi.fn() }));

const LIMIT = 'You have reached the limit for leagues on the free plan';
const SUNDAY_FUNDAY = { provider: 'sleeper', leagueId: '1100000000000000001' } as const;

beforeEach(answerAsPat);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** From the username form to the preview of Pat's team. */
async function goToPreview(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Sleeper username'), 'ppr_pat');
  await user.click(screen.getByRole('button', { name: 'Find my leagues' }));
  await step('Choose a league');
  await user.click(screen.getByRole('button', { name: 'Choose Sunday Funday PPR' }));
  await step('Which team in Sunday Funday PPR is yours?');
  await user.click(screen.getByRole('button', { name: 'This is my team: Pat’s Pickers' }));
  return step('Preview: Sunday Funday PPR');
}

describe('/import for a free user with no league yet', () => {
  it('shows the plan, the usage, the three hosts (Sleeper first) and Contact Us, and no leagues yet', async () => {
    renderImport();
    expect(screen.getByRole('heading', { level: 1, name: 'Import Leagues' })).toBeTruthy();
    expect(await screen.findByText('Free')).toBeTruthy();
    expect(screen.getByText('Teams used').nextElementSibling?.textContent).toBe('0 of 1');
    expect(screen.getByText('Leagues imported').nextElementSibling?.textContent).toBe('0 of 1');
    expect(await screen.findByText('You have not imported a league yet.')).toBeTruthy();
    const hosts = within(screen.getByRole('group', { name: 'Where is your league?' })).getAllByRole('radio');
    expect(hosts.map((radio) => radio.closest('label')?.textContent)).toEqual(['Sleeper', 'Yahoo', 'ESPN']);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Sleeper' }).checked).toBe(true);
    expect(screen.getByRole('region', { name: 'Upgrade to Pro' })).toBeTruthy();
    expect(await step('Your Sleeper account')).toBeTruthy();
  });

  it("opens the app's contact form about league import, never a mail to an address of its own (issue 25 #15)", async () => {
    const user = userEvent.setup();
    renderImport();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Contact Us' }));
    const form = await screen.findByRole('dialog', { name: 'Contact support' });
    expect((within(form).getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe(
      'League import',
    );
  });

  it('refuses a blank username without calling the server', async () => {
    const user = userEvent.setup();
    renderImport();
    await user.click(await screen.findByRole('button', { name: 'Find my leagues' }));
    const input = screen.getByLabelText('Sleeper username');
    expect(screen.getByText('Please enter a Sleeper username')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(api.leagues.sleeper.leagues).not.toHaveBeenCalled();
  });

  it("shows the server's message for an unknown username, and the form stays", async () => {
    const user = userEvent.setup();
    api.leagues.sleeper.leagues.mockRejectedValue(
      new NotFoundError({
        message: 'Sleeper has no user named "nobody". Check the spelling of the username.',
        code: 'NOT_FOUND',
        status: 404,
      }),
    );
    renderImport();
    await user.type(await screen.findByLabelText('Sleeper username'), ' nobody ');
    await user.click(screen.getByRole('button', { name: 'Find my leagues' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sleeper has no user named "nobody". Check the spelling of the username.',
    );
    expect(api.leagues.sleeper.leagues).toHaveBeenCalledWith({ username: 'nobody' });
    expect(screen.getByLabelText('Sleeper username')).toBeTruthy();
  });

  it('goes username → league → team → preview, one step at a time, with Back between them', async () => {
    const user = userEvent.setup();
    renderImport();
    await user.type(await screen.findByLabelText('Sleeper username'), 'ppr_pat');
    await user.click(screen.getByRole('button', { name: 'Find my leagues' }));

    const leagues = await step('Choose a league');
    await waitFor(() => expect(document.activeElement).toBe(leagues));
    expect(screen.getByText("PPR Pat (ppr_pat)'s leagues for the 2025 season:")).toBeTruthy();
    expect(screen.getByText('12 teams · PPR · In season')).toBeTruthy();
    expect(screen.getByText('10 teams · Custom · Pre-draft')).toBeTruthy();
    const imported = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Already imported: Superflex Dynasty',
    });
    expect(imported.disabled).toBe(true);
    expect(
      screen.getByRole('list', { name: 'Import steps' }).querySelector('[aria-current="step"]')?.textContent,
    ).toBe('League');

    // Back to the username, which keeps what was typed.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(((await screen.findByLabelText('Sleeper username')) as HTMLInputElement).value).toBe('ppr_pat');
    await user.click(screen.getByRole('button', { name: 'Find my leagues' }));
    await user.click(await screen.findByRole('button', { name: 'Choose Sunday Funday PPR' }));

    await step('Which team in Sunday Funday PPR is yours?');
    expect(api.leagues.rosters).toHaveBeenCalledWith(SUNDAY_FUNDAY);
    expect(screen.getByText('Owner: PPR Pat · 14 players')).toBeTruthy();
    expect(screen.getByText("Superflex Sam's team")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'This is my team: Pat’s Pickers' }));

    const preview = await step('Preview: Sunday Funday PPR');
    expect(api.leagues.preview).toHaveBeenCalledWith({ ...SUNDAY_FUNDAY, rosterId: 1 });
    await waitFor(() => expect(document.activeElement).toBe(preview));
    const rows = within(screen.getByRole('table', { name: 'Starting lineup' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'SlotPlayerSleeper slot',
      'QBAvery Abbott (QB, BUF)QB',
      'RB1Blake Barlow (RB, SF)RB',
      'RB2Empty—',
      'WR1Empty—',
      'WR2Empty—',
      'TEEmpty—',
      'FLEXEmpty—',
      'D/STEmpty—',
      'KEmpty—',
    ]);
    expect(screen.getByRole('heading', { name: 'Bench (1)' })).toBeTruthy();
    expect(screen.getByText('Cam Castillo (WR, MIN)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Players we could not match' })).toBeTruthy();
    expect(screen.getByText("Zeke Quinto (RB, CHI) is not among Lineup Lab's players.")).toBeTruthy();
    expect(screen.getByText('Bonus points for 40+ yard touchdowns are not applied.')).toBeTruthy();
    expect(
      screen.getByText('The league starts a second TE; Lineup Lab has one TE slot, so he is on the bench.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Team name') as HTMLInputElement).value).toBe('Pat’s Pickers');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await step('Which team in Sunday Funday PPR is yours?')).toBeTruthy();
  });

  it('imports under the name typed and links to the new team’s editor; the usage is read again', async () => {
    const user = userEvent.setup();
    renderImport();
    await goToPreview(user);
    const name = screen.getByLabelText('Team name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Import league' }));
    expect(screen.getByText('Team name is required')).toBeTruthy();
    expect(api.leagues.import).not.toHaveBeenCalled();

    await user.type(name, '  Pat’s Pickers ');
    api.user.subscriptionStatus.mockResolvedValue(
      subscriptionStatus({ usage: { teamsCreated: 1, leaguesImported: 1 } }),
    );
    api.leagues.list.mockResolvedValue({ leagues: [PAT_LEAGUE] });
    await user.click(screen.getByRole('button', { name: 'Import league' }));
    expect(api.leagues.import).toHaveBeenCalledWith({
      ...SUNDAY_FUNDAY,
      rosterId: 1,
      teamName: 'Pat’s Pickers',
    });
    const done = await screen.findByRole('region', { name: 'Sunday Funday PPR is imported' });
    expect(done.textContent).toContain('1 player could not be matched and was left out.');
    expect(
      within(done).getByRole('link', { name: 'Open Pat’s Pickers in the editor' }).getAttribute('href'),
    ).toBe('/edit-team/Pat%E2%80%99s%20Pickers');
    // The one league is used: the upgrade box takes the import's place, and the league is listed.
    const limit = await screen.findByRole('region', { name: 'League limit reached' });
    expect(limit.textContent).toContain(LIMIT);
    expect(within(limit).getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/billing');
    expect(await screen.findByRole('heading', { level: 3, name: 'Sunday Funday PPR' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText('Leagues imported').nextElementSibling?.textContent).toBe('1 of 1'),
    );
  });

  it("shows the server's message when the import fails, and the upgrade box when the plan refuses it", async () => {
    const user = userEvent.setup();
    api.leagues.import.mockRejectedValueOnce(
      new ServerError({
        message: 'Sleeper cannot be reached right now. Try again in a few minutes.',
        code: 'UNAVAILABLE',
        status: 503,
      }),
    );
    renderImport();
    await goToPreview(user);
    await user.click(screen.getByRole('button', { name: 'Import league' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sleeper cannot be reached right now. Try again in a few minutes.',
    );

    api.leagues.import.mockRejectedValueOnce(
      new UpgradeRequiredError({
        message: LIMIT,
        code: 'UPGRADE_REQUIRED',
        status: 403,
        upgradeRequired: true,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Import league' }));
    const limit = await screen.findByRole('region', { name: 'League limit reached' });
    expect(limit.textContent).toContain(LIMIT);
    expect(screen.queryByRole('button', { name: 'Import league' })).toBeNull();
  });
});

describe('/import with imported leagues', () => {
  it('lists each league with its season, size, scoring, team link and last sync; Sync now shows the changes', async () => {
    const user = userEvent.setup();
    api.user.subscriptionStatus.mockResolvedValue(
      subscriptionStatus({ usage: { teamsCreated: 1, leaguesImported: 1 } }),
    );
    api.leagues.list.mockResolvedValue({ leagues: [PAT_LEAGUE] });
    const synced = { ...PAT_LEAGUE, lastSyncedAt: '2025-09-18T02:30:00.000Z' };
    api.leagues.sync.mockResolvedValue({
      league: synced,
      team: PAT_IMPORT.team,
      added: ['Dante Dorsey'],
      dropped: ['Cam Castillo'],
      unmatched: [],
      notes: ['Dante Dorsey joins the bench.'],
    });
    renderImport();

    const card = (await screen.findByRole('heading', { level: 3, name: 'Sunday Funday PPR' })).closest(
      'li',
    ) as HTMLElement;
    const fact = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(fact('Season')).toBe('2025');
    expect(fact('Host')).toBe('Sleeper');
    expect(fact('Teams')).toBe('12 teams');
    expect(fact('Scoring')).toBe('PPR');
    expect(within(card).getByRole('link', { name: 'Pat’s Pickers' }).getAttribute('href')).toBe(
      '/edit-team/Pat%E2%80%99s%20Pickers',
    );
    const time = card.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2025-09-17T19:00:00.000Z');
    expect(time?.textContent).toBe(formatSyncTime('2025-09-17T19:00:00.000Z'));

    // At the free plan's one league, the import is replaced by the upgrade box.
    expect((await screen.findByRole('region', { name: 'League limit reached' })).textContent).toContain(
      LIMIT,
    );
    expect(screen.queryByLabelText('Sleeper username')).toBeNull();

    api.leagues.list.mockResolvedValue({ leagues: [synced] });
    await user.click(within(card).getByRole('button', { name: 'Sync now' }));
    expect(api.leagues.sync).toHaveBeenCalledWith('league-1');
    const status = await within(card).findByText(/Added: Dante Dorsey\. Dropped: Cam Castillo\./);
    expect(status.closest('[role="status"]')?.textContent).toContain('Dante Dorsey joins the bench.');
    await waitFor(() =>
      expect(card.querySelector('time')?.getAttribute('dateTime')).toBe('2025-09-18T02:30:00.000Z'),
    );
    expect(api.leagues.list).toHaveBeenCalledTimes(2);
  });

  it("shows the server's message when a sync fails", async () => {
    const user = userEvent.setup();
    api.leagues.list.mockResolvedValue({ leagues: [PAT_LEAGUE] });
    api.leagues.sync.mockRejectedValue(
      new ServerError({ message: 'Sleeper cannot be reached right now.', code: 'UNAVAILABLE', status: 503 }),
    );
    renderImport();
    await user.click(await screen.findByRole('button', { name: 'Sync now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Sleeper cannot be reached right now.');
  });
});

describe('/import for pro and exempt users', () => {
  it('shows no counters, no upgrade box and the import even with leagues imported', async () => {
    api.user.subscriptionStatus.mockResolvedValue(
      subscriptionStatus({
        tier: 'exempt',
        exemptReason: 'admin',
        usage: { teamsCreated: 4, leaguesImported: 3 },
        limits: { maxTeams: null, maxLeagues: null },
      }),
    );
    api.leagues.list.mockResolvedValue({ leagues: [PAT_LEAGUE] });
    renderImport();
    expect(await screen.findByText('Exempt (Admin)')).toBeTruthy();
    expect(screen.queryByText('Teams used')).toBeNull();
    expect(await step('Your Sleeper account')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Upgrade to Pro|League limit reached/ })).toBeNull();
  });

  it('still offers the import when the plan and the leagues fail to load (only logged)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.user.subscriptionStatus.mockRejectedValue(new Error('down'));
    api.leagues.list.mockRejectedValue(new Error('down'));
    renderImport();
    expect(await step('Your Sleeper account')).toBeTruthy();
    await waitFor(() => expect(log).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).toBeNull();
    log.mockRestore();
  });
});
