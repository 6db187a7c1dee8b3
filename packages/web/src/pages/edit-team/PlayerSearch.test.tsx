// @vitest-environment jsdom
import type { PlayerSearchResponse, StartingSlot } from '@lineup-lab/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { player } from '../../test-support/fixtures.js';
import { PlayerSearch, type PlayerSearchProps } from './PlayerSearch.js';
import type { SearchPosition } from './queries.js';
import type { SearchResult } from './search-view.js';

const api = vi.hoisted(() => ({ players: { search: vi.fn() } }));
vi.mock('../../api/client.js', () => ({ api }));

type Facts = NonNullable<SearchResult['facts']>;

function facts(overrides: Partial<Facts> = {}): Facts {
  return {
    week: 12,
    mode: 'median',
    points: 12.34,
    projections: { conservative: 8, median: 12.34, aggressive: 17 },
    isByeWeek: false,
    byeWeek: 9,
    opponent: 'NYJ',
    isHomeGame: true,
    gameTime: '2025-11-23T18:00:00.000Z',
    injuryStatus: null,
    matchupFavorability: 'favorable',
    defenseRanking: 28,
    onTeam: false,
    ...overrides,
  };
}

const qb = { ...player('QB', 'Quinn Arm', 'BUF'), facts: facts() };
const hurt = {
  ...player('QB', 'Hank Hurt', 'MIA'),
  facts: facts({
    points: 0,
    isHomeGame: false,
    opponent: 'NE',
    injuryStatus: 'Out',
    matchupFavorability: 'unfavorable',
  }),
};
const resting = {
  ...player('QB', 'Rex Rest', 'KC'),
  facts: facts({ isByeWeek: true, opponent: null, isHomeGame: null, matchupFavorability: null }),
};
const mine = {
  ...player('QB', 'Mo Mine', 'DAL'),
  facts: facts({ onTeam: true, matchupFavorability: 'neutral' }),
};

function answer(players: SearchResult[], total = players.length): PlayerSearchResponse {
  return { players, total, week: 12 };
}

beforeEach(() => {
  api.players.search.mockResolvedValue(answer([qb, hurt, resting, mine], 143));
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** The search as the editor holds it: the position is the editor's state. */
function Harness(props: Partial<PlayerSearchProps>) {
  const [position, setPosition] = useState<SearchPosition | null>(null);
  return (
    <PlayerSearch
      teamName="Sharks"
      week={12}
      imported={false}
      playerIds={new Set()}
      openSlots={[]}
      benchFull={false}
      busy={false}
      position={position}
      onPosition={setPosition}
      target={null}
      onAdd={vi.fn()}
      {...props}
    />
  );
}

function renderSearch(props: Partial<PlayerSearchProps> = {}) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 350)));

describe('PlayerSearch', () => {
  it('is labelled, shows the hint below 2 characters and does not search', async () => {
    const user = renderSearch();
    const input = screen.getByLabelText('Search players');
    expect(screen.getByRole('status').textContent).toBe('Type at least 2 characters to search');
    await user.type(input, 'a');
    await settle();
    expect(screen.getByRole('status').textContent).toBe('Type at least 2 characters to search');
    expect(api.players.search).not.toHaveBeenCalled();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('asks once for the text, team and week, and shows each result with its facts and the honest count', async () => {
    const onAdd = vi.fn();
    const user = renderSearch({ onAdd, playerIds: new Set([mine._id]) });
    await user.type(screen.getByLabelText('Search players'), 'qu');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(api.players.search).toHaveBeenCalledTimes(1);
    expect(api.players.search.mock.calls[0]?.[0]).toEqual({
      q: 'qu',
      teamName: 'Sharks',
      week: '12',
      limit: '20',
    });
    expect(screen.getByRole('status').textContent).toBe('Showing 4 of 143');

    const rows = within(results).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Quinn ArmQB · BUF · vs NYJ12.3 ptsfavourableAdd Quinn Arm',
      'Hank HurtQB · MIA · @ NE0.0 ptsOUTtoughAdd Hank Hurt',
      'Rex RestQB · KC · Bye12.3 ptsAdd Rex Rest',
      'Mo MineQB · DAL · vs NYJ12.3 ptsneutralOn team',
    ]);
    expect(within(rows[3] as HTMLElement).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Quinn Arm' }));
    expect(onAdd).toHaveBeenCalledWith(qb);
  });

  it('browses a position with an empty query, and says "N players" when all are shown', async () => {
    api.players.search.mockResolvedValue(answer([qb, hurt]));
    const user = renderSearch();
    const select = screen.getByLabelText<HTMLSelectElement>('Position');
    expect([...select.options].map((option) => option.text)).toEqual([
      'All',
      'QB',
      'RB',
      'WR',
      'TE',
      'K',
      'D/ST',
      'FLEX',
    ]);
    await user.selectOptions(select, 'QB');
    await screen.findByRole('list', { name: 'Search results' });
    expect(api.players.search.mock.calls[0]?.[0]).toEqual({
      position: 'QB',
      teamName: 'Sharks',
      week: '12',
      limit: '20',
    });
    expect(screen.getByRole('status').textContent).toBe('2 players');
  });

  it('offers "Available only" to an imported team only, and sends it', async () => {
    const user = renderSearch({ imported: true });
    await user.click(screen.getByLabelText('Available only'));
    await user.type(screen.getByLabelText('Search players'), 'qu');
    await screen.findByRole('list', { name: 'Search results' });
    expect(api.players.search.mock.calls.at(-1)?.[0]).toMatchObject({ q: 'qu', available: 'true' });
    cleanup();
    renderSearch({ imported: false });
    expect(screen.queryByLabelText('Available only')).toBeNull();
  });

  it('with the bench full, lets only a player who fits an empty slot be added', async () => {
    const rb = { ...player('RB', 'Ray Runner'), facts: facts() };
    api.players.search.mockResolvedValue(answer([qb, rb]));
    const openSlots: StartingSlot[] = ['RB1'];
    const user = renderSearch({ benchFull: true, openSlots });
    await user.type(screen.getByLabelText('Search players'), 'ra');
    await screen.findByRole('list', { name: 'Search results' });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add Quinn Arm' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add Ray Runner' }).disabled).toBe(false);
    expect(
      screen.getByText('The bench is full: only players who fit an empty starting slot can be added.'),
    ).toBeTruthy();
  });
});
