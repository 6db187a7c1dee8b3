import { describe, expect, it } from 'vitest';
import { INJURY_STATUSES, PRACTICE_STATUSES } from '../contract/injuries.js';
import { validateInjuryForm, ZInjuryForm } from './injury-form.js';

const cleared = { status: null, bodyPart: null, description: null, practice: null };

describe('injury edit form', () => {
  it('sends empty values as null', () => {
    expect(validateInjuryForm({ status: '', bodyPart: '', description: '', practice: '' })).toEqual({
      ok: true,
      value: cleared,
    });
    expect(validateInjuryForm({ status: ' ', bodyPart: '  ', description: '\n', practice: ' ' })).toEqual({
      ok: true,
      value: cleared,
    });
  });

  it('reads absent fields as null: the report is replaced whole', () => {
    expect(validateInjuryForm({})).toEqual({ ok: true, value: cleared });
    expect(validateInjuryForm({ status: 'Out' })).toEqual({ ok: true, value: { ...cleared, status: 'Out' } });
  });

  it('keeps and trims the values', () => {
    expect(
      validateInjuryForm({
        status: 'Questionable',
        bodyPart: ' Hamstring ',
        description: 'Left hamstring',
        practice: 'Limited',
      }),
    ).toEqual({
      ok: true,
      value: {
        status: 'Questionable',
        bodyPart: 'Hamstring',
        description: 'Left hamstring',
        practice: 'Limited',
      },
    });
  });

  it.each(INJURY_STATUSES)('accepts the status %s', (status) => {
    expect(validateInjuryForm({ status })).toMatchObject({ ok: true, value: { status } });
  });

  it.each(PRACTICE_STATUSES)('accepts the practice value %s', (practice) => {
    expect(validateInjuryForm({ practice })).toMatchObject({ ok: true, value: { practice } });
  });

  it("reads 'Active' and 'Unknown' (the selects' empty labels) as null and ignores case", () => {
    expect(validateInjuryForm({ status: 'Active', practice: 'Unknown' })).toEqual({
      ok: true,
      value: cleared,
    });
    expect(validateInjuryForm({ status: 'OUT', practice: 'dnp' })).toMatchObject({
      ok: true,
      value: { status: 'Out', practice: 'DNP' },
    });
  });

  it('refuses values outside the allowed lists', () => {
    expect(validateInjuryForm({ status: 'Sore' })).toEqual({
      ok: false,
      message: 'Injury status must be one of: Questionable, Doubtful, Out, IR, PUP, NFI, Suspended',
      field: 'status',
    });
    expect(validateInjuryForm({ practice: 'Partial' })).toEqual({
      ok: false,
      message: 'Practice status must be one of: DNP, Limited, Full',
      field: 'practice',
    });
  });

  it('caps the text fields', () => {
    expect(validateInjuryForm({ bodyPart: 'b'.repeat(101) })).toMatchObject({
      ok: false,
      message: 'Body part must be at most 100 characters',
    });
    expect(validateInjuryForm({ description: 'd'.repeat(501) })).toMatchObject({
      ok: false,
      message: 'Injury description must be at most 500 characters',
    });
    expect(ZInjuryForm.safeParse({ bodyPart: 3 }).error?.issues[0]?.message).toBe(
      'Injury fields must be text or null',
    );
  });
});
