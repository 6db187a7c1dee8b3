import { SCORING_PRESETS, type ScoringPreset, type ScoringSettings } from '@lineup-lab/core';

/**
 * Naming a league's scoring, shared by every league-source adapter (Sleeper's, ESPN's, Yahoo's):
 * pure, over core's presets.
 */

/**
 * The preset whose offense the settings score like (passing, rushing, receiving, fumbles and
 * two-point conversions; interceptions thrown −2 or the hosts' common −1), which is how leagues
 * name their format ("a PPR league"); `undefined` when none. The settings themselves are always
 * the league's own, whatever the name.
 */
export function presetOf(settings: ScoringSettings): ScoringPreset | undefined {
  const offense = (of: ScoringSettings) =>
    JSON.stringify([
      { ...of.passing, interceptions: of.passing.interceptions === -1 ? -2 : of.passing.interceptions },
      of.rushing,
      of.receiving,
      of.misc.fumblesLost,
      of.misc.twoPointConversions,
    ]);
  const presets = Object.entries(SCORING_PRESETS) as Array<[ScoringPreset, ScoringSettings]>;
  return presets.find(([, preset]) => offense(preset) === offense(settings))?.[0];
}
