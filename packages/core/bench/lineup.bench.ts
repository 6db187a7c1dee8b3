/**
 * `pnpm bench` for core: the optimal lineup of a 16-player roster (9 starters, 7 bench) and the
 * better options of a full lineup, as median microseconds per call, beside the brute-force
 * optimiser measured in the same run. Targets: optimiser ≥ 100× faster than brute force and
 * under 50 µs per call.
 */
import { emptyLineup, type LineupOf } from '../src/contract/entities.js';
import { type Roster, setSlot } from '../src/lineup/roster.js';
import { bruteForceLineup } from '../src/optimizer/brute-force-lineup.js';
import { optimalLineup } from '../src/optimizer/optimal-lineup.js';
import type { Position, StartingSlot } from '../src/positions.js';
import { betterOptions } from '../src/projections/better-options.js';
import { measure } from './measure.js';

interface BenchPlayer {
  readonly _id: string;
  readonly position: Position;
  readonly median: number;
  readonly injured: boolean;
}

/** A deterministic pseudo-random number generator (mulberry32), so every run sees the same roster. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A typical 16-man roster: 2 QB, 5 RB, 5 WR, 2 TE, 1 D/ST, 1 K; starters in the first slots. */
function roster(seed: number): Roster<BenchPlayer> {
  const next = random(seed);
  const make = (position: Position, i: number): BenchPlayer => ({
    _id: `${position}${i}`,
    position,
    median: Math.round(next() * 250) / 10,
    injured: next() < 0.1,
  });
  const starters: [StartingSlot, BenchPlayer][] = [
    ['QB', make('QB', 0)],
    ['RB1', make('RB', 0)],
    ['RB2', make('RB', 1)],
    ['WR1', make('WR', 0)],
    ['WR2', make('WR', 1)],
    ['TE', make('TE', 0)],
    ['FLEX', make('RB', 2)],
    ['D/ST', make('D/ST', 0)],
    ['K', make('K', 0)],
  ];
  let lineup: LineupOf<BenchPlayer> = emptyLineup();
  for (const [slot, player] of starters) lineup = setSlot(lineup, slot, player);
  const bench = [
    make('QB', 1),
    make('RB', 3),
    make('RB', 4),
    make('WR', 2),
    make('WR', 3),
    make('WR', 4),
    make('TE', 1),
  ];
  return { lineup, bench };
}

const rosters = Array.from({ length: 64 }, (_, i) => roster(i + 1));
let turn = 0;
const nextRoster = () => rosters[turn++ % rosters.length] as Roster<BenchPlayer>;
const pointsOf = (p: BenchPlayer) => p.median;
const weekOf = (p: BenchPlayer) => ({
  projections: { conservative: p.median * 0.6, median: p.median, aggressive: p.median * 1.5 },
  injured: p.injured,
});

const optimiser = measure(() => optimalLineup(nextRoster(), pointsOf));
const better = measure(() => betterOptions(nextRoster(), weekOf, 'median'));
const brute = measure(() => bruteForceLineup(nextRoster(), pointsOf), { samples: 15, batchMs: 50 });

const speedup = brute.medianUs / optimiser.medianUs;
const row = (name: string, r: ReturnType<typeof measure>) =>
  `  ${name.padEnd(34)} ${r.medianUs.toFixed(2).padStart(10)} µs  (p25 ${r.p25Us.toFixed(2)}, p75 ${r.p75Us.toFixed(2)}, batch ${r.batch})`;

console.log('core — lineup benchmarks (median time per call, 16-player roster: 9 starters + 7 bench)');
console.log(row('optimalLineup (greedy, exact)', optimiser));
console.log(row('bruteForceLineup (baseline)', brute));
console.log(row('betterOptions (full lineup)', better));
console.log(`  speed-up of optimiser over brute force: ${speedup.toFixed(0)}×`);
const checks = [
  [`optimiser ≥ 100× faster than brute force (${speedup.toFixed(0)}×)`, speedup >= 100],
  [`optimiser < 50 µs per call (${optimiser.medianUs.toFixed(2)} µs)`, optimiser.medianUs < 50],
] as const;
for (const [label, met] of checks) console.log(`  ${met ? 'MET ' : 'MISS'} ${label}`);
