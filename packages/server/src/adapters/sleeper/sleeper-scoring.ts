import { type ImportScoring, ZScoringSettings } from '@lineup-lab/core';
import { presetOf } from '../../ports/scoring-preset.js';

/**
 * A Sleeper league's `scoring_settings` as our scoring: every setting our stat lines can count is
 * taken as the league has it (a setting the league leaves out scores 0, as on Sleeper), and every
 * other setting that scores something is named in `notes`, never dropped silently.
 */

/** Our setting ← Sleeper's key, for the settings that map one to one. */
const ONE_TO_ONE = {
  passing: { yards: 'pass_yd', touchdowns: 'pass_td', interceptions: 'pass_int' },
  rushing: { yards: 'rush_yd', touchdowns: 'rush_td' },
  receiving: { receptions: 'rec', yards: 'rec_yd', touchdowns: 'rec_td' },
  misc: { fumblesLost: 'fum_lost', returnTouchdowns: 'st_td' },
  kicking: {
    patMade: 'xpm',
    patMissed: 'xpmiss',
    fgMade0To19: 'fgm_0_19',
    fgMade20To29: 'fgm_20_29',
    fgMade30To39: 'fgm_30_39',
    fgMade40To49: 'fgm_40_49',
    fgMade50Plus: 'fgm_50p',
  },
  dst: {
    sacks: 'sack',
    interceptions: 'int',
    fumbleRecoveries: 'fum_rec',
    touchdowns: 'def_td',
    safeties: 'safe',
    blockedKicks: 'blk_kick',
    twoPointReturns: 'def_2pt',
  },
} as const;

/** Sleeper's missed-field-goal keys by distance; `fgmiss` scores every distance the league leaves out. */
const FG_MISSED = {
  fgMissed0To19: 'fgmiss_0_19',
  fgMissed20To29: 'fgmiss_20_29',
  fgMissed30To39: 'fgmiss_30_39',
  fgMissed40To49: 'fgmiss_40_49',
  fgMissed50Plus: 'fgmiss_50p',
} as const;

/** Sleeper's points-allowed tiers, with the most points each includes (`null`: and above). */
const POINTS_ALLOWED = [
  ['pts_allow_0', 0],
  ['pts_allow_1_6', 6],
  ['pts_allow_7_13', 13],
  ['pts_allow_14_20', 20],
  ['pts_allow_21_27', 27],
  ['pts_allow_28_34', 34],
  ['pts_allow_35p', null],
] as const;

/** Sleeper's yards-allowed tiers. */
const YARDS_ALLOWED = [
  ['yds_allow_0_100', 99],
  ['yds_allow_100_199', 199],
  ['yds_allow_200_299', 299],
  ['yds_allow_300_349', 349],
  ['yds_allow_350_399', 399],
  ['yds_allow_400_449', 449],
  ['yds_allow_450_499', 499],
  ['yds_allow_500_549', 549],
  ['yds_allow_550p', null],
] as const;

const TWO_POINT = ['pass_2pt', 'rush_2pt', 'rec_2pt'] as const;

/** Plain names of the settings leagues most often add that our projections do not count. */
const UNAPPLIED_NAMES: Readonly<Record<string, string>> = {
  bonus_rec_te: 'a bonus per reception by a TE (TE premium)',
  bonus_rec_rb: 'a bonus per reception by an RB',
  bonus_rec_wr: 'a bonus per reception by a WR',
  bonus_pass_yd_300: 'a bonus for a 300-yard passing game',
  bonus_pass_yd_400: 'a bonus for a 400-yard passing game',
  bonus_rush_yd_100: 'a bonus for a 100-yard rushing game',
  bonus_rush_yd_200: 'a bonus for a 200-yard rushing game',
  bonus_rec_yd_100: 'a bonus for a 100-yard receiving game',
  bonus_rec_yd_200: 'a bonus for a 200-yard receiving game',
  pass_cmp: 'points per completion',
  pass_att: 'points per pass attempt',
  pass_inc: 'points per incompletion',
  pass_sack: 'points per sack taken',
  rush_att: 'points per rush attempt',
  pass_fd: 'points per passing first down',
  rush_fd: 'points per rushing first down',
  rec_fd: 'points per receiving first down',
  fum: 'points per fumble (lost or not)',
  ff: 'points per forced fumble (D/ST)',
  def_st_td: 'points per D/ST return touchdown',
  def_st_ff: 'points per special-teams forced fumble',
  def_st_fum_rec: 'points per special-teams fumble recovery',
  kr_yd: 'points per kick-return yard',
  pr_yd: 'points per punt-return yard',
  fgm_yds: 'points per field-goal yard',
  fgm: 'points per field goal made',
  tkl: 'points per tackle (IDP)',
};

const SETTINGS_NOT_CHECKED: ReadonlySet<string> = new Set<string>([
  ...Object.values(ONE_TO_ONE).flatMap((section) => Object.values(section)),
  ...Object.values(FG_MISSED),
  'fgmiss',
  ...TWO_POINT,
  ...POINTS_ALLOWED.map(([key]) => key),
  ...YARDS_ALLOWED.map(([key]) => key),
]);

const points = (settings: Readonly<Record<string, number>>, key: string) => settings[key] ?? 0;
const mapSection = <S extends Record<string, string>>(
  settings: Readonly<Record<string, number>>,
  section: S,
): { [K in keyof S]: number } =>
  Object.fromEntries(Object.entries(section).map(([ours, key]) => [ours, points(settings, key)])) as {
    [K in keyof S]: number;
  };

/** Each of the section's Sleeper keys at `value`. */
const withEvery = (section: Record<string, string>, value: number): Record<string, number> =>
  Object.fromEntries(Object.values(section).map((key) => [key, value]));

/** A tier list from Sleeper's keys; empty when the league scores none of them. */
function tiers<T>(
  settings: Readonly<Record<string, number>>,
  keys: ReadonlyArray<readonly [string, number | null]>,
  tier: (max: number | null, value: number) => T,
): T[] {
  if (keys.every(([key]) => !settings[key])) return [];
  return keys.map(([key, max]) => tier(max, points(settings, key)));
}

/**
 * A Sleeper league's scoring as ours: the settings, the format (a preset when the settings are
 * score offense as one, `presetOf`; else `custom`) and a note per setting not applied.
 * @example sleeperScoring({ ...sleeperDefaults, rec: 1 }) // { format: 'ppr', settings, notes: [] }
 */
export function sleeperScoring(scoring: Readonly<Record<string, number>>): ImportScoring {
  const notes: string[] = [];
  const twoPoint = TWO_POINT.map((key) => points(scoring, key));
  const [passTwoPoint = 0, rushTwoPoint = 0, recTwoPoint = 0] = twoPoint;
  const twoPointConversions = rushTwoPoint || recTwoPoint || passTwoPoint;
  if (new Set(twoPoint.filter((value) => value !== 0)).size > 1) {
    notes.push(
      `Two-point conversions count ${twoPointConversions} each: the league scores passing ones ` +
        `${passTwoPoint}, rushing ${rushTwoPoint} and receiving ${recTwoPoint}.`,
    );
  }
  // `fgmiss` scores every distance the league does not score on its own.
  const missed = mapSection({ ...withEvery(FG_MISSED, points(scoring, 'fgmiss')), ...scoring }, FG_MISSED);
  const candidate = {
    passing: mapSection(scoring, ONE_TO_ONE.passing),
    rushing: mapSection(scoring, ONE_TO_ONE.rushing),
    receiving: mapSection(scoring, ONE_TO_ONE.receiving),
    misc: { ...mapSection(scoring, ONE_TO_ONE.misc), twoPointConversions },
    kicking: { ...mapSection(scoring, ONE_TO_ONE.kicking), ...missed },
    dst: {
      ...mapSection(scoring, ONE_TO_ONE.dst),
      pointsAllowedTiers: tiers(scoring, POINTS_ALLOWED, (maxPointsAllowed, value) => ({
        maxPointsAllowed,
        points: value,
      })),
      ...(YARDS_ALLOWED.some(([key]) => scoring[key]) && {
        yardsAllowedTiers: tiers(scoring, YARDS_ALLOWED, (maxYardsAllowed, value) => ({
          maxYardsAllowed,
          points: value,
        })),
      }),
    },
  };
  const settings = ZScoringSettings.parse(candidate);
  for (const [key, value] of Object.entries(scoring)) {
    if (value === 0 || SETTINGS_NOT_CHECKED.has(key)) continue;
    const what = UNAPPLIED_NAMES[key] ?? `the setting ${key}`;
    notes.push(`Not counted in projections: ${what} (${value > 0 ? '+' : ''}${value}).`);
  }
  return { format: presetOf(settings) ?? 'custom', settings, notes };
}
