import { z } from 'zod/mini';

/**
 * The zod that core's schemas are written with: `zod/mini`, zod's tree-shakable functional API, so
 * that the browser (the SDK checks every request and response with core's schemas) ships a few KB of
 * zod instead of the whole classic API. Every core module imports `z` from here, never from 'zod'.
 *
 * Classic zod installs its English messages ('Invalid input: expected string, received number' …)
 * the first time it builds a schema; mini leaves messages to the application and answers a bare
 * 'Invalid input' without them. Core's schemas answer the English ones wherever they give no message
 * of their own, so they are installed here as classic zod does: only when no locale is set yet, so a
 * locale the application chose wins.
 *
 * Classic methods and their mini equivalents, as core uses them:
 * `s.optional()` → `z.optional(s)`, `s.default(v)` → `z._default(s, v)`, `s.transform(f)` →
 * `z.pipe(s, z.transform(f))`, `z.string().trim().min(1)` → `z.string().check(z.trim(), z.minLength(1))`
 * (checks run in order, so trim first), `z.number().int().min(1)` → `z.number().check(z.int(), z.gte(1))`,
 * `s.superRefine(f)` → `s.check(z.superRefine(f))`, `o.loose()` → `z.looseObject(shape)`.
 *
 * The contract's schemas are built when first used, not when their module is evaluated: each named
 * object, union or array schema is `z.lazy(() => …)` (a schema that builds its inner one on its first
 * parse). Building all ~200 when the SDK's chunk loads was one task of ~200 ms on a phone-speed CPU
 * (Lighthouse's mobile run), before a page could show anything; a page now builds those of its own
 * calls. The few that others are made from by their fields (`ZTeam.shape`, `z.extend(ZPlayer, …)`)
 * stay plain objects, and code that reads an object schema's fields does it through `shapeOf`.
 */
if (!z.core.globalConfig.localeError) z.config(z.locales.en());

export { z };

/** The fields of an object schema, also through `z.lazy` around it; `undefined` for any other schema. */
export function shapeOf(schema: z.core.$ZodType): Readonly<Record<string, z.core.$ZodType>> | undefined {
  const inner = schema instanceof z.ZodMiniLazy ? schema._zod.innerType : schema;
  return inner instanceof z.ZodMiniObject ? inner.shape : undefined;
}
