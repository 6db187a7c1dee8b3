import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZTeamName as ZEntityTeamName } from '../contract/entities.js';
import { ZCreateTeamRequest } from '../contract/teams.js';
import { validateTeamName, ZTeamName } from './team-name.js';

const blank = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\ufeff'), { maxLength: 8 })
  .map((chars) => chars.join(''));

describe('team name', () => {
  it("refuses an empty or blank name with 'Team name is required'", () => {
    for (const input of ['', ' ', '   \t\n']) {
      expect(validateTeamName(input)).toEqual({ ok: false, message: 'Team name is required' });
    }
  });

  it('refuses a name that a URL would read as a dot segment', () => {
    for (const input of ['.', '..', ' .. ']) {
      expect(validateTeamName(input)).toEqual({ ok: false, message: 'Team name cannot be "." or ".."' });
    }
    expect(validateTeamName('...')).toEqual({ ok: true, value: '...' });
    expect(validateTeamName('.Sharks')).toEqual({ ok: true, value: '.Sharks' });
  });

  it('refuses a missing or non-text name with the same message', () => {
    expect(validateTeamName(undefined)).toEqual({ ok: false, message: 'Team name is required' });
    expect(validateTeamName(null)).toEqual({ ok: false, message: 'Team name is required' });
    expect(validateTeamName(42)).toEqual({ ok: false, message: 'Team name is required' });
  });

  it('property: every whitespace-only string is refused', () => {
    fc.assert(
      fc.property(blank, (input) => {
        expect(validateTeamName(input)).toEqual({ ok: false, message: 'Team name is required' });
      }),
    );
  });

  it('gives the trimmed name', () => {
    expect(validateTeamName('  Gridiron Gang  ')).toEqual({ ok: true, value: 'Gridiron Gang' });
  });

  it('accepts 49 and 50 characters and refuses 51, counted after trimming', () => {
    expect(validateTeamName('a'.repeat(49)).ok).toBe(true);
    expect(validateTeamName('a'.repeat(50)).ok).toBe(true);
    expect(validateTeamName(`  ${'a'.repeat(50)}  `)).toEqual({ ok: true, value: 'a'.repeat(50) });
    expect(validateTeamName('a'.repeat(51))).toEqual({
      ok: false,
      message: 'Team name must be at most 50 characters',
    });
  });

  it('property: any name with visible text of at most 50 characters, but a dot segment, is accepted as its trimmed self', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 50 }), blank, blank, (name, before, after) => {
        // '.' and '..' are refused (a URL reads them as path segments): the test above says so.
        fc.pre(!['', '.', '..'].includes(name.trim()));
        const result = validateTeamName(`${before}${name}${after}`);
        expect(result).toEqual({ ok: true, value: `${before}${name}${after}`.trim() });
      }),
    );
  });

  it('is the rule of the Team entity and of create-team, so the server gives the same message', () => {
    expect(ZEntityTeamName).toBe(ZTeamName);
    const parsed = ZCreateTeamRequest.safeParse({ teamName: '  ' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['teamName'], message: 'Team name is required' });
  });
});
