import fc from 'fast-check';
import { BENCH_MAX } from '../constants.js';
import { emptyLineup, type RosterPlayer } from '../contract/entities.js';
import { getSlot, type Roster, setSlot } from '../lineup/roster.js';
import { isEligible, POSITIONS, type Position, STARTING_SLOTS } from '../positions.js';

/** A test player: the lineup fields plus the facts projections need. */
export interface TestPlayer extends RosterPlayer {
  readonly points: number | null;
  readonly injured: boolean;
  readonly out: boolean;
}

let counter = 0;
/** A player with a fresh id. */
export function testPlayer(
  position: Position,
  points: number | null = 10,
  extra: Partial<TestPlayer> = {},
): TestPlayer {
  counter += 1;
  return { _id: `p${counter}`, position, points, injured: false, out: false, ...extra };
}

const arbPosition = fc.constantFrom(...POSITIONS);
export const arbPoints = fc.oneof(
  { weight: 8, arbitrary: fc.double({ min: -5, max: 45, noNaN: true }).map((x) => Math.round(x * 10) / 10) },
  { weight: 1, arbitrary: fc.constant(null) },
);

const arbPlayerSpec = fc.record({
  position: arbPosition,
  points: arbPoints,
  injured: fc.boolean(),
  out: fc.boolean(),
  slotChoice: fc.nat({ max: STARTING_SLOTS.length }),
});

/**
 * A legal roster of up to `maxPlayers` players: each is put in the starting slot it asked for
 * when eligible and free, otherwise on the bench while there is room.
 */
export function arbRoster(maxPlayers = 16): fc.Arbitrary<Roster<TestPlayer>> {
  return fc.array(arbPlayerSpec, { maxLength: maxPlayers }).map((specs) => {
    let lineup = emptyLineup<TestPlayer>();
    const bench: TestPlayer[] = [];
    specs.forEach((spec, i) => {
      const player: TestPlayer = {
        _id: `r${i}`,
        position: spec.position,
        points: spec.points,
        injured: spec.injured || spec.out,
        out: spec.out,
      };
      const slot = STARTING_SLOTS[spec.slotChoice];
      if (slot && isEligible(player.position, slot) && getSlot(lineup, slot) === null) {
        lineup = setSlot(lineup, slot, player);
      } else if (bench.length < BENCH_MAX) {
        bench.push(player);
      }
    });
    return { lineup, bench };
  });
}
