import { z } from '../zod.js';
import { strictSection } from './schema-messages.js';

/** A count of events (touchdowns, receptions, sacks …): 0 or more, 0 when absent; fractions allowed. */
const count = () =>
  z._default(
    z
      .number({ error: 'must be a number' })
      .check(z.nonnegative({ error: 'must be 0 or more (it is a count)' })),
    0,
  );

/** Yards gained: any finite number, 0 when absent. Yardage can be negative (a 3-yard loss on a carry). */
const yards = () => z._default(z.number({ error: 'must be a finite number of yards' }), 0);

/**
 * One player's (or one team defense's) stat line for one week. Every stat is optional and counts 0 when
 * absent; counts must be 0 or more, yards may be negative (losses happen: 1,112 of the nflverse 2019–2023
 * player-weeks have negative rushing, receiving or passing yards). Unknown keys are refused, so a typo
 * cannot silently score 0.
 *
 * `pointsAllowed` and `yardsAllowed` stay absent (or `null`) when unknown; the points-allowed and
 * yards-allowed tiers then add nothing.
 *
 * Field groups: offense (`passing*`, `rushing*`, `receiving*`, `receptions`, `fumblesLost`,
 * `returnTouchdowns`), kicking (`pat*`, `fgMade*`, `fgMissed*` by distance band) and D/ST (`dst*`,
 * `pointsAllowed`, `yardsAllowed`).
 * @example
 * const line = ZStatLine.parse({ receptions: 11, receivingYards: 215, receivingTouchdowns: 2 });
 * line.rushingYards; // 0
 */
export const ZStatLine = z.lazy(() =>
  strictSection({
    // Passing
    passingYards: yards(),
    passingTouchdowns: count(),
    /** Interceptions thrown. */
    passingInterceptions: count(),
    passingTwoPointConversions: count(),
    // Rushing
    rushingYards: yards(),
    rushingTouchdowns: count(),
    rushingTwoPointConversions: count(),
    // Receiving
    receptions: count(),
    receivingYards: yards(),
    receivingTouchdowns: count(),
    receivingTwoPointConversions: count(),
    // Misc offense
    fumblesLost: count(),
    /** Kick, punt or other special-teams return touchdowns scored by the player. */
    returnTouchdowns: count(),
    // Kicking
    patMade: count(),
    patMissed: count(),
    fgMade0To19: count(),
    fgMade20To29: count(),
    fgMade30To39: count(),
    fgMade40To49: count(),
    fgMade50Plus: count(),
    fgMissed0To19: count(),
    fgMissed20To29: count(),
    fgMissed30To39: count(),
    fgMissed40To49: count(),
    fgMissed50Plus: count(),
    // Team defense / special teams
    dstSacks: count(),
    dstInterceptions: count(),
    dstFumbleRecoveries: count(),
    /** Defensive and special-teams touchdowns (interception, fumble, kick and punt returns, blocked kicks). */
    dstTouchdowns: count(),
    dstSafeties: count(),
    dstBlockedKicks: count(),
    /** Two-point conversion (and blocked-PAT) returns. */
    dstTwoPointReturns: count(),
    /** Points the defense's team allowed; absent or `null` when unknown (then no points-allowed score). */
    pointsAllowed: z.nullish(
      z.number({ error: 'must be a number' }).check(z.nonnegative({ error: 'must be 0 or more' })),
    ),
    /** Total yards the defense allowed; absent or `null` when unknown (then no yards-allowed score). */
    yardsAllowed: z.nullish(z.number({ error: 'must be a finite number of yards' })),
  }),
);

/** A parsed stat line: every stat present (0 when absent); `pointsAllowed`/`yardsAllowed` may be unknown. */
export type StatLine = z.output<typeof ZStatLine>;

/** A stat line as callers may write it: any stat may be left out and counts 0. */
export type StatLineInput = z.input<typeof ZStatLine>;
