import { describe, expect, it } from 'vitest';
import { player, team } from '../../test-support/fixtures.js';
import { buildOptimizePlan, placeLabel } from './optimize-plan.js';
import { answer, facts } from './test-fixtures.js';

describe('buildOptimizePlan', () => {
  const qb = player('QB', 'Starting Quarterback');
  const backup = player('QB', 'Better Backup');
  const rb = player('RB', 'Lone Back');
  const hurt = player('QB', 'Injured Star');

  it('proposes the moves to the best lineup and the gain in median points', () => {
    const plan = buildOptimizePlan(
      team({ QB: qb }, [backup, rb]),
      facts([answer(qb, 12), answer(backup, 18.5), answer(rb, 9)]),
    );
    expect(plan.moves).toEqual([
      { playerId: backup._id, playerName: 'Better Backup', from: 'BENCH', to: 'QB' },
      { playerId: rb._id, playerName: 'Lone Back', from: 'BENCH', to: 'RB1' },
    ]);
    expect(plan.currentTotal).toBe(12);
    expect(plan.total).toBe(27.5);
    expect(plan.gain).toBe(15.5);
  });

  it('counts an OUT player as 0, so a healthy backup takes over', () => {
    const plan = buildOptimizePlan(
      team({ QB: hurt }, [backup]),
      facts([answer(hurt, 30), answer(backup, 10)], { 'Injured Star': 'Out' }),
    );
    expect(plan.moves.map((m) => [m.playerName, m.to])).toEqual([['Better Backup', 'QB']]);
    expect(plan.gain).toBe(10);
  });

  it('proposes nothing for a lineup that is already optimal', () => {
    const plan = buildOptimizePlan(team({ QB: backup }, [qb]), facts([answer(qb, 12), answer(backup, 18.5)]));
    expect(plan.moves).toEqual([]);
    expect(plan.gain).toBe(0);
  });

  it('names the bench as Bench', () => {
    expect(placeLabel('BENCH')).toBe('Bench');
    expect(placeLabel('FLEX')).toBe('FLEX');
  });
});
