import type { InjuryReportLine } from '@lineup-lab/engine';
import { describe, expect, it } from 'vitest';
import { importSummary, weeksText } from './import-injury-reports.js';
import { nflverseInjuryReport } from './nflverse-injury-report.js';
import { injuryChangeText } from './update-injury.js';

const line = (fields: Partial<InjuryReportLine>): InjuryReportLine => ({
  _id: 'nflverse-injuries:2025:2:gsis:00-0034857',
  playerId: 'gsis:00-0034857',
  season: 2025,
  week: 2,
  team: 'BUF',
  status: null,
  injury: null,
  practiceStatus: null,
  seasonType: 'REG',
  ...fields,
});

describe('nflverseInjuryReport', () => {
  it('maps the game status, nflverse’s practice texts, the body part and what else the line says', () => {
    expect(
      nflverseInjuryReport(
        line({
          status: 'Out',
          injury: 'Hip',
          secondaryInjury: 'Groin',
          practiceInjury: 'Hip',
          practiceStatus: 'Did Not Participate In Practice',
        }),
      ),
    ).toEqual({ report: { status: 'Out', bodyPart: 'Hip', description: 'Also Groin', practice: 'DNP' } });
    expect(
      nflverseInjuryReport(
        line({ status: 'Doubtful', injury: 'Knee', practiceStatus: 'limited participation in practice' }),
      ),
    ).toEqual({ report: { status: 'Doubtful', bodyPart: 'Knee', description: null, practice: 'Limited' } });
    expect(
      nflverseInjuryReport(line({ status: 'Questionable', injury: 'Ankle', practiceStatus: null })),
    ).toEqual({ report: { status: 'Questionable', bodyPart: 'Ankle', description: null, practice: null } });
  });

  it('keeps a practice-only line with no status (active), and a Probable one (before 2016) as active', () => {
    expect(
      nflverseInjuryReport(
        line({
          injury: 'Not injury related - resting player',
          practiceInjury: 'Not injury related - resting player',
          practiceStatus: 'Full Participation in Practice',
        }),
      ),
    ).toEqual({
      report: {
        status: null,
        bodyPart: 'Not injury related - resting player',
        description: null,
        practice: 'Full',
      },
    });
    expect(nflverseInjuryReport(line({ probable: true, injury: 'Hip' }))).toEqual({
      report: { status: null, bodyPart: 'Hip', description: 'Probable', practice: null },
    });
  });

  it('says in the description what it cannot map: another practice text, a practice report of another injury', () => {
    expect(
      nflverseInjuryReport(
        line({ status: 'Out', injury: 'Knee', practiceInjury: 'Illness', practiceStatus: 'Rest day' }),
      ),
    ).toEqual({
      report: {
        status: 'Out',
        bodyPart: 'Knee',
        description: 'Practice report: Illness; Practice: Rest day',
        practice: null,
      },
    });
  });

  it('skips postseason weeks (POST, or past week 18 when the file does not say) and lines that report nothing', () => {
    expect(nflverseInjuryReport(line({ status: 'Out', seasonType: 'POST', week: 19 }))).toEqual({
      skipped: 'postseason',
    });
    expect(nflverseInjuryReport(line({ status: 'Out', seasonType: undefined, week: 19 }))).toEqual({
      skipped: 'postseason',
    });
    expect(nflverseInjuryReport(line({ injury: 'Illness' }))).toEqual({ skipped: 'empty' });
    expect(nflverseInjuryReport(line({ injury: 'Illness', practiceStatus: '  ' }))).toEqual({
      skipped: 'empty',
    });
  });
});

describe('audit texts', () => {
  it('an admin edit: status (body part: description), practice, week of season', () => {
    const week = { season: 2026, week: 12 };
    expect(
      injuryChangeText({ status: 'Out', bodyPart: 'Knee', description: null, practice: 'DNP' }, week),
    ).toBe('Out (Knee), practice DNP, week 12 of 2026');
    expect(
      injuryChangeText(
        { status: 'Questionable', bodyPart: 'Ankle', description: 'Rolled it', practice: null },
        week,
      ),
    ).toBe('Questionable (Ankle: Rolled it), week 12 of 2026');
    expect(injuryChangeText({ status: null, bodyPart: null, description: null, practice: null }, week)).toBe(
      'Active, week 12 of 2026',
    );
  });

  it('an import: its weeks as ranges per season, and its counts', () => {
    const weeks = (season: number, ...list: number[]) => list.map((week) => ({ season, week }));
    expect(weeksText(weeks(2025, 2, 1, 2))).toBe('2025 weeks 1–2');
    expect(weeksText(weeks(2025, 3))).toBe('2025 week 3');
    expect(weeksText([...weeks(2025, 1, 2, 3, 5, 19), ...weeks(2024, 18)])).toBe(
      '2024 week 18; 2025 weeks 1–3, 5, 19',
    );
    expect(
      importSummary({
        inserted: 10,
        updated: 2,
        unchanged: 3,
        skipped: { 'postseason week': 1, 'nothing said': 1 },
        unmatched: 40,
      }),
    ).toBe(
      'nflverse injury reports: 12 written (10 new, 2 changed), 3 unchanged, 2 skipped ' +
        '(1 postseason week; 1 nothing said), 40 not fantasy players (not in the NFL player list)',
    );
  });
});
