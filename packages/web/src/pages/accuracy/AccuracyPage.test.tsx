// @vitest-environment jsdom
import type { AccuracyResponse } from '@lineup-lab/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY, USER_KEY } from '../../auth/session-store.js';
import { team } from '../../test-support/fixtures.js';
import AccuracyPage from './AccuracyPage.js';

const api = vi.hoisted(() => ({
  ml: { accuracy: vi.fn() },
  user: { teams: vi.fn(), profile: vi.fn() },
  teams: { record: vi.fn() },
}));
vi.mock('../../api/client.js', () => ({ api }));
vi.mock('../../auth/actions.js', () => ({ startSignOut: vi.fn(), startSignIn: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

const figures = {
  mae: 4.987,
  peerMae: null,
  seasonAvgMae: 5.731,
  coverage: 0.7949,
  pinball: { p10: 1, p50: 2, p90: 1 },
};
const ACCURACY: AccuracyResponse = {
  model: {
    name: 'quantile-gbm',
    version: '20250917T190000Z',
    trainedAt: '2025-09-17T19:00:00.000Z',
    target: 'half-ppr',
  },
  demo: true,
  method: { minEarlierWeeks: 2, minPeerPoints: 5, bandQuantiles: { low: 0.1, high: 0.9 } },
  seasons: [
    {
      season: 2024,
      scoring: { league: 'half-ppr', model: 'half-ppr' },
      cohort: { n: 1200 },
      overall: figures,
      byPosition: { RB: { ...figures, n: 500, mae: 5.512 }, QB: { ...figures, n: 700, mae: 4.6 } },
      overallOnly: false,
      fromWeek: 4,
      retrainEvery: 3,
      peer: null,
      source: 'model train',
      storedAt: '2025-09-17T19:00:00.000Z',
    },
  ],
};

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/accuracy']}>
        <AccuracyPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/accuracy', () => {
  it('shows a visitor each season’s table from the server’s figures, the model, the demo notice and the method', async () => {
    api.ml.accuracy.mockResolvedValue(ACCURACY);
    renderPage();
    const table = await screen.findByRole('table');
    const cells = (position: string) =>
      within(within(table).getByRole('rowheader', { name: position }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('QB')).toEqual(['700', '4.60', '—', '5.73', '79.5%']);
    expect(cells('RB')).toEqual(['500', '5.51', '—', '5.73', '79.5%']);
    expect(cells('All positions')).toEqual(['1,200', '4.99', '—', '5.73', '79.5%']);
    expect(screen.getByRole('heading', { level: 2, name: '2024 season' })).toBeTruthy();
    expect(
      screen.getByText(/^Model quantile-gbm \(version 20250917T190000Z\), trained September 1[67], 2025/),
    ).toBeTruthy();
    expect(screen.getByText(/demo season: invented players/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'How we measure' })).toBeTruthy();
    expect(screen.getByText(/at least 2 earlier weeks/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your season' })).toBeNull();
    expect(api.user.teams).not.toHaveBeenCalled();
  });

  it('says so when no model has been trained', async () => {
    api.ml.accuracy.mockResolvedValue({ ...ACCURACY, model: null, demo: false, seasons: [] });
    renderPage();
    expect(await screen.findByText(/No projection model has been trained on this server yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('gives a signed-in user their own teams’ season records', async () => {
    localStorage.setItem(TOKEN_KEY, JSON.stringify({ accessToken: 'token' }));
    localStorage.setItem(
      USER_KEY,
      JSON.stringify({ sub: 'user-1', email: 'a@b.test', name: 'Ann', roles: [] }),
    );
    api.ml.accuracy.mockResolvedValue(ACCURACY);
    api.user.teams.mockResolvedValue({ teams: [team({})] });
    api.user.profile.mockResolvedValue({ _id: 'user-1', email: 'a@b.test', role: 'user', adminLevel: null });
    api.teams.record.mockResolvedValue({
      teamName: 'Sharks',
      season: 2025,
      format: 'half-ppr',
      weeks: [],
      summary: { weeksPlayed: 3, projected: 330.04, actual: 312.46, withinBand: 2, benchLeft: 21.25 },
    });
    renderPage();
    const yours = await screen.findByRole('region', { name: 'Your season' });
    expect(await within(yours).findByRole('link', { name: 'Sharks' })).toBeTruthy();
    expect(await within(yours).findByText('312.5 pts')).toBeTruthy();
    expect(api.teams.record).toHaveBeenCalledWith('Sharks', expect.anything());
  });
});
