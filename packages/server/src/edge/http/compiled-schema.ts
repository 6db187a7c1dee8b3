import { z } from 'zod';

/**
 * Core writes the contract with `zod/mini`, so that browsers ship little zod and never evaluate
 * generated code (the web app's CSP has no 'unsafe-eval'). Mini's schemas parse by walking the
 * schema tree, key by key, on every call; classic zod's objects compiled themselves with
 * `new Function`. Profiled under load, that walk was the biggest piece of the server's own work
 * on GET /api/get-team (about 22 µs to check one team answer, against under 2 µs compiled).
 *
 * So the server, where eval is allowed, runs each contract schema through `z.compile`: zod's
 * compiler for the whole schema tree. Nothing changes for the browser, which never loads this.
 * A compiled schema answers exactly as the schema does: input its fast path cannot accept is
 * handed to the schema's own parser, so issues and messages are the schema's; a schema zod cannot
 * compile is returned as is.
 *
 * Compiled on first use and kept per schema, so every app in a process (tests start many) shares
 * one compilation, and starting a server compiles nothing (all 63 schemas take ~80 ms).
 */
const compiledSchemas = new WeakMap<z.core.$ZodType, z.core.$ZodType>();

/** The compiled clone of a contract schema (the same clone on every call). */
export function compiledSchema<S extends z.core.$ZodType>(schema: S): S {
  let compiled = compiledSchemas.get(schema);
  if (!compiled) {
    compiled = z.compile(withoutLazy(schema));
    compiledSchemas.set(schema, compiled);
  }
  return compiled as S;
}

const isSchema = (value: unknown): value is z.core.$ZodType =>
  typeof (value as { _zod?: { run?: unknown } } | null)?._zod?.run === 'function';

const eagerCopies = new WeakMap<z.core.$ZodType, z.core.$ZodType>();
const unwrapping = new Set<z.core.$ZodType>();

/**
 * `schema` with every `z.lazy` in its tree replaced by the schema it builds. Core's named schemas are
 * lazy (a browser builds only those it uses: core's `zod.ts`), and `z.compile` compiles no lazy node:
 * it parses each with the walking parser, which would leave most of an answer uncompiled. The nodes
 * above a replaced one are rebuilt around it (their definitions otherwise as they were, checks and
 * defaults included); a tree without lazy nodes comes back as it is. A recursive lazy, which cannot
 * be unwound, stays lazy where it recurs.
 */
export function withoutLazy(schema: z.core.$ZodType): z.core.$ZodType {
  const known = eagerCopies.get(schema);
  if (known) return known;
  if (unwrapping.has(schema)) return schema;
  unwrapping.add(schema);
  try {
    const eager = schema instanceof z.core.$ZodLazy ? withoutLazy(schema._zod.innerType) : rebuilt(schema);
    eagerCopies.set(schema, eager);
    return eager;
  } finally {
    unwrapping.delete(schema);
  }
}

/** `schema` rebuilt with its child schemas (fields, elements, options, inner ones) without lazy nodes. */
function rebuilt(schema: z.core.$ZodType): z.core.$ZodType {
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const descriptors = Object.getOwnPropertyDescriptors(def);
  let changed = false;
  for (const [key, descriptor] of Object.entries(descriptors)) {
    if (key === 'checks') continue;
    // An object's fields are behind an accessor that settles them on first read.
    const value = key === 'shape' ? def.shape : descriptor.value;
    const eager = eagerValue(value);
    if (eager === value) continue;
    descriptors[key] = { value: eager, enumerable: true, writable: true, configurable: true };
    changed = true;
  }
  if (!changed) return schema;
  return new schema._zod.constr(Object.defineProperties({}, descriptors));
}

/** A definition's value with the schemas in it (alone, in an array or as an object's fields) without lazy nodes. */
function eagerValue(value: unknown): unknown {
  if (isSchema(value)) return withoutLazy(value);
  if (Array.isArray(value)) {
    const eager = value.map(eagerValue);
    return eager.some((item, i) => item !== value[i]) ? eager : value;
  }
  if (value && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value);
    if (entries.length === 0 || !entries.every(([, field]) => isSchema(field))) return value;
    const eager = entries.map(([key, field]) => [key, eagerValue(field)] as const);
    return eager.some(([key, field]) => field !== (value as Record<string, unknown>)[key])
      ? Object.fromEntries(eager)
      : value;
  }
  return value;
}
