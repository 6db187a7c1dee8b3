// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { player, team } from '../../test-support/fixtures.js';
import { BenchList } from './BenchList.js';
import { buildEditorView } from './editor-model.js';
import { SlotCard } from './SlotCard.js';
import { PACIFIC, weekAnswer, weekPlayer } from './test-fixtures.js';

afterEach(cleanup);

const qb = player('QB', 'Quinn Arrow', 'NYJ');
const rb = player('RB', 'Rex Runner', 'MIA');
const benchRb = player('RB', 'Bench Back', 'DAL');
const hurtRb = player('RB', 'Hurt Harry', 'DAL');
const roster = team({ QB: qb, RB1: rb }, [benchRb, hurtRb]);
const week = weekAnswer(
  roster,
  [
    weekPlayer(qb, 20.04),
    weekPlayer(rb, 11, { isByeWeek: true, opponent: null, gameTime: null, isHomeGame: null }),
    weekPlayer(benchRb, 13.3, { opponent: 'PHI', isHomeGame: true, gameTime: '2025-12-15T01:15:00Z' }),
    weekPlayer(hurtRb, 30, { injuryStatus: 'Out', out: true }),
  ],
  {
    options: { RB1: [{ playerId: benchRb._id, playerName: 'Bench Back', points: 13.3, improvement: 13.3 }] },
  },
);
const view = buildEditorView(roster, { week, timeDisplay: PACIFIC });

function renderSlot(slot: string) {
  const row = view.slots.find((r) => r.slot === slot);
  if (!row) throw new Error(slot);
  const handlers = { onMoveToBench: vi.fn(), onSwapIn: vi.fn(), onFill: vi.fn() };
  render(<SlotCard row={row} busy={false} {...handlers} />);
  return { ...handlers, user: userEvent.setup() };
}

describe('SlotCard', () => {
  it('shows the player, NFL team, matchup with the kickoff in the viewer’s zone and the three projections', () => {
    renderSlot('QB');
    const card = screen.getByRole('article', { name: 'QB Quinn Arrow' });
    expect(within(card).getByText('QB · NYJ')).toBeTruthy();
    // 00:15 UTC on 6 October is 5:15 p.m. the evening before in California, on daylight time.
    const kickoff = within(card).getByText('Sun, 10/05/2025, 5:15 PM PDT');
    expect(kickoff.tagName).toBe('TIME');
    expect(kickoff.getAttribute('datetime')).toBe('2025-10-06T00:15:00Z');
    expect(kickoff.parentElement?.parentElement?.textContent).toBe('@ BUF · Sun, 10/05/2025, 5:15 PM PDT');
    const figures = within(card)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(figures).toEqual(['16.0', '20.0', '25.0']);
  });

  it('shows a bye week as BYE and says the player counts 0', () => {
    renderSlot('RB1');
    const card = screen.getByRole('article', { name: 'RB1 Rex Runner' });
    expect(within(card).getByText('BYE')).toBeTruthy();
    expect(within(card).getByText('Counts 0 points (on a bye)')).toBeTruthy();
  });

  it('offers better bench options in the actions menu (not the OUT player), shows the best gain, and swaps on click', async () => {
    const { onSwapIn, user } = renderSlot('RB1');
    expect(screen.getByText('Better option: +13.3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Actions for Rex Runner' }));
    const menu = screen.getByRole('menu', { name: 'Actions for Rex Runner' });
    const options = within(menu).getAllByRole('menuitem');
    expect(options.map((b) => b.textContent)).toEqual(['Swap in Bench Back (+13.3)', 'Move to bench']);
    // The menu's first item has the focus; the arrows move through the items.
    expect(document.activeElement).toBe(options[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(options[1]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for Rex Runner' }));
    await user.click(screen.getByRole('button', { name: 'Actions for Rex Runner' }));
    await user.click(screen.getByRole('menuitem', { name: 'Swap in Bench Back (+13.3)' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onSwapIn).toHaveBeenCalledWith(expect.objectContaining({ slot: 'RB1', playerId: benchRb._id }));
  });

  it('asks to move a starter to the bench through the handler (which confirms)', async () => {
    const { onMoveToBench, user } = renderSlot('QB');
    await user.click(screen.getByRole('button', { name: 'Actions for Quinn Arrow' }));
    await user.click(screen.getByRole('menuitem', { name: 'Move Quinn Arrow to bench' }));
    expect(onMoveToBench).toHaveBeenCalledWith(qb, 'QB');
  });

  it('shows an empty slot as Empty with a way to fill it', async () => {
    const { onFill, user } = renderSlot('WR1');
    expect(screen.getByRole('article', { name: 'WR1 Empty' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Fill WR1' }));
    expect(onFill).toHaveBeenCalledWith('WR1');
  });

  it('shows N/A for a number the server does not have', () => {
    const single = team({ QB: qb });
    const row = buildEditorView(single, { week: weekAnswer(single, [weekPlayer(qb, null)]) }).slots[0];
    if (!row) throw new Error('no row');
    render(<SlotCard row={row} busy={false} onMoveToBench={vi.fn()} onSwapIn={vi.fn()} onFill={vi.fn()} />);
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['N/A', 'N/A', 'N/A']);
  });
});

describe('BenchList', () => {
  it('lists seven places: players with an OUT badge where it applies, swap and drop, then open spots', async () => {
    const onSwap = vi.fn();
    const onDrop = vi.fn();
    const user = userEvent.setup();
    render(<BenchList rows={view.bench} busy={false} onSwap={onSwap} onDrop={onDrop} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(7);
    // A December kickoff is on standard time.
    expect(
      within(rows[0] as HTMLElement).getByText('Sun, 12/14/2025, 5:15 PM PST').parentElement?.parentElement
        ?.textContent,
    ).toBe('vs PHI · Sun, 12/14/2025, 5:15 PM PST');
    expect(within(rows[1] as HTMLElement).getByText('OUT')).toBeTruthy();
    expect(rows.filter((row) => row.textContent === 'Open bench spot')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Actions for Bench Back' }));
    await user.click(screen.getByRole('menuitem', { name: 'Swap Bench Back into the lineup' }));
    expect(onSwap).toHaveBeenCalledWith(benchRb);
    await user.click(screen.getByRole('button', { name: 'Actions for Hurt Harry' }));
    await user.click(screen.getByRole('menuitem', { name: 'Drop Hurt Harry' }));
    expect(onDrop).toHaveBeenCalledWith(hurtRb);
  });
});

describe('SlotCard and BenchList on game day', () => {
  const locked = team({ QB: qb }, [benchRb]);
  const gameDay = buildEditorView(locked, {
    week: weekAnswer(locked, [
      weekPlayer(qb, 20, {
        locked: true,
        opponent: 'NYJ',
        defenseRanking: 28,
        matchupFavorability: 'favorable',
        game: { state: 'final', actual: 23.44, band: 'above' },
      }),
      weekPlayer(benchRb, 12, { locked: true, game: { state: 'in-progress', actual: null, band: null } }),
    ]),
    timeDisplay: PACIFIC,
  });

  it('shows a locked starter’s lock with his kickoff, his result and matchup rank, and no actions', () => {
    const row = gameDay.slots.find((r) => r.slot === 'QB');
    if (!row) throw new Error('QB');
    render(<SlotCard row={row} busy={false} onMoveToBench={vi.fn()} onSwapIn={vi.fn()} onFill={vi.fn()} />);
    const lock = screen.getByRole('img', { name: 'Locked: his game has started' });
    expect(lock.getAttribute('title')).toBe(
      'Locked: his game has started (kickoff Sun, 10/05/2025, 5:15 PM PDT)',
    );
    expect(screen.getByText('Final: 23.4 pts')).toBeTruthy();
    expect(screen.getByText('above ceiling')).toBeTruthy();
    const rank = screen.getByText('28th vs QB · favourable');
    expect(rank.getAttribute('title')).toContain("opponent's defence against the position");
    const actions = screen.getByRole<HTMLButtonElement>('button', { name: 'Actions for Quinn Arrow' });
    expect(actions.disabled).toBe(true);
    expect(actions.title).toBe('Locked: his game has started');
  });

  it('disables a locked bench player’s actions (Swap and Drop) and says his game is in progress', () => {
    render(<BenchList rows={gameDay.bench} mode="median" busy={false} onSwap={vi.fn()} onDrop={vi.fn()} />);
    expect(screen.getByText('In progress — scores after the next data sync')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Actions for Bench Back' }).disabled).toBe(
      true,
    );
  });
});
