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
    compiled = z.compile(schema);
    compiledSchemas.set(schema, compiled);
  }
  return compiled as S;
}
