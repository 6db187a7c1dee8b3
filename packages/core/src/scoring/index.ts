/**
 * Scoring formats: stat lines, league scoring settings, the standard / half-PPR / PPR presets and the
 * fantasy points a line scores. Every public name of `src/scoring` is exported here explicitly.
 */

export { fantasyPoints } from './fantasy-points.js';
export type { ScoringFormat, ScoringPreset } from './presets.js';
export { HALF_PPR, PPR, SCORING_FORMATS, SCORING_PRESETS, STANDARD, ZScoringFormat } from './presets.js';
export type { ScoringChange } from './projections-in-scoring.js';
export {
  BAND_RATIO_POWER,
  projectionsInScoring,
  scoringBandScale,
  scoringShift,
} from './projections-in-scoring.js';
export type { ScoringSettingsError } from './resolve-scoring.js';
export { resolveScoring } from './resolve-scoring.js';
export type { PointsAllowedTier, ScoringSettings, YardsAllowedTier } from './scoring-settings.js';
export { ZPointsAllowedTier, ZScoringSettings, ZYardsAllowedTier } from './scoring-settings.js';
export type { StatLine, StatLineInput } from './stat-line.js';
export { ZStatLine } from './stat-line.js';
