import { describe, expect, it } from 'vitest';
import { shapeOf, z } from './zod.js';

describe('shapeOf', () => {
  const fields = { name: z.string() };

  it("reads an object schema's fields, also through z.lazy, building the lazy one on the way", () => {
    expect(shapeOf(z.object(fields))).toEqual(fields);
    let built = 0;
    const lazy = z.lazy(() => {
      built += 1;
      return z.object(fields);
    });
    expect(built).toBe(0);
    expect(shapeOf(lazy)).toEqual(fields);
    expect(built).toBe(1);
  });

  it('answers undefined for any other schema', () => {
    expect(shapeOf(z.string())).toBeUndefined();
    expect(shapeOf(z.lazy(() => z.array(z.object(fields))))).toBeUndefined();
  });
});
