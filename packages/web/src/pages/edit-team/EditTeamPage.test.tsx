// @vitest-environment jsdom
import type { SeasonResponse } from '@lineup-lab/core';
import { ConflictError, NetworkError } from '@lineup-lab/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  player,
  seasonResponse,
  seasonWeeks,
  subscriptionStatus,
  team,
} from '../../test-support/fixtures.js';
import EditTeamPage from './EditTeamPage.js';
import { weekAnswer, weekPlayer } from './test-fixtures.js';

const api = vi.hoisted(() => ({
  teams: { get: vi.fn(), week: vi.fn() },
  session: { season: vi.fn() },
  players: { projections: vi.fn(), injuries: vi.fn(), search: vi.fn() },
  user: { subscriptionStatus: vi.fn() },
  lineups: { optimize: vi.fn() },
}));
vi.mock('../../api/client.js', () => ({ api }));

const qb = player('QB', 'Quinn Arrow');
/** Week answers as the server gives them: 20 points, none for the weeks the season has not predicted. */
let unpredicted: number[] = [];

beforeEach(() => {
  unpredicted = [];
  api.teams.get.mockResolvedValue({ team: team({ QB: qb }) });
  api.session.season.mockResolvedValue(seasonResponse());
  api.teams.week.mockImplementation(async (_teamName: string, week: number) => {
    const predicted = !unpredicted.includes(week);
    return weekAnswer(team({ QB: qb }), [weekPlayer(qb, predicted ? 20 : null)], { week, predicted });
  });
  api.user.subscriptionStatus.mockResolvedValue(subscriptionStatus());
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
}

const weekList = () => screen.findByLabelText<HTMLSelectElement>('Week');
const total = () => screen.getByTestId('projected-total').textContent;
/** The weeks the team's week answer was asked for (one call each; never a call per player). */
const weeksAsked = () => {
  expect(api.players.projections).not.toHaveBeenCalled();
  expect(api.players.injuries).not.toHaveBeenCalled();
  return api.teams.week.mock.calls.map(([, week]) => week as number);
};

describe('the editor’s weeks follow the season', () => {
  it('asks for no projection while the season loads, then opens on the week users plan for', async () => {
    let answerSeason: (season: SeasonResponse) => void = () => {};
    api.session.season.mockReturnValue(new Promise((resolve) => (answerSeason = resolve)));
    renderPage();
    await waitFor(() => expect(api.teams.get).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status').textContent).toBe('Loading team…');
    expect(api.teams.week).not.toHaveBeenCalled();

    answerSeason(seasonResponse({ week: 15, planningWeek: 15 }));
    const select = await weekList();
    expect(select.value).toBe('15');
    expect([...select.options].map((o) => o.value)).toEqual(Array.from({ length: 18 }, (_, i) => `${i + 1}`));
    await waitFor(() => expect(total()).toBe('20.0'));
    expect(weeksAsked()).toEqual([15]);
    expect(screen.getByText('(median, week 15)')).toBeTruthy();
    expect(screen.getByText('2025 season · current week: 15')).toBeTruthy();
  });

  it('says when the chosen week has no projections, shows the total as N/A and offers no optimizing', async () => {
    unpredicted = [7];
    api.session.season.mockResolvedValue(seasonResponse({ weeks: seasonWeeks([7]) }));
    renderPage();
    const select = await weekList();
    await waitFor(() => expect(total()).toBe('20.0'));
    expect(screen.queryByText(/No projections for week/)).toBeNull();

    await userEvent.setup().selectOptions(select, '7');
    const notice = await screen.findByText('No projections for week 7 of the 2025 season yet.');
    expect(notice.getAttribute('role')).toBe('status');
    expect(total()).toBe('N/A');
    const optimize = screen.getByRole<HTMLButtonElement>('button', { name: 'Optimize lineup' });
    expect(optimize.disabled).toBe(true);
    expect(optimize.getAttribute('aria-describedby')).toBe(notice.id);
    // The notice comes from the season clock; the week's own read may land just after it.
    await waitFor(() => expect(weeksAsked()).toEqual([3, 7]));
  });

  it('says plainly that it shows the latest season in the data when the calendar’s is missing', async () => {
    api.session.season.mockResolvedValue(
      seasonResponse({
        calendarSeason: 2026,
        season: 2024,
        phase: 'offseason',
        week: null,
        planningWeek: 18,
      }),
    );
    renderPage();
    expect((await weekList()).value).toBe('18');
    expect(screen.getByText('Showing the 2024 season, the latest in our data.')).toBeTruthy();
    expect(screen.getByText('2024 season')).toBeTruthy();
  });

  it('says that no NFL schedule is loaded, with no week list and no projection asked', async () => {
    api.session.season.mockResolvedValue(
      seasonResponse({ season: null, phase: 'offseason', week: null, planningWeek: null, weeks: [] }),
    );
    renderPage();
    expect(
      await screen.findByText('No NFL schedule is loaded yet, so there are no weeks to plan for.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Week')).toBeNull();
    expect(total()).toBe('N/A');
    expect(screen.getByText('(median)')).toBeTruthy();
    expect(api.teams.week).not.toHaveBeenCalled();
  });

  it('shows an error page with a retry when the season cannot be loaded', async () => {
    api.session.season.mockRejectedValueOnce(new NetworkError());
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Failed to load the NFL season' })).toBeTruthy();
    expect(api.teams.week).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect((await weekList()).value).toBe('3');
  });
});

describe('Optimize', () => {
  const backup = player('QB', 'Better Backup');
  const roster = team({ QB: qb }, [backup]);
  const moves = [
    { playerId: qb._id, playerName: qb.playerName, from: 'QB', to: 'BENCH' },
    { playerId: backup._id, playerName: backup.playerName, from: 'BENCH', to: 'QB' },
  ] as const;

  beforeEach(() => {
    api.teams.get.mockResolvedValue({ team: roster });
    api.teams.week.mockImplementation(async (_teamName: string, week: number) =>
      weekAnswer(roster, [weekPlayer(qb, 20), weekPlayer(backup, 26)], {
        week,
        optimal: { moves: [...moves], gain: 6 },
      }),
    );
  });

  it('previews the week answer’s moves and applies them with one call carrying the team version', async () => {
    api.lineups.optimize.mockResolvedValue({
      team: team({ QB: backup }, [qb], { version: 2 }),
      week: 3,
      mode: 'median',
      moves: [...moves],
      total: 26,
      gain: 6,
    });
    renderPage();
    const user = userEvent.setup();
    await waitFor(() => expect(total()).toBe('20.0'));
    await user.click(screen.getByRole('button', { name: 'Optimize lineup' }));
    expect(screen.getByText('+6.0 points')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain(
      'Better Backup: Bench → QB',
    );
    await user.click(screen.getByRole('button', { name: 'Apply 2 moves' }));
    expect(await screen.findByText('Lineup optimized: 2 moves applied.')).toBeTruthy();
    expect(api.lineups.optimize).toHaveBeenCalledTimes(1);
    expect(api.lineups.optimize).toHaveBeenCalledWith('Sharks', { week: 3, expectedVersion: 1 });
    // The team and the week answer are asked again.
    await waitFor(() => expect(api.teams.week.mock.calls.length).toBeGreaterThan(1));
  });

  it('shows the refusal of a stale version and reloads the team', async () => {
    api.lineups.optimize.mockRejectedValue(
      new ConflictError({
        message: 'This team was changed elsewhere; reload it and try again',
        code: 'CONFLICT',
        status: 409,
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await waitFor(() => expect(total()).toBe('20.0'));
    const teamCalls = api.teams.get.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Optimize lineup' }));
    await user.click(screen.getByRole('button', { name: 'Apply 2 moves' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This team was changed elsewhere; reload it and try again',
    );
    await waitFor(() => expect(api.teams.get.mock.calls.length).toBeGreaterThan(teamCalls));
    expect(api.lineups.optimize).toHaveBeenCalledTimes(1);
  });
});
