import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZErrorBody } from '../errors.js';
import { fieldIssues, firstMessage, validateWith } from './result.js';

const schema = z.object({
  a: z.string().min(1, 'a is required'),
  b: z.array(z.number('b must hold numbers')),
});

describe('validation results', () => {
  it('answers the parsed value', () => {
    expect(validateWith(schema, { a: 'x', b: [1] })).toEqual({ ok: true, value: { a: 'x', b: [1] } });
  });

  it('answers the first issue with its dotted field', () => {
    expect(validateWith(schema, { a: '', b: [1, 'two'] })).toEqual({
      ok: false,
      message: 'a is required',
      field: 'a',
    });
    expect(validateWith(schema, { a: 'x', b: [1, 'two'] })).toEqual({
      ok: false,
      message: 'b must hold numbers',
      field: 'b.1',
    });
  });

  it('leaves out the field for an issue about the whole value', () => {
    expect(validateWith(z.string('text please'), 3)).toEqual({ ok: false, message: 'text please' });
  });

  it('lists every issue as the issues of a 400 error body', () => {
    const error = schema.safeParse({ a: '', b: ['x'] }).error;
    if (!error) throw new Error('expected a failure');
    const issues = fieldIssues(error);
    expect(issues).toEqual([
      { path: 'a', message: 'a is required' },
      { path: 'b.0', message: 'b must hold numbers' },
    ]);
    expect(firstMessage(error)).toBe('a is required');
    expect(
      ZErrorBody.parse({ code: 'VALIDATION_FAILED', message: firstMessage(error), issues }).issues,
    ).toHaveLength(2);
  });
});
