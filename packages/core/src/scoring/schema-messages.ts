import { z } from '../zod.js';

/**
 * An error option for a schema: `is required` when the value is absent, `otherwise` when it has the wrong
 * type. Messages are written to read after a field path (`passing.touchdowns is required`).
 */
export function requiredOr(otherwise: string) {
  return {
    error: (issue: { readonly input?: unknown }) => (issue.input === undefined ? 'is required' : otherwise),
  };
}

/**
 * `z.strictObject` whose own messages read after a field path: `is required`, `must be an object`,
 * `has unknown key "recptions"`.
 */
export function strictSection<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') {
        const keys = issue.keys.map((key) => `"${key}"`).join(', ');
        return `has unknown ${issue.keys.length === 1 ? 'key' : 'keys'} ${keys}`;
      }
      return issue.input === undefined ? 'is required' : 'must be an object';
    },
  });
}
