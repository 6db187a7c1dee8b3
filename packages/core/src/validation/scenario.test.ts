import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateScenarioForm } from './scenario.js';

describe('scenario form', () => {
  it("refuses a missing, empty or blank name with 'Scenario name is required'", () => {
    for (const name of ['', '   ', '\n\t']) {
      expect(validateScenarioForm({ name })).toEqual({
        ok: false,
        message: 'Scenario name is required',
        field: 'name',
      });
    }
    expect(validateScenarioForm({} as { name: string })).toMatchObject({
      ok: false,
      message: 'Scenario name is required',
    });
  });

  it('property: whitespace-only names are always refused', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), (name) => {
        expect(validateScenarioForm({ name })).toMatchObject({
          ok: false,
          message: 'Scenario name is required',
        });
      }),
    );
  });

  it('accepts names of 49 and 50 characters and refuses 51', () => {
    expect(validateScenarioForm({ name: 'n'.repeat(49) }).ok).toBe(true);
    expect(validateScenarioForm({ name: 'n'.repeat(50) }).ok).toBe(true);
    expect(validateScenarioForm({ name: 'n'.repeat(51) })).toEqual({
      ok: false,
      message: 'Scenario name must be at most 50 characters',
      field: 'name',
    });
  });

  it('makes the description optional: absent, null and blank become empty', () => {
    expect(validateScenarioForm({ name: 'Plan B' })).toEqual({
      ok: true,
      value: { name: 'Plan B', description: '' },
    });
    expect(validateScenarioForm({ name: 'Plan B', description: null })).toMatchObject({
      ok: true,
      value: { description: '' },
    });
    expect(validateScenarioForm({ name: ' Plan B ', description: '  ' })).toEqual({
      ok: true,
      value: { name: 'Plan B', description: '' },
    });
  });

  it('accepts descriptions of 199 and 200 characters and refuses 201', () => {
    expect(validateScenarioForm({ name: 'x', description: 'd'.repeat(199) }).ok).toBe(true);
    expect(validateScenarioForm({ name: 'x', description: 'd'.repeat(200) }).ok).toBe(true);
    expect(validateScenarioForm({ name: 'x', description: 'd'.repeat(201) })).toEqual({
      ok: false,
      message: 'Description must be at most 200 characters',
      field: 'description',
    });
  });

  it('checks the name before the description', () => {
    expect(validateScenarioForm({ name: '', description: 'd'.repeat(201) })).toMatchObject({
      message: 'Scenario name is required',
    });
  });
});
