// @vitest-environment jsdom
import type { Player } from '@lineup-lab/core';
import { NetworkError, NotFoundError } from '@lineup-lab/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { team } from '../../test-support/fixtures.js';
import { EmptyState, ImportLeaguesButton, TeamCard, TeamsLoadNotice } from './DashboardParts.js';

const api = vi.hoisted(() => ({ teams: { record: vi.fn() } }));
vi.mock('../../api/client.js', () => ({ api }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const inRouter = (node: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

const summary = (weeksPlayed: number) => ({
  weeksPlayed,
  projected: 330.04,
  actual: 312.46,
  withinBand: 2,
  benchLeft: 21.25,
});
const record = (weeksPlayed: number) => ({
  teamName: 'Gridiron Gang',
  season: 2026,
  format: 'half-ppr',
  weeks: [],
  summary: summary(weeksPlayed),
});

const qb: Player = {
  _id: 'qb',
  playerName: 'Pat Passer',
  teamName: 'KC',
  position: 'QB',
  projections: { conservative: 15, median: 21.44, aggressive: 28 },
};
const gang = team({ QB: qb }, [{ ...qb, _id: 'qb2' }], { teamName: 'Gridiron Gang' });

describe('TeamCard', () => {
  it('shows the name, starters of 9, bench of 7 and the projection, with Manage Team and Delete', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    api.teams.record.mockResolvedValue(record(0));
    inRouter(<TeamCard team={gang} onDelete={onDelete} />);
    expect(screen.getByRole('heading', { name: 'Gridiron Gang' })).toBeTruthy();
    const card = screen.getByRole('listitem');
    expect(card.textContent).toContain('Starters1 / 9');
    expect(card.textContent).toContain('Bench1 / 7');
    expect(card.textContent).toContain('21.4');
    expect(screen.getByRole('link', { name: 'Manage Team Gridiron Gang' }).getAttribute('href')).toBe(
      '/edit-team/Gridiron%20Gang',
    );
    await user.click(screen.getByRole('button', { name: 'Delete Gridiron Gang' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('No week played yet this season')).toBeTruthy();
  });

  it('labels the total by planning week, mode and scoring, and shows how the season went', async () => {
    api.teams.record.mockResolvedValue(record(3));
    const planning = {
      season: 2026,
      week: 12,
      mode: 'median' as const,
      format: 'half-ppr' as const,
      predicted: true,
      total: 102.66,
    };
    inRouter(<TeamCard team={{ ...gang, planning }} onDelete={vi.fn()} />);
    const label = screen.getByText('Week 12 · Median · Half-PPR');
    expect(label.closest('div')?.textContent).toBe(
      'Week 12 · Median · Half-PPR projected points this week102.7',
    );
    expect(screen.queryByText(/season points/)).toBeNull();
    const section = screen.getByRole('region', { name: 'How did we do' });
    expect(await screen.findByText('2 of 3')).toBeTruthy();
    expect(section.textContent).toContain('Weeks played3');
    expect(section.textContent).toContain('Actual312.5 pts');
    expect(section.textContent).toContain('Projected330.0 pts');
    expect(section.textContent).toContain('Within band2 of 3');
    expect(section.textContent).toContain('Left on the bench21.3 pts');
    expect(api.teams.record).toHaveBeenCalledWith('Gridiron Gang', expect.anything());
  });
});

describe('ImportLeaguesButton', () => {
  it('links to /import for every signed-in user (free users may import one league)', () => {
    inRouter(<ImportLeaguesButton />);
    const link = screen.getByRole('link', { name: 'Import Leagues' });
    expect(link.getAttribute('href')).toBe('/import');
    expect(link.textContent).not.toContain('Coming Soon');
  });
});

describe('TeamsLoadNotice', () => {
  it('offers Retry for an unexplained failure', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <TeamsLoadNotice
        error={new NotFoundError({ message: 'x', code: 'NOT_FOUND', status: 404 })}
        onRetry={onRetry}
        retrying={false}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to load your teams. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says the backend is unavailable, without Retry, when the server could not be reached', () => {
    render(<TeamsLoadNotice error={new NetworkError()} onRetry={() => {}} retrying={false} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Backend service temporarily unavailable. You can still explore the app features.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing without an error', () => {
    const { container } = render(<TeamsLoadNotice error={null} onRetry={() => {}} retrying={false} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('EmptyState', () => {
  it("welcomes the user and leads to 'Create Your First Team'", () => {
    inRouter(<EmptyState />);
    expect(screen.getByRole('heading', { name: 'Welcome to Lineup Lab!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Your First Team' }).getAttribute('href')).toBe(
      '/create-team',
    );
  });
});
