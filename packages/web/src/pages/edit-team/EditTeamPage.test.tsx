// @vitest-environment jsdom
import type { SeasonResponse } from '@lineup-lab/core';
import { ConflictError, NetworkError } from '@lineup-lab/sdk';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client.js';
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
  teams: { get: vi.fn(), week: vi.fn(), setMode: vi.fn(), record: vi.fn() },
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
  api.teams.record.mockResolvedValue({
    teamName: 'Sharks',
    season: 2025,
    format: 'half-ppr',
    weeks: [],
    summary: { weeksPlayed: 0, projected: 0, actual: 0, withinBand: 0, benchLeft: 0 },
  });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** The address the router is at, as the page left it. */
let address = '';
function AddressProbe() {
  const location = useLocation();
  address = `${location.pathname}${location.search}`;
  return null;
}

function renderPage(path = '/edit-team/Sharks') {
  render(
    <QueryClientProvider client={createQueryClient(() => {})}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/edit-team/:teamName" element={<EditTeamPage />} />
        </Routes>
        <AddressProbe />
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

  it('keeps the week in the address: read on load, written on change, a bad value falls back', async () => {
    renderPage('/edit-team/Sharks?week=5');
    const select = await weekList();
    expect(select.value).toBe('5');
    await waitFor(() => expect(total()).toBe('20.0'));
    expect(weeksAsked()).toEqual([5]);
    await userEvent.setup().selectOptions(select, '9');
    await waitFor(() => expect(address).toBe('/edit-team/Sharks?week=9'));
    cleanup();
    renderPage('/edit-team/Sharks?week=42');
    expect((await weekList()).value).toBe('3');
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

describe('game day', () => {
  const back = player('RB', 'Benny Back');
  const roster = team({ QB: qb }, [back]);
  const totals = (median: number) => ({
    current: { conservative: median - 4, median, aggressive: median + 5 },
    optimal: { conservative: median - 4, median, aggressive: median + 5 },
  });

  it('counts in the team’s mode, and a change of mode is kept by the server and read again', async () => {
    let mode: 'aggressive' | 'conservative' = 'aggressive';
    api.teams.get.mockResolvedValue({ team: roster });
    api.teams.week.mockImplementation(async (_teamName: string, week: number) =>
      weekAnswer(roster, [weekPlayer(qb, 20), weekPlayer(back, 8)], { week, mode, totals: totals(20) }),
    );
    api.teams.setMode.mockImplementation(async (_teamName: string, body: { mode: typeof mode }) => {
      mode = body.mode;
      return { teamName: 'Sharks', mode };
    });
    renderPage();
    await waitFor(() => expect(total()).toBe('25.0'));
    const group = screen.getByRole('radiogroup', { name: 'Projection mode' });
    expect(group).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Aggressive' }).checked).toBe(true);
    expect(screen.getByText('(aggressive, week 3)')).toBeTruthy();
    // The week was asked without a mode: the server answers in the team's own.
    expect(api.teams.week.mock.calls[0]?.[2]).toEqual({});

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Conservative' }));
    expect(api.teams.setMode).toHaveBeenCalledWith('Sharks', { mode: 'conservative' });
    await waitFor(() => expect(total()).toBe('16.0'));
    expect(screen.getByText('(conservative, week 3)')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Conservative' }).checked).toBe(true);
    // The bench shows its points in the new mode.
    expect(screen.getByText('4.0')).toBeTruthy();
  });

  it('locks players whose game has started, and shows final and live results and the actual total', async () => {
    const receiver = player('WR', 'Will Catch');
    const locked = team({ QB: qb, WR1: receiver }, [back]);
    api.teams.get.mockResolvedValue({ team: locked });
    api.teams.week.mockImplementation(async (_teamName: string, week: number) =>
      weekAnswer(
        locked,
        [
          weekPlayer(qb, 20, { locked: true, game: { state: 'final', actual: 23.44, band: 'within' } }),
          weekPlayer(receiver, 12, {
            locked: true,
            game: { state: 'in-progress', actual: null, band: null },
          }),
          weekPlayer(back, 8, { locked: true, game: { state: 'final', actual: 2, band: 'below' } }),
        ],
        {
          week,
          totals: {
            ...totals(32),
            actual: { points: 23.44, final: 1, starters: 2, complete: false, band: null },
          },
        },
      ),
    );
    renderPage();
    await waitFor(() => expect(total()).toBe('32.0'));
    expect(screen.getAllByRole('img', { name: 'Locked: his game has started' })).toHaveLength(3);
    expect(screen.getByText('Final: 23.4 pts')).toBeTruthy();
    expect(screen.getByText('within band')).toBeTruthy();
    expect(screen.getByText('below floor')).toBeTruthy();
    expect(screen.getByText('In progress — scores after the next data sync')).toBeTruthy();
    expect(screen.getByTestId('actual-total').textContent).toBe('Actual 23.4 pts (in progress)');
    const disabled = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name }).disabled;
    // Their actions (move, swap, drop) wait behind one disabled button each.
    expect(disabled('Actions for Quinn Arrow')).toBe(true);
    expect(disabled('Actions for Benny Back')).toBe(true);
    // An empty slot can still be filled, and Optimize (which keeps locked players) is offered.
    expect(disabled('Fill RB1')).toBe(false);
    expect(disabled('Optimize lineup')).toBe(false);
  });

  it('says which players Optimize kept because their game has started', async () => {
    const backup = player('QB', 'Better Backup');
    const roster2 = team({ QB: qb }, [backup]);
    api.teams.get.mockResolvedValue({ team: roster2 });
    const move = { playerId: backup._id, playerName: backup.playerName, from: 'BENCH', to: 'QB' } as const;
    api.teams.week.mockImplementation(async (_teamName: string, week: number) =>
      weekAnswer(roster2, [weekPlayer(qb, 20), weekPlayer(backup, 26)], {
        week,
        optimal: { moves: [move], gain: 6 },
      }),
    );
    api.lineups.optimize.mockResolvedValue({
      team: roster2,
      week: 3,
      mode: 'median',
      moves: [],
      total: 20,
      gain: 0,
      kept: [{ playerId: qb._id, playerName: qb.playerName, place: 'QB', kickoff: '2025-09-21T17:00:00Z' }],
    });
    renderPage();
    const user = userEvent.setup();
    await waitFor(() => expect(total()).toBe('20.0'));
    await user.click(screen.getByRole('button', { name: 'Optimize lineup' }));
    await user.click(screen.getByRole('button', { name: 'Apply 1 move' }));
    expect(await screen.findByText('Lineup optimized: 0 moves applied.')).toBeTruthy();
    expect(
      screen
        .getByText('Kept where they are, their games have started: Quinn Arrow (QB).')
        .getAttribute('role'),
    ).toBe('status');
  });

  it('shows a week that is over as it stood at kickoff, with nothing to change', async () => {
    const then = team({ QB: qb }, [back]);
    api.teams.get.mockResolvedValue({ team: team({}, [qb, back], { version: 7 }) });
    api.teams.week.mockImplementation(async (_teamName: string, week: number) =>
      weekAnswer(then, [weekPlayer(qb, 20, { game: { state: 'final', actual: 30, band: 'above' } })], {
        week,
        standing: 'at-kickoff',
        totals: {
          ...totals(20),
          actual: { points: 30, final: 1, starters: 1, complete: true, band: 'above' },
        },
      }),
    );
    renderPage();
    expect(await screen.findByText('Week 3 is over: the lineup that stood at kickoff')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('actual-total').textContent).toBe('Actual 30.0 pts'));
    // The lineup shown is the one at kickoff (Quinn Arrow at QB), not today's.
    expect(screen.getByRole('heading', { name: 'QB Quinn Arrow' })).toBeTruthy();
    const disabled = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name }).disabled;
    expect(disabled('Actions for Quinn Arrow')).toBe(true);
    expect(disabled('Actions for Benny Back')).toBe(true);
    expect(disabled('Optimize lineup')).toBe(true);
  });

  it('says when a past week’s lineup was not kept', async () => {
    api.teams.week.mockImplementation(async (_teamName: string, week: number) =>
      weekAnswer(team({ QB: qb }), [weekPlayer(qb, 20)], { week, standing: 'not-kept' }),
    );
    renderPage();
    expect(await screen.findByText('This lineup was not kept for week 3')).toBeTruthy();
  });
});
