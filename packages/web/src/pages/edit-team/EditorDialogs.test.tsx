// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { player, team } from '../../test-support/fixtures.js';
import { type EditorDialog, EditorDialogs } from './EditorDialogs.js';
import type { OptimizePlan } from './editor-model.js';

afterEach(cleanup);

const qb = player('QB', 'Quinn Arrow');
const rbStarter = player('RB', 'Rex Runner');
const teFlex = player('TE', 'Tess End');
const rbBench = player('RB', 'Bench Back');
const teBench = player('TE', 'Tight Tom');
const kBench = player('K', 'Kip Boot');
const roster = team({ QB: qb, RB1: rbStarter, FLEX: teFlex }, [rbBench, teBench, kBench]);
const points = () => 10;

function open(dialog: EditorDialog) {
  const send = vi.fn();
  const onClose = vi.fn();
  const onSearch = vi.fn();
  render(
    <EditorDialogs
      dialog={dialog}
      team={roster}
      busy={false}
      pointsOf={points}
      send={send}
      onClose={onClose}
      onSearch={onSearch}
    />,
  );
  return { send, onClose, onSearch, user: userEvent.setup() };
}

describe('slot-selection modal', () => {
  it('lists only the slots the bench player may fill, with who would go to the bench', async () => {
    const { send, user } = open({ kind: 'slot-selection', player: teBench });
    const dialog = screen.getByRole('dialog', { name: 'Choose a slot for Tight Tom' });
    expect(
      within(dialog).getByText('TE · NYJ. Eligible: TE or FLEX. A player already there goes to the bench.'),
    ).toBeTruthy();
    const slots = within(within(dialog).getByRole('list', { name: 'Eligible slots' })).getAllByRole('button');
    expect(slots.map((button) => button.textContent)).toEqual([
      'TEempty slot',
      'FLEXreplaces Tess End (10.0), who goes to the bench',
    ]);
    expect(document.activeElement).toBe(slots[0]);
    await user.click(screen.getByRole('button', { name: /^FLEX/ }));
    expect(send).toHaveBeenCalledWith({ kind: 'move', player: teBench, from: 'BENCH', to: 'FLEX' });
  });

  it('offers a kicker only K, and Cancel closes without a change', async () => {
    const { send, onClose, user } = open({ kind: 'slot-selection', player: kBench });
    const list = screen.getByRole('list', { name: 'Eligible slots' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Kempty slot']);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('where-to-move modal', () => {
  it('asks an RB which of RB1, RB2 and FLEX to take, and moves there', async () => {
    const { send, user } = open({ kind: 'where-to-move', player: rbBench });
    expect(screen.getByRole('dialog', { name: 'Where should Bench Back play?' })).toBeTruthy();
    expect(
      screen.getByText(
        'Bench Back (RB) can start at RB1, RB2 or FLEX. A player already there goes to the bench.',
      ),
    ).toBeTruthy();
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual([
      'RB1replaces Rex Runner (10.0), who goes to the bench',
      'RB2empty slot',
      'FLEXreplaces Tess End (10.0), who goes to the bench',
      'Cancel',
    ]);
    await user.click(screen.getByRole('button', { name: /^RB2/ }));
    expect(send).toHaveBeenCalledWith({ kind: 'move', player: rbBench, from: 'BENCH', to: 'RB2' });
  });

  it('closes on Escape', async () => {
    const { onClose, user } = open({ kind: 'where-to-move', player: rbBench });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('fill-slot modal', () => {
  it('offers the bench players eligible for the empty slot', async () => {
    const { send, user } = open({ kind: 'fill', slot: 'RB2' });
    const list = screen.getByRole('list', { name: 'Bench players for RB2' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Bench BackRB · NYJ · 10.0 pts']);
    await user.click(within(list).getByRole('button'));
    expect(send).toHaveBeenCalledWith({ kind: 'move', player: rbBench, from: 'BENCH', to: 'RB2' });
  });

  it('sends the user to the search when no bench player fits', async () => {
    const { onSearch, user } = open({ kind: 'fill', slot: 'D/ST' });
    expect(screen.getByText(/No bench player can play D\/ST/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Search players' }));
    expect(onSearch).toHaveBeenCalledWith('D/ST');
  });
});

describe('confirmations', () => {
  it('moves a starter to the bench only once confirmed', async () => {
    const { send, user } = open({ kind: 'bench', player: qb, slot: 'QB' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Move to bench' }));
    expect(send).toHaveBeenCalledWith({ kind: 'move', player: qb, from: 'QB', to: 'BENCH' });
  });

  it('warns that dropping is irreversible', async () => {
    const { send, onClose, user } = open({ kind: 'drop', player: kBench });
    expect(screen.getByText('Drop Kip Boot from your team? This cannot be undone.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('optimize preview', () => {
  // The week answer's optimal lineup: three bench players in, 31.0 → 55.0 median points.
  const plan: OptimizePlan = {
    mode: 'median',
    moves: [
      { playerId: rbBench._id, playerName: 'Bench Back', from: 'BENCH', to: 'RB2' },
      { playerId: teBench._id, playerName: 'Tight Tom', from: 'BENCH', to: 'TE' },
      { playerId: kBench._id, playerName: 'Kip Boot', from: 'BENCH', to: 'K' },
    ],
    currentTotal: 31,
    total: 55,
    gain: 24,
  };

  it('shows the moves and the gain before anything changes; Apply sends one optimization and stays open until done', async () => {
    const { send, user } = open({ kind: 'optimize', plan, week: 5 });
    expect(screen.getByRole('dialog', { name: 'Optimize lineup' })).toBeTruthy();
    const moves = within(screen.getByRole('list', { name: 'Proposed moves' })).getAllByRole('listitem');
    expect(moves.map((li) => li.textContent)).toEqual([
      'Bench Back: Bench → RB2',
      'Tight Tom: Bench → TE',
      'Kip Boot: Bench → K',
    ]);
    expect(screen.getByText('+24.0 points')).toBeTruthy();
    expect(screen.getByText('(31.0 → 55.0)')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'In' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bench Back at RB2', 'Tight Tom at TE', 'Kip Boot at K']);
    expect(screen.queryByRole('list', { name: 'Out' })).toBeNull();
    expect(send).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Apply 3 moves' }));
    expect(send).toHaveBeenCalledWith({ kind: 'optimize', week: 5 }, true);
  });

  it('lists who goes out of the lineup, and leaves moves between slots out of In and Out', () => {
    open({
      kind: 'optimize',
      plan: {
        ...plan,
        moves: [
          { playerId: qb._id, playerName: qb.playerName, from: 'RB1', to: 'FLEX' },
          { playerId: rbBench._id, playerName: 'Bench Back', from: 'BENCH', to: 'RB1' },
          { playerId: kBench._id, playerName: 'Kip Boot', from: 'K', to: 'BENCH' },
        ],
      },
      week: 5,
    });
    expect(within(screen.getByRole('list', { name: 'In' })).getByRole('listitem').textContent).toBe(
      'Bench Back at RB1',
    );
    expect(within(screen.getByRole('list', { name: 'Out' })).getByRole('listitem').textContent).toBe(
      'Kip Boot from K',
    );
  });

  it('Cancel leaves everything as it was', async () => {
    const { send, onClose, user } = open({ kind: 'optimize', plan, week: 5 });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('says so when the lineup is already optimal', () => {
    open({
      kind: 'optimize',
      plan: { mode: 'median', moves: [], currentTotal: 88.04, total: 88.04, gain: 0 },
      week: 7,
    });
    expect(screen.getByRole('dialog', { name: 'Your lineup is already optimal' })).toBeTruthy();
    expect(
      screen.getByText('No bench player would add projected points in week 7 (88.0 points).'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Apply/ })).toBeNull();
  });
});
