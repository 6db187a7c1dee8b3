// @vitest-environment jsdom
import { formatGameTime, type Team, type TeamHistoryResponse } from '@lineup-lab/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { player, seasonResponse, subscriptionStatus, team } from '../../test-support/fixtures.js';
import EditTeamPage from './EditTeamPage.js';
import { scenarioInWeek } from './pro-test-fixtures.js';
import { weekAnswer, weekPlayer } from './test-fixtures.js';

const api = vi.hoisted(() => ({
  teams: { get: vi.fn(), week: vi.fn(), history: vi.fn(), restore: vi.fn(), record: vi.fn() },
  session: { season: vi.fn() },
  user: { subscriptionStatus: vi.fn() },
  scenarios: { list: vi.fn(), create: vi.fn(), load: vi.fn(), delete: vi.fn() },
  ai: { lineupAdvice: vi.fn() },
}));
vi.mock('../../api/client.js', () => ({ api }));

const qb = player('QB', 'Quinn Arrow');
const backup = player('QB', 'Better Backup');
/** The team the server holds: Quinn starts (20 points), Better Backup (26) on the bench. */
let held: Team;
const points = new Map([
  [qb._id, 20],
  [backup._id, 26],
]);
const backupAtQb = scenarioInWeek({
  _id: 'backup-at-qb',
  name: 'Backup at QB',
  weekTotals: { conservative: 22, median: 26, aggressive: 31 },
});

beforeEach(() => {
  held = team({ QB: qb }, [backup]);
  api.teams.get.mockImplementation(async () => ({ team: held }));
  api.session.season.mockResolvedValue(seasonResponse());
  api.teams.week.mockImplementation(async (_teamName: string, week: number) =>
    weekAnswer(
      held,
      [qb, backup].map((p) => weekPlayer(p, points.get(p._id) ?? null)),
      { week },
    ),
  );
  api.scenarios.list.mockResolvedValue({ week: 3, scenarios: [backupAtQb] });
  api.teams.history.mockImplementation(async (): Promise<TeamHistoryResponse> => historyOf(held));
  api.user.subscriptionStatus.mockResolvedValue(subscriptionStatus({ tier: 'pro', planId: 'monthly' }));
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/edit-team/Sharks']}>
        <Routes>
          <Route path="/edit-team/:teamName" element={<EditTeamPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/**
 * The history the server would answer: the team as it stands (Quinn at QB: 20 points, or the
 * restored Backup: 26), and version 0, Better Backup at QB, made at 2025-10-10 12:00 UTC.
 */
function historyOf(current: Team): TeamHistoryResponse {
  const restored = current.version > 1;
  const earlier = team({ QB: backup }, [qb]);
  const [earlierLineup] = earlier.lineups;
  const [currentLineup] = current.lineups;
  if (!earlierLineup || !currentLineup) throw new Error('a team without a lineup');
  const versions: TeamHistoryResponse['versions'] = [
    {
      version: current.version,
      current: true,
      madeAt: '2025-10-10T14:30:00.000Z',
      action: restored ? 'restore' : 'move',
      changes: restored
        ? 'Better Backup bench → QB; Quinn Arrow QB → bench'
        : 'Quinn Arrow bench → QB; Better Backup QB → bench',
      lineup: currentLineup,
      bench: current.bench,
      weekTotals: restored
        ? { conservative: 22, median: 26, aggressive: 31 }
        : { conservative: 17, median: 20, aggressive: 24 },
    },
    {
      version: 0,
      current: false,
      madeAt: '2025-10-10T12:00:00.000Z',
      action: 'create',
      changes: null,
      lineup: earlierLineup,
      bench: earlier.bench,
      weekTotals: { conservative: 22, median: 26, aggressive: 31 },
    },
  ];
  return { week: 3, versions };
}

const total = () => screen.getByTestId('projected-total').textContent;
const scenarioFigures = () =>
  within(screen.getByRole('listitem', { name: 'Backup at QB' }))
    .getAllByRole('definition')
    .map((dd) => dd.textContent);

describe('the editor’s pro panels', () => {
  it('shows a pro user the scenarios, compared with the current lineup in the week shown, and the advisor', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'What-if scenarios' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'AI lineup advisor' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'What-if scenarios and AI advisor' })).toBeNull();
    await waitFor(() => expect(total()).toBe('20.0'));
    await waitFor(() => expect(scenarioFigures()).toEqual(['26.0', '20.0', '+6.0']), { timeout: 5000 });
    expect(api.scenarios.list).toHaveBeenCalledWith('Sharks', { week: 3 }, expect.anything());
    expect(screen.getByRole('button', { name: 'Start Quinn Arrow or Better Backup?' })).toBeTruthy();
  });

  it('gives an exempt user the same panels', async () => {
    api.user.subscriptionStatus.mockResolvedValue(
      subscriptionStatus({ tier: 'exempt', exemptReason: 'admin' }),
    );
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'What-if scenarios' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'AI lineup advisor' })).toBeTruthy();
  });

  it('keeps the upgrade banner for a free user and asks for no scenarios', async () => {
    api.user.subscriptionStatus.mockResolvedValue(subscriptionStatus());
    renderPage();
    const banner = await screen.findByRole(
      'region',
      { name: 'What-if scenarios and AI advisor' },
      { timeout: 5000 },
    );
    expect(banner.textContent).toContain('Save what-if scenarios and ask the AI lineup advisor with Pro.');
    expect(screen.queryByRole('heading', { name: 'What-if scenarios' })).toBeNull();
    expect(screen.queryByLabelText('Your question')).toBeNull();
    expect(api.scenarios.list).not.toHaveBeenCalled();
    const history = screen.getByRole('region', { name: '30-day history' });
    expect(history.textContent).toContain('restore any of them in one click with Pro');
    expect(screen.queryByRole('heading', { level: 2, name: 'History' })).toBeNull();
    expect(api.teams.history).not.toHaveBeenCalled();
    const moves = screen.getByRole('region', { name: 'Waiver assistant and trade analyzer' });
    expect(moves.textContent).toContain('what a trade does over the rest of the season');
    expect(screen.queryByRole('heading', { level: 2, name: 'Waivers and trades' })).toBeNull();
  });

  it('lists the versions with when (the viewer’s time zone), the action, what changed and their points', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Versions of the last 30 days' }, { timeout: 5000 });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const current = within(list).getByRole('listitem', { name: 'Version 1 (current)' });
    expect(current.textContent).toContain('Lineup move');
    expect(current.textContent).toContain('Quinn Arrow bench → QB; Better Backup QB → bench');
    expect(current.textContent).toContain('Week 3 · median points: 20.0');
    expect(within(current).queryByRole('button', { name: /Restore/ })).toBeNull();
    const first = within(list).getByRole('listitem', { name: 'Version 0' });
    // In the viewer's time zone (the runtime's here), as kickoffs are shown.
    expect(first.textContent).toContain(`${formatGameTime('2025-10-10T12:00:00.000Z')} · Team created`);
    expect(first.textContent).toContain('A new, empty team');
    expect(first.textContent).toContain('median points: 26.0');
    expect(api.teams.history).toHaveBeenCalledWith('Sharks', { week: 3 }, expect.anything());
  });

  it('shows the 10 newest versions first, and the older ones on request', async () => {
    api.teams.history.mockImplementation(async (): Promise<TeamHistoryResponse> => {
      const [newest, oldest] = historyOf(held).versions;
      if (!newest || !oldest) throw new Error('no versions');
      const versions = Array.from({ length: 12 }, (_, i) =>
        i === 0
          ? { ...newest, version: 11 }
          : { ...oldest, version: 11 - i, action: 'move' as const, changes: 'x' },
      );
      return { week: 3, versions };
    });
    const user = renderPage();
    const list = await screen.findByRole('list', { name: 'Versions of the last 30 days' }, { timeout: 5000 });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Show 2 older versions' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(within(list).getByRole('listitem', { name: 'Version 0' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /older versions/ })).toBeNull();
  });

  it('restores a version after the confirmation, on the version shown, and then shows the restored lineup', async () => {
    api.teams.restore.mockImplementation(async () => {
      held = team({ QB: backup }, [qb], { version: 2 });
      return { team: held, restored: 0 };
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Restore version 0' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 0?' });
    expect(api.teams.restore).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Restore version' }));
    expect(await screen.findByText('Version 0 restored.')).toBeTruthy();
    expect(api.teams.restore).toHaveBeenCalledWith('Sharks', 0, { expectedVersion: 1 });
    expect(await screen.findByRole('article', { name: 'QB Better Backup' })).toBeTruthy();
    await waitFor(() => expect(total()).toBe('26.0'));
    expect(await screen.findByRole('listitem', { name: 'Version 2 (current)' })).toBeTruthy();
  });

  it('says which players a restore kept where they stood because their game has started', async () => {
    api.teams.restore.mockImplementation(async () => ({
      team: held,
      restored: 0,
      kept: [{ playerId: qb._id, playerName: qb.playerName, place: 'QB', kickoff: '2025-09-21T17:00:00Z' }],
    }));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Restore version 0' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Restore version' }));
    expect(await screen.findByText('Version 0 restored.')).toBeTruthy();
    expect(screen.getByText('Kept where they are, their games have started: Quinn Arrow (QB).')).toBeTruthy();
  });

  it('compares scenarios, and asks the advisor, in the team’s own mode', async () => {
    api.teams.week.mockImplementation(async (_teamName: string, week: number) =>
      weekAnswer(
        held,
        [qb, backup].map((p) => weekPlayer(p, points.get(p._id) ?? null)),
        {
          week,
          mode: 'aggressive',
          totals: {
            current: { conservative: 16, median: 20, aggressive: 25 },
            optimal: { conservative: 22, median: 26, aggressive: 31 },
          },
        },
      ),
    );
    renderPage();
    await waitFor(() => expect(total()).toBe('25.0'));
    // Backup at QB: 31 aggressive points against the current 25.
    await waitFor(() => expect(scenarioFigures()).toEqual(['31.0', '25.0', '+6.0']), { timeout: 5000 });
    expect(screen.getByText('Week 3 · aggressive points')).toBeTruthy();
  });

  it('reloads the team and its week after loading a scenario, so the lineup and total are the scenario’s', async () => {
    api.scenarios.load.mockImplementation(async () => {
      held = team({ QB: backup }, [qb], { version: 2 });
      return { team: held, scenario: backupAtQb, notes: [] };
    });
    const user = renderPage();
    await waitFor(() => expect(scenarioFigures()).toEqual(['26.0', '20.0', '+6.0']), { timeout: 5000 });
    const weekCalls = api.teams.week.mock.calls.length;

    await user.click(screen.getByRole('button', { name: 'Load Backup at QB' }));
    await user.click(screen.getByRole('button', { name: 'Load scenario' }));
    expect(await screen.findByText('Scenario “Backup at QB” loaded.')).toBeTruthy();
    expect(api.scenarios.load).toHaveBeenCalledWith('Sharks', 'backup-at-qb', { expectedVersion: 1 });
    expect(await screen.findByRole('article', { name: 'QB Better Backup' })).toBeTruthy();
    await waitFor(() => expect(total()).toBe('26.0'));
    expect(api.teams.week.mock.calls.length).toBeGreaterThan(weekCalls);
    await waitFor(() => expect(scenarioFigures()).toEqual(['26.0', '26.0', '±0.0']));
  });
});
