import {
  SCORING_PRESETS,
  type ScoringFormat,
  type ScoringPreset,
  type ScoringSettings,
  ZScoringSettings,
} from '@lineup-lab/core';

/** The common settings the editor's custom scoring form asks for. */
export const CUSTOM_FIELDS = [
  { key: 'passingYards', label: 'Points per passing yard' },
  { key: 'passingTouchdowns', label: 'Points per passing TD' },
  { key: 'interceptions', label: 'Points per interception thrown' },
  { key: 'yards', label: 'Points per rushing or receiving yard' },
  { key: 'touchdowns', label: 'Points per rushing or receiving TD' },
  { key: 'receptions', label: 'Points per reception' },
  { key: 'fumblesLost', label: 'Points per fumble lost' },
] as const;

export type CustomField = (typeof CUSTOM_FIELDS)[number]['key'];

/** The form's values as typed (text, so that a half-typed '-' or '0.' stays as it is). */
export type CustomScoringDraft = Record<CustomField, string>;

/** The form's starting values: the preset the team is counted in (Half-PPR for a custom one). */
export function customDraftFrom(format: ScoringFormat): CustomScoringDraft {
  const base = SCORING_PRESETS[format === 'custom' ? 'half-ppr' : (format as ScoringPreset)];
  return {
    passingYards: String(base.passing.yards),
    passingTouchdowns: String(base.passing.touchdowns),
    interceptions: String(base.passing.interceptions),
    yards: String(base.rushing.yards),
    touchdowns: String(base.rushing.touchdowns),
    receptions: String(base.receiving.receptions),
    fumblesLost: String(base.misc.fumblesLost),
  };
}

/** Largest points per unit the form takes, either way (a typo of 40 for 0.04 per yard is caught). */
const CUSTOM_LIMIT = 20;

export type CustomScoringResult =
  | { readonly ok: true; readonly settings: ScoringSettings }
  | { readonly ok: false; readonly errors: Partial<Record<CustomField, string>> };

/**
 * The draft as whole scoring settings: Half-PPR's (kicking, D/ST, two-point conversions and return
 * TDs) with the seven common values set, each a number from −20 to 20 (rushing and receiving yards
 * and TDs alike); else what is wrong with each field.
 */
export function customSettings(draft: CustomScoringDraft): CustomScoringResult {
  const errors: Partial<Record<CustomField, string>> = {};
  const values = {} as Record<CustomField, number>;
  for (const { key } of CUSTOM_FIELDS) {
    const text = draft[key].trim();
    const value = Number(text);
    if (text === '' || !Number.isFinite(value)) errors[key] = 'Enter a number';
    else if (Math.abs(value) > CUSTOM_LIMIT)
      errors[key] = `Enter a number from −${CUSTOM_LIMIT} to ${CUSTOM_LIMIT}`;
    else values[key] = value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const base = SCORING_PRESETS['half-ppr'];
  const settings = ZScoringSettings.parse({
    ...base,
    passing: {
      yards: values.passingYards,
      touchdowns: values.passingTouchdowns,
      interceptions: values.interceptions,
    },
    rushing: { yards: values.yards, touchdowns: values.touchdowns },
    receiving: { receptions: values.receptions, yards: values.yards, touchdowns: values.touchdowns },
    misc: { ...base.misc, fumblesLost: values.fumblesLost },
  });
  return { ok: true, settings };
}
