import { describe, expect, it } from 'vitest';
import * as contract from './contract/index.js';
import * as core from './index.js';
import * as scoring from './scoring/index.js';
import * as validation from './validation/index.js';

describe('the public face of @lineup-lab/core', () => {
  it.each([
    ['contract', contract],
    ['scoring', scoring],
    ['validation', validation],
  ])('exports every public value of %s, as the same object', (_, barrel) => {
    for (const [name, value] of Object.entries(barrel)) {
      expect(core, name).toHaveProperty(name);
      expect((core as Record<string, unknown>)[name], name).toBe(value);
    }
  });
});
