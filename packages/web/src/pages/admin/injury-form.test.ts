import { describe, expect, it } from 'vitest';
import { injuryFormOf, injuryUpdateOf } from './injury-form.js';

describe('the injury edit form (spec §5: empty values are sent as null)', () => {
  it("starts from the player's report, null as empty", () => {
    expect(injuryFormOf({ status: null, bodyPart: null, description: null, practice: null })).toEqual({
      status: '',
      bodyPart: '',
      description: '',
      practice: '',
    });
    expect(injuryFormOf({ status: 'Out', bodyPart: 'Knee', description: 'ACL', practice: 'DNP' })).toEqual({
      status: 'Out',
      bodyPart: 'Knee',
      description: 'ACL',
      practice: 'DNP',
    });
  });

  it('sends empty and blank values as null, text trimmed', () => {
    expect(injuryUpdateOf({ status: 'Out', bodyPart: '  ', description: '', practice: '' })).toEqual({
      ok: true,
      value: { status: 'Out', bodyPart: null, description: null, practice: null },
    });
    expect(
      injuryUpdateOf({ status: '', bodyPart: ' Hamstring ', description: 'Tight', practice: 'Limited' }),
    ).toEqual({
      ok: true,
      value: { status: null, bodyPart: 'Hamstring', description: 'Tight', practice: 'Limited' },
    });
  });

  it('refuses a description over the limit with its message', () => {
    const result = injuryUpdateOf({
      status: 'Out',
      bodyPart: '',
      description: 'x'.repeat(501),
      practice: '',
    });
    expect(result).toEqual({ ok: false, message: 'Injury description must be at most 500 characters' });
  });
});
