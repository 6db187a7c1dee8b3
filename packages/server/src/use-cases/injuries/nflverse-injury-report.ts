import { type InjuryReport, type PracticeStatus, SEASON_WEEKS } from '@lineup-lab/core';
import type { InjuryReportLine } from '@lineup-lab/engine';

/** nflverse's `practice_status` texts, lower-cased, and ours. */
const PRACTICE: Readonly<Record<string, PracticeStatus>> = {
  'did not participate in practice': 'DNP',
  'limited participation in practice': 'Limited',
  'full participation in practice': 'Full',
};

/** Why an nflverse line gives no weekly injury report. */
export const SKIP_REASONS = {
  postseason: 'postseason week (the product plans regular-season weeks 1–18)',
  empty: 'no game status and no practice report',
  duplicate: 'a second line for the same player and week',
} as const;

/**
 * What an nflverse injury line says as the product's injury report, or why it says nothing:
 * - postseason: `season_type` POST, or a week after the regular season's last (18);
 * - empty: no game status (Out, Doubtful, Questionable, or Probable before 2016) and no practice
 *   report: nothing to tell users.
 *
 * status: Out, Doubtful, Questionable as they are; Probable (expected to play) and a practice-only
 * line have none (`null`, active). practice: nflverse's three texts as DNP, Limited, Full (another
 * text: `null`, and the text goes to the description). bodyPart: the game report's primary injury,
 * else the practice report's. description: what else the line says, in order: "Probable", the
 * secondary injury, the practice report's injury when it differs, a practice text we do not know;
 * `null` when none.
 * @example nflverseInjuryReport({ status: 'Out', injury: 'Hip', secondaryInjury: 'Groin',
 *   practiceStatus: 'Did Not Participate In Practice', … })
 * // { report: { status: 'Out', bodyPart: 'Hip', description: 'Also Groin', practice: 'DNP' } }
 */
export function nflverseInjuryReport(
  line: InjuryReportLine,
): { report: InjuryReport } | { skipped: 'postseason' | 'empty' } {
  if (line.seasonType === 'POST' || line.week > SEASON_WEEKS.last) return { skipped: 'postseason' };
  const practiceText = line.practiceStatus?.trim() ?? '';
  if (line.status === null && line.probable !== true && practiceText === '') return { skipped: 'empty' };
  const practice = PRACTICE[practiceText.toLowerCase()] ?? null;
  const bodyPart = line.injury?.trim() || null;
  const notes = [
    line.probable === true ? 'Probable' : null,
    line.secondaryInjury ? `Also ${line.secondaryInjury}` : null,
    line.practiceInjury && line.practiceInjury !== bodyPart
      ? `Practice report: ${line.practiceInjury}`
      : null,
    practiceText !== '' && practice === null ? `Practice: ${practiceText}` : null,
  ].filter((note): note is string => note !== null);
  return {
    report: {
      status: line.status,
      bodyPart,
      description: notes.length > 0 ? notes.join('; ') : null,
      practice,
    },
  };
}
