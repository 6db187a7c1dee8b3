import type { DomainError, FieldIssue, Result } from '../errors.js';
import { fail, ok } from '../errors.js';
import { SCORING_FORMATS, SCORING_PRESETS, type ScoringFormat } from './presets.js';
import { type ScoringSettings, ZScoringSettings } from './scoring-settings.js';

/** Why a league's scoring could not be resolved: the message sums up, `issues` lists each field problem. */
export interface ScoringSettingsError extends DomainError<'VALIDATION_FAILED'> {
  readonly issues: readonly FieldIssue[];
}

/** Where an issue is, as a dotted path (`dst.pointsAllowedTiers.2.points`); `settings` for the whole. */
const pathOf = (path: readonly PropertyKey[]): string =>
  path.length === 0 ? 'settings' : path.map(String).join('.');

function refuse(message: string, issues: readonly FieldIssue[]): { ok: false; error: ScoringSettingsError } {
  return { ok: false, error: { ...fail('VALIDATION_FAILED', message).error, issues } };
}

/**
 * The scoring settings a league uses: the preset for `'standard'`, `'half-ppr'` and `'ppr'` (then `custom`
 * is ignored), or `custom` validated against `ZScoringSettings` for `'custom'`. Never throws: bad or missing
 * custom settings are refused with `VALIDATION_FAILED`, a message naming the first problem and every
 * problem in `issues` (ready for the error body).
 * @example
 * const scoring = resolveScoring('custom', { ...PPR, receiving: { ...PPR.receiving, receptions: 0.25 } });
 * if (scoring.ok) fantasyPoints(line, scoring.value);
 * else console.log(scoring.error.message); // e.g. 'Invalid custom scoring: passing.touchdowns is required'
 */
export function resolveScoring(
  format: ScoringFormat,
  custom?: unknown,
): Result<ScoringSettings, ScoringSettingsError> {
  if (format !== 'custom') {
    const preset = Object.hasOwn(SCORING_PRESETS, format) ? SCORING_PRESETS[format] : undefined;
    if (preset) return ok(preset);
    const expected = SCORING_FORMATS.join(', ');
    const message = `Unknown scoring format "${String(format)}": expected one of ${expected}`;
    return refuse(message, [{ path: 'format', message }]);
  }
  if (custom === undefined || custom === null) {
    return refuse('Custom scoring needs its settings', [{ path: 'custom', message: 'is required' }]);
  }
  const parsed = ZScoringSettings.safeParse(custom);
  if (parsed.success) return ok(parsed.data);
  const issues = parsed.error.issues.map((issue) => ({ path: pathOf(issue.path), message: issue.message }));
  const [first] = issues;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  return refuse(`Invalid custom scoring: ${first?.path} ${first?.message}${more}`, issues);
}
