import { type ImportScoring, ZScoringSettings } from '@lineup-lab/core';
import { presetOf } from '../../ports/scoring-preset.js';
import { espnStatName } from './espn-stat-names.js';

/**
 * An ESPN league's scoring items (`settings.scoringSettings.scoringItems`, from `view=mSettings`)
 * as our scoring settings, pure. Stat ids as cwendt94/espn-api SETTINGS_SCORING_FORMAT_MAP and
 * k5cents/fflr `stat-ids.csv` give them (`docs/hosts/espn-protocol.md` §6).
 *
 * How ESPN scores: each item gives points per unit of one stat, and a play counts in every stat it
 * is part of (a made 45-yard field goal is a "FG made 40–49", a "FG attempted 40–49", a "total FG
 * made" and a "total FG attempted"), so our value for a kind of play is the sum of the items it
 * counts in. `pointsOverrides` are keyed by lineup slot id: the D/ST's items usually score 0 with
 * their value under `"16"`; an override for another slot (a TE premium under `"6"`) is noted.
 * Every item that scores something and that our settings cannot express is named in a note.
 */

/** One entry of ESPN's `scoringItems`. */
export interface EspnScoringItem {
  readonly statId: number;
  readonly points: number;
  /** Points by lineup slot id (`"16"`: D/ST), replacing `points` for players in that slot. */
  readonly pointsOverrides?: Readonly<Record<string, number>> | null | undefined;
}

const DST_SLOT = '16';
const K_SLOT = '17';

/** ESPN's names of the slots an override may name, for the notes. */
const SLOT_LABELS: Readonly<Record<string, string>> = {
  '0': 'QB',
  '2': 'RB',
  '3': 'RB/WR',
  '4': 'WR',
  '5': 'WR/TE',
  '6': 'TE',
  '7': 'OP',
  '16': 'D/ST',
  '17': 'K',
  '23': 'FLEX',
};

/** Yards scored in whole blocks (`statId`, block size), by section: PY5 … PY100 and so on. */
const YARD_BLOCKS = {
  passing: [
    [5, 5],
    [6, 10],
    [7, 20],
    [8, 25],
    [9, 50],
    [10, 100],
  ],
  rushing: [
    [27, 5],
    [28, 10],
    [29, 20],
    [30, 25],
    [31, 50],
    [32, 100],
  ],
  receiving: [
    [47, 5],
    [48, 10],
    [49, 20],
    [50, 25],
    [51, 50],
    [52, 100],
  ],
} as const satisfies Record<string, ReadonlyArray<readonly [number, number]>>;

/** ESPN's points-allowed tiers (PA0 … PA46, with the DPA items of the same ranges) and their top. */
const POINTS_ALLOWED_TIERS = [
  [89, 188, 0],
  [90, 189, 6],
  [91, 190, 13],
  [92, 191, 17],
  [121, 192, 21],
  [122, 193, 27],
  [123, 194, 34],
  [124, 195, 45],
  [125, 196, null],
] as const;

/** ESPN's yards-allowed tiers (YA100 … YA550) and their top. */
const YARDS_ALLOWED_TIERS = [
  [128, 99],
  [129, 199],
  [130, 299],
  [131, 349],
  [132, 399],
  [133, 449],
  [134, 499],
  [135, 549],
  [136, null],
] as const;

const signed = (value: number) => `${value > 0 ? '+' : ''}${value}`;
/** Sums of decimals (0.1 + 0.2) kept to what a league can mean. */
const tidy = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The value all of `values` should take: the one most of them have (the first, on a tie), and
 * whether they all agreed.
 */
function consensus(values: readonly number[]): { value: number; agreed: boolean } {
  let best = values[0] ?? 0;
  let bestCount = 0;
  for (const candidate of values) {
    const count = values.filter((value) => value === candidate).length;
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return { value: best, agreed: bestCount === values.length };
}

/** The items by stat id, read through `points` and `inSlot`, each read marked so the rest can be noted. */
function itemReader(items: readonly EspnScoringItem[]) {
  const byId = new Map<number, { points: number; overrides: Map<string, number> }>();
  for (const item of items) {
    byId.set(item.statId, {
      points: item.points,
      overrides: new Map(Object.entries(item.pointsOverrides ?? {})),
    });
  }
  const used = new Set<string>();
  /** The item's points for any player. */
  const points = (statId: number): number => {
    used.add(String(statId));
    return byId.get(statId)?.points ?? 0;
  };
  /** The item's points for a player in `slot`: its override there, else its points. */
  const inSlot = (statId: number, slot: string): number => {
    const override = byId.get(statId)?.overrides.get(slot);
    if (override === undefined) return points(statId);
    used.add(`${statId}@${slot}`);
    return override;
  };
  return { byId, used, points, inSlot };
}

/**
 * An ESPN league's scoring as ours: the settings, the format (a preset when the offense scores as
 * one, `presetOf`; else `custom`) and one plain sentence per item not applied as the league has it.
 * @example espnScoring([{ statId: 53, points: 1 }, …]) // { format: 'ppr', settings, notes: [] }
 */
export function espnScoring(items: readonly EspnScoringItem[]): ImportScoring {
  const { byId, used, points, inSlot } = itemReader(items);
  const notes: string[] = [];
  const settings = ZScoringSettings.parse({
    ...espnOffense(points, notes),
    kicking: espnKicking((statId) => inSlot(statId, K_SLOT), notes),
    dst: espnDefense((statId) => inSlot(statId, DST_SLOT), notes),
  });
  notes.push(...unappliedItems(byId, used));
  return { format: presetOf(settings) ?? 'custom', settings, notes };
}

/** Passing, rushing, receiving and the offense's other settings (fumbles, two-point conversions, returns). */
function espnOffense(points: (statId: number) => number, notes: string[]) {
  /** Points a yard: the per-yard item plus each whole-block item spread over its block, said in a note. */
  const yards = (perYard: number, blocks: ReadonlyArray<readonly [number, number]>, what: string) => {
    let value = points(perYard);
    for (const [statId, size] of blocks) {
      const block = points(statId);
      if (block === 0) continue;
      value += block / size;
      notes.push(
        `${what}: the league scores ${signed(block)} per whole ${size} yards, counted as ${signed(tidy(block / size))} a yard.`,
      );
    }
    return tidy(value);
  };
  const passing = {
    yards: yards(3, YARD_BLOCKS.passing, 'Passing yards'),
    touchdowns: points(4),
    interceptions: points(20),
  };
  const rushing = { yards: yards(24, YARD_BLOCKS.rushing, 'Rushing yards'), touchdowns: points(25) };
  let receptions = points(53);
  for (const [statId, size] of [
    [54, 5],
    [55, 10],
  ] as const) {
    const block = points(statId);
    if (block === 0) continue;
    receptions += block / size;
    notes.push(
      `Receptions: the league scores ${signed(block)} per ${size} receptions, counted as ${signed(tidy(block / size))} a reception.`,
    );
  }
  const receiving = {
    receptions: tidy(receptions),
    yards: yards(42, YARD_BLOCKS.receiving, 'Receiving yards'),
    touchdowns: points(43),
  };

  // Two-point conversions: one value for all three, as our settings have it.
  const anyTwoPoint = points(62);
  const [passTwo, rushTwo, recTwo] = [19, 26, 44].map((statId) => tidy(points(statId) + anyTwoPoint)) as [
    number,
    number,
    number,
  ];
  const twoPointConversions = rushTwo || recTwo || passTwo;
  if (new Set([passTwo, rushTwo, recTwo].filter((value) => value !== 0)).size > 1) {
    notes.push(
      `Two-point conversions count ${twoPointConversions} each: the league scores passing ones ` +
        `${passTwo}, rushing ${rushTwo} and receiving ${recTwo}.`,
    );
  }

  // A player's return touchdowns: kickoff and punt returns, and his own fumble recovered in the end zone.
  const anyReturn = points(105);
  const [kick, punt, fumble] = [points(101) + anyReturn, points(102) + anyReturn, points(63)].map(tidy) as [
    number,
    number,
    number,
  ];
  const returns = consensus([kick, punt, fumble]);
  if (!returns.agreed) {
    notes.push(
      `Return touchdowns count ${returns.value} each: the league scores kickoff returns ${kick}, ` +
        `punt returns ${punt} and fumbles recovered for a touchdown ${fumble}.`,
    );
  }
  return {
    passing,
    rushing,
    receiving,
    misc: { fumblesLost: points(72), twoPointConversions, returnTouchdowns: returns.value },
  };
}

/** The kicking settings: each distance band's made (or missed) items plus the attempt and total items. */
function espnKicking(k: (statId: number) => number, notes: string[]) {
  const anyMade = k(83) + k(84);
  const anyMissed = k(85) + k(84);
  const band = (made: number, missed: number, attempted: number) => ({
    made: tidy(k(made) + k(attempted) + anyMade),
    missed: tidy(k(missed) + k(attempted) + anyMissed),
  });
  const under40 = band(80, 82, 81);
  const from40 = band(77, 79, 78);
  // ESPN's older 50+ items (74–76) count every kick of 50 yards or more, 60+ included.
  const older50 = { made: k(74) + k(75), missed: k(76) + k(75) };
  const from50 = band(198, 200, 199);
  const from60 = band(201, 203, 202);
  const fifty = { made: tidy(from50.made + older50.made), missed: tidy(from50.missed + older50.missed) };
  const sixty = { made: tidy(from60.made + older50.made), missed: tidy(from60.missed + older50.missed) };
  for (const what of ['made', 'missed'] as const) {
    if (sixty[what] !== fifty[what]) {
      notes.push(
        `Field goals of 60+ yards ${what} score ${signed(sixty[what])} in the league (50–59 yards: ` +
          `${signed(fifty[what])}); projections count ${signed(fifty[what])} for every one of 50+ yards.`,
      );
    }
  }
  const anyPat = k(87);
  return {
    patMade: tidy(k(86) + anyPat),
    patMissed: tidy(k(88) + anyPat),
    fgMade0To19: under40.made,
    fgMade20To29: under40.made,
    fgMade30To39: under40.made,
    fgMade40To49: from40.made,
    fgMade50Plus: fifty.made,
    fgMissed0To19: under40.missed,
    fgMissed20To29: under40.missed,
    fgMissed30To39: under40.missed,
    fgMissed40To49: from40.missed,
    fgMissed50Plus: fifty.missed,
  };
}

/** The D/ST settings, read in the D/ST slot (its overrides), tiers as ESPN's ranges. */
function espnDefense(d: (statId: number) => number, notes: string[]) {
  const anyReturn = d(105);
  const kinds = [
    ['interception returns', d(103) + d(94)],
    ['fumble returns', d(104) + d(94)],
    ['kickoff returns', d(101) + anyReturn],
    ['punt returns', d(102) + anyReturn],
    ['blocked-kick returns', d(93) + anyReturn],
  ] as const;
  const touchdowns = consensus(kinds.map(([, value]) => tidy(value)));
  if (!touchdowns.agreed) {
    const list = kinds.map(([what, value]) => `${what} ${tidy(value)}`);
    notes.push(
      `D/ST touchdowns count ${touchdowns.value} each: the league scores ${list.slice(0, -1).join(', ')} and ${list.at(-1)}.`,
    );
  }
  const pointsTiers = POINTS_ALLOWED_TIERS.map(([statId, sameRange, maxPointsAllowed]) => ({
    maxPointsAllowed,
    points: tidy(d(statId) + d(sameRange)),
  }));
  const yardsTiers = YARDS_ALLOWED_TIERS.map(([statId, maxYardsAllowed]) => ({
    maxYardsAllowed,
    points: d(statId),
  }));
  return {
    sacks: d(99),
    interceptions: d(95),
    fumbleRecoveries: d(96),
    touchdowns: touchdowns.value,
    safeties: d(98),
    blockedKicks: d(97),
    twoPointReturns: tidy(d(205) + d(206)),
    pointsAllowedTiers: pointsTiers.some((tier) => tier.points !== 0) ? pointsTiers : [],
    ...(yardsTiers.some((tier) => tier.points !== 0) && { yardsAllowedTiers: yardsTiers }),
  };
}

/**
 * A note for every item (or override) that scores something and that the mapping did not read:
 * bonuses, per-attempt points, IDP, punting, a TE premium … An item whose D/ST (or K) override
 * was read but whose own points differ scores other players than the D/ST (IDP) or the kicker.
 */
function unappliedItems(
  byId: ReadonlyMap<number, { points: number; overrides: ReadonlyMap<string, number> }>,
  used: ReadonlySet<string>,
): string[] {
  const notes: string[] = [];
  for (const [statId, item] of byId) {
    const name = espnStatName(statId);
    if (item.points !== 0 && !used.has(String(statId))) {
      if (used.has(`${statId}@${DST_SLOT}`)) {
        if (item.points !== item.overrides.get(DST_SLOT)) {
          notes.push(
            `Not counted in projections: ${name} by individual defensive players (IDP) (${signed(item.points)}).`,
          );
        }
      } else if (used.has(`${statId}@${K_SLOT}`)) {
        if (item.points !== item.overrides.get(K_SLOT)) {
          notes.push(
            `Not counted in projections: ${name} by players other than kickers (${signed(item.points)}).`,
          );
        }
      } else {
        notes.push(`Not counted in projections: ${name} (${signed(item.points)}).`);
      }
    }
    for (const [slot, value] of item.overrides) {
      if (used.has(`${statId}@${slot}`) || value === item.points) continue;
      // A zero for the D/ST or the kicker on an item they cannot score (receptions) says nothing.
      if (value === 0 && (slot === DST_SLOT || slot === K_SLOT)) continue;
      const label = SLOT_LABELS[slot] ?? `slot ${slot}`;
      const premium = statId === 53 && slot === '6' ? ', a TE premium' : '';
      notes.push(
        `Not counted in projections: ${name} for a player in ESPN's ${label} slot ` +
          `(${signed(value)} instead of ${signed(item.points)})${premium}.`,
      );
    }
  }
  return notes;
}
