// @vitest-environment jsdom
import type { TradeResponse, WaiversResponse } from '@lineup-lab/core';
import { LineupLabError } from '@lineup-lab/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { player, team } from '../../test-support/fixtures.js';
import { WaiversAndTradesPanel } from './WaiversAndTradesPanel.js';

const api = vi.hoisted(() => ({
  teams: { waivers: vi.fn(), trade: vi.fn() },
  players: { search: vi.fn() },
}));
vi.mock('../../api/client.js', () => ({ api }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderIn(node: ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {node}
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const henry = { _id: 'p-henry', playerName: 'Derrick Henry', teamName: 'BAL', position: 'RB' as const };
const hall = player('RB', 'Breece Hall');
const LIST: WaiversResponse = {
  teamName: 'Sharks',
  season: 2025,
  week: 6,
  weeks: [6, 7, 8],
  mode: 'median',
  format: 'ppr',
  position: null,
  sort: 'season',
  pool: { kind: 'league', leagueName: 'Sunday Funday PPR', syncedAt: '2025-10-10T12:00:00.000Z' },
  freeAgents: 8,
  evaluated: 3,
  picks: [
    {
      player: henry,
      week: { points: 18.7, gain: 3.3, slot: 'RB2' },
      season: { gain: 9.9, startsIn: 3, total: { floor: 40, median: 56.1, ceiling: 70 } },
      drop: { _id: hall._id, playerName: hall.playerName, teamName: hall.teamName, position: 'RB' },
      joinsAfterThisWeek: false,
      reason: 'Starts at RB2 in week 6 (+3.3); +9.9 over weeks 6–8, starting 3 of 3; drop Breece Hall.',
    },
  ],
};

describe('the waiver assistant', () => {
  it('asks for the list only when told to, then shows each pick with its drop and reason; a position asks again', async () => {
    api.teams.waivers.mockResolvedValue(LIST);
    const user = renderIn(<WaiversAndTradesPanel teamName="Sharks" team={team({}, [], { version: 4 })} />);
    expect(screen.getByRole('button', { name: 'Waiver assistant' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(api.teams.waivers).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Find pickups' }));
    const pick = await screen.findByRole('listitem', { name: /Derrick Henry/ });
    expect(within(pick).getByText(LIST.picks[0]?.reason ?? '')).toBeTruthy();
    expect(within(pick).getByText('Breece Hall')).toBeTruthy();
    expect(within(pick).getByText('+9.9')).toBeTruthy();
    expect(screen.getByText('Free agents of Sunday Funday PPR at its last sync.')).toBeTruthy();
    expect(api.teams.waivers).toHaveBeenLastCalledWith('Sharks', {}, expect.anything());
    await user.selectOptions(screen.getByLabelText('Position'), 'RB');
    expect(api.teams.waivers).toHaveBeenLastCalledWith('Sharks', { position: 'RB' }, expect.anything());
  });
});

const TRADE: TradeResponse = {
  teamName: 'Sharks',
  season: 2025,
  weeks: [6, 7, 8],
  mode: 'median',
  format: 'ppr',
  give: {
    players: [{ ...hall, position: 'RB', season: { floor: 30, median: 40, ceiling: 52 } }],
    total: { floor: 30, median: 40, ceiling: 52 },
  },
  get: {
    players: [{ ...henry, season: { floor: 40, median: 56.1, ceiling: 70 } }],
    total: { floor: 40, median: 56.1, ceiling: 70 },
  },
  team: {
    before: 300,
    after: 316.1,
    change: { floor: 2.5, median: 16.1, ceiling: 31.2 },
    weeks: [],
    drops: [],
  },
  otherTeam: null,
  otherTeamNote: null,
  verdict: 'helps',
  threshold: 2.87,
  summary:
    'The trade helps: +16.1 to your optimal lineups over weeks 6–8 (band +2.5 to +31.2), beyond the ±2.9 the verdict calls even.',
};

describe('the trade analyzer', () => {
  it('sends the players chosen on both sides and shows the verdict with its band, or the refusal', async () => {
    api.players.search.mockResolvedValue({ players: [{ ...henry }], total: 1, week: 6 });
    api.teams.trade.mockResolvedValue(TRADE);
    const user = renderIn(<WaiversAndTradesPanel teamName="Sharks" team={team({ RB1: hall })} />);
    // The panel opens on the waiver assistant; the switch shows the trade analyzer instead.
    expect(screen.queryByRole('button', { name: 'Analyze trade' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Trade analyzer' }));
    expect(screen.queryByRole('button', { name: 'Find pickups' })).toBeNull();
    const analyze = screen.getByRole('button', { name: 'Analyze trade' });
    expect((analyze as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /Breece Hall/ }));
    await user.type(screen.getByLabelText('Find a player'), 'Henry');
    await user.click(await screen.findByRole('button', { name: 'Get Derrick Henry' }));
    await user.click(analyze);
    expect(api.teams.trade).toHaveBeenCalledWith('Sharks', { give: [hall._id], get: ['p-henry'] });
    const answer = await screen.findByRole('status');
    expect(answer.textContent).toContain(`Helps: ${TRADE.summary}`);
    expect(screen.getByText('300.0 → 316.1: +16.1 (band +2.5 to +31.2)')).toBeTruthy();

    api.teams.trade.mockRejectedValue(
      new LineupLabError({
        message: 'Derrick Henry is already on Sharks',
        status: 400,
        code: 'VALIDATION_FAILED',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Analyze trade' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Derrick Henry is already on Sharks');
  });
});
