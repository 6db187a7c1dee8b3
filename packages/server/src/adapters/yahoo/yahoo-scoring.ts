import { type ImportScoring, type ScoringSettings, ZScoringSettings } from '@lineup-lab/core';
import { presetOf } from '../../ports/scoring-preset.js';
import type { YahooStatModifier } from './yahoo-schemas.js';

/**
 * A Yahoo league's stat modifiers (`settings.stat_modifiers`: points per unit of each NFL
 * `stat_id`, docs/hosts/yahoo-protocol.md §4) as our scoring: every modifier our stat lines can
 * count is taken as the league has it (a stat the league leaves out scores 0, as at Yahoo), and
 * every other one that scores something, and every bonus, is named in a note.
 */

type Section = 'passing' | 'rushing' | 'receiving' | 'misc' | 'kicking' | 'dst';

/** Our setting ← Yahoo's NFL stat id, for the stats that map one to one. */
const ONE_TO_ONE: Readonly<Record<number, readonly [Section, string]>> = {
  4: ['passing', 'yards'],
  5: ['passing', 'touchdowns'],
  6: ['passing', 'interceptions'],
  9: ['rushing', 'yards'],
  10: ['rushing', 'touchdowns'],
  11: ['receiving', 'receptions'],
  12: ['receiving', 'yards'],
  13: ['receiving', 'touchdowns'],
  15: ['misc', 'returnTouchdowns'],
  16: ['misc', 'twoPointConversions'],
  18: ['misc', 'fumblesLost'],
  19: ['kicking', 'fgMade0To19'],
  20: ['kicking', 'fgMade20To29'],
  21: ['kicking', 'fgMade30To39'],
  22: ['kicking', 'fgMade40To49'],
  23: ['kicking', 'fgMade50Plus'],
  24: ['kicking', 'fgMissed0To19'],
  25: ['kicking', 'fgMissed20To29'],
  26: ['kicking', 'fgMissed30To39'],
  27: ['kicking', 'fgMissed40To49'],
  28: ['kicking', 'fgMissed50Plus'],
  29: ['kicking', 'patMade'],
  30: ['kicking', 'patMissed'],
  32: ['dst', 'sacks'],
  33: ['dst', 'interceptions'],
  34: ['dst', 'fumbleRecoveries'],
  35: ['dst', 'touchdowns'],
  36: ['dst', 'safeties'],
  37: ['dst', 'blockedKicks'],
  82: ['dst', 'twoPointReturns'],
};

/** Points-allowed tiers 0 / 1-6 / 7-13 / 14-20 / 21-27 / 28-34 / 35+ (stat ids 50–56). */
const POINTS_ALLOWED: ReadonlyArray<readonly [number, number | null]> = [
  [50, 0],
  [51, 6],
  [52, 13],
  [53, 20],
  [54, 27],
  [55, 34],
  [56, null],
];

/** Yards-allowed tiers 0-99 … 500+ (71–76); 70, "negative", falls in the first (we have no tier below 0). */
const YARDS_ALLOWED: ReadonlyArray<readonly [number, number | null]> = [
  [71, 99],
  [72, 199],
  [73, 299],
  [74, 399],
  [75, 499],
  [76, null],
];
const NEGATIVE_YARDS_ALLOWED = 70;
/** The D/ST's kick and punt return touchdowns: ours count them as its other touchdowns (35). */
const DST_RETURN_TOUCHDOWNS = 49;

/**
 * Names of Yahoo's NFL stats, for notes when the league's `stat_categories` do not name them
 * (docs/hosts/yahoo-protocol.md §4; IDP ids 38–48 and 65–69 from one source only).
 */
const STAT_NAMES: Readonly<Record<number, string>> = {
  1: 'points per pass attempt',
  2: 'points per completion',
  3: 'points per incompletion',
  7: 'points per sack taken',
  8: 'points per rush attempt',
  14: 'points per return yard',
  17: 'points per fumble (lost or not)',
  31: 'points per point allowed (D/ST)',
  38: 'points per solo tackle (IDP)',
  39: 'points per assisted tackle (IDP)',
  40: 'points per sack (IDP)',
  41: 'points per interception (IDP)',
  42: 'points per forced fumble (IDP)',
  43: 'points per fumble recovery (IDP)',
  44: 'points per defensive touchdown (IDP)',
  45: 'points per safety (IDP)',
  46: 'points per pass defended (IDP)',
  47: 'points per blocked kick (IDP)',
  48: 'points per return yard (D/ST)',
  57: 'points per offensive fumble return touchdown',
  58: 'points per pick six thrown',
  59: 'points per 40+ yard completion',
  60: 'points per 40+ yard passing touchdown',
  61: 'points per 40+ yard run',
  62: 'points per 40+ yard rushing touchdown',
  63: 'points per 40+ yard reception',
  64: 'points per 40+ yard receiving touchdown',
  65: 'points per tackle for loss (IDP)',
  66: 'points per turnover return yard (D/ST)',
  67: 'points per fourth-down stop (D/ST)',
  68: 'points per tackle for loss (D/ST)',
  69: 'points per defensive yard allowed (D/ST)',
  77: 'points per three-and-out forced (D/ST)',
  78: 'points per target',
  79: 'points per passing first down',
  80: 'points per receiving first down',
  81: 'points per rushing first down',
};

/** Names of the stats leagues put bonuses on, when the league's categories do not name them. */
const BONUS_STAT_NAMES: Readonly<Record<number, string>> = {
  4: 'passing yards',
  5: 'passing touchdowns',
  9: 'rushing yards',
  10: 'rushing touchdowns',
  11: 'receptions',
  12: 'receiving yards',
  13: 'receiving touchdowns',
};

const signed = (value: number) => `${value > 0 ? '+' : ''}${value}`;

/** All of our settings at 0, no tiers: what a league that scores nothing would have. */
function zeroSettings(): Record<Section, Record<string, unknown>> {
  const sections: Record<Section, Record<string, unknown>> = {
    passing: {},
    rushing: {},
    receiving: {},
    misc: {},
    kicking: {},
    dst: { pointsAllowedTiers: [] },
  };
  for (const [section, key] of Object.values(ONE_TO_ONE)) sections[section][key] = 0;
  return sections;
}

/**
 * A Yahoo league's scoring as ours: the settings, the format (a preset when they score offense as
 * one; else `custom`) and a note per modifier or bonus not applied. `statNames` are the league's
 * own names of its stats (`stat_categories`), for notes on stats this file does not name.
 * @example yahooScoring([{ stat_id: 11, value: 1 }, …]) // { format: 'ppr', settings, notes: [] }
 */
export function yahooScoring(
  modifiers: readonly YahooStatModifier[] | undefined,
  statNames: ReadonlyMap<number, string> = new Map(),
): ImportScoring {
  const notes: string[] = [];
  const nameOf = (id: number) => STAT_NAMES[id] ?? (statNames.get(id)?.trim() || `the stat ${id}`);
  const values = new Map<number, number>();
  for (const modifier of modifiers ?? []) values.set(modifier.stat_id, modifier.value);
  const value = (id: number) => values.get(id) ?? 0;
  if (!modifiers?.length) {
    notes.push('The league gives no points per stat (a categories league): every setting scores 0 here.');
  }

  const sections = zeroSettings();
  for (const [id, [section, key]] of Object.entries(ONE_TO_ONE)) sections[section][key] = value(Number(id));
  if (POINTS_ALLOWED.some(([id]) => values.has(id))) {
    sections.dst.pointsAllowedTiers = POINTS_ALLOWED.map(([id, maxPointsAllowed]) => ({
      maxPointsAllowed,
      points: value(id),
    }));
  }
  if (YARDS_ALLOWED.some(([id]) => values.has(id)) || values.has(NEGATIVE_YARDS_ALLOWED)) {
    sections.dst.yardsAllowedTiers = YARDS_ALLOWED.map(([id, maxYardsAllowed]) => ({
      maxYardsAllowed,
      points: value(id),
    }));
    if (value(NEGATIVE_YARDS_ALLOWED) !== value(71)) {
      notes.push(
        `Negative yards allowed score as 0-99 yards allowed (${signed(value(71))}): the league scores them ` +
          `${signed(value(NEGATIVE_YARDS_ALLOWED))}.`,
      );
    }
  }
  if (values.has(DST_RETURN_TOUCHDOWNS) && value(DST_RETURN_TOUCHDOWNS) !== value(35)) {
    notes.push(
      `Kick and punt return touchdowns by the D/ST count ${value(35)} each, as its other touchdowns: ` +
        `the league scores them ${value(DST_RETURN_TOUCHDOWNS)}.`,
    );
  }
  const settings: ScoringSettings = ZScoringSettings.parse(sections);

  const handled = new Set<number>([
    ...Object.keys(ONE_TO_ONE).map(Number),
    ...POINTS_ALLOWED.map(([id]) => id),
    ...YARDS_ALLOWED.map(([id]) => id),
    NEGATIVE_YARDS_ALLOWED,
    DST_RETURN_TOUCHDOWNS,
  ]);
  for (const modifier of modifiers ?? []) {
    if (!handled.has(modifier.stat_id) && modifier.value !== 0) {
      notes.push(`Not counted in projections: ${nameOf(modifier.stat_id)} (${signed(modifier.value)}).`);
    }
    for (const { bonus } of modifier.bonuses ?? []) {
      const stat =
        BONUS_STAT_NAMES[modifier.stat_id] ??
        (statNames.get(modifier.stat_id)?.trim() || `the stat ${modifier.stat_id}`);
      notes.push(
        `Not counted in projections: a bonus of ${signed(bonus.points)} at ${bonus.target} ${stat}.`,
      );
    }
  }
  return { format: presetOf(settings) ?? 'custom', settings, notes };
}
